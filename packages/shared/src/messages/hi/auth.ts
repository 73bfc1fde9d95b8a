import type { Translation } from '../../i18n/words';
import type { words as english } from '../en/auth';

/** The Hindi (hi-IN) words of ../en/auth.ts: the same keys, ICU MessageFormat. */
export const words: Translation<typeof english> = {
  invalidCredentials: 'ई-मेल या पासवर्ड सही नहीं है। कृपया फिर से कोशिश करें।',
  unexpected: 'कोई अनपेक्षित गड़बड़ी हुई। कृपया फिर से कोशिश करें।',
  signingIn: 'लॉग इन हो रहा है...',
  idleTitle: 'क्या आप अभी भी यहाँ हैं?',
  idleWarning:
    'आपकी सुरक्षा के लिए, {seconds, plural, one {# सेकंड} other {# सेकंड}} में आपको लॉग आउट कर दिया जाएगा, जब तक कि आप लॉग इन रहना न चुनें।',
  staySignedIn: 'लॉग इन रहें',
  signOutNow: 'अभी लॉग आउट करें',
  sessionEndedInCall:
    'आपके लॉग इन की अवधि समाप्त हो गई है। कॉल चलती रहेगी; कॉल ख़त्म होने पर आपसे फिर से लॉग इन करने को कहा जाएगा।',
};
