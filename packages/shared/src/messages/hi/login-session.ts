import type { Translation } from '../../i18n/words';
import type { words as english } from '../en/login-session';

/** The Hindi (hi-IN) words of ../en/login-session.ts: the same keys, ICU MessageFormat. */
export const words: Translation<typeof english> = {
  logoutSuccess: 'लॉग आउट हो गया है',
  logoutFailed: 'लॉग आउट करने में गड़बड़ी हुई। कृपया फिर से कोशिश करें।',
  missingTokenOrUser: 'सर्वर से टोकन या यूज़र डेटा नहीं मिला',
  sessionExpired: 'आपके लॉग इन की अवधि समाप्त हो गई है। कृपया फिर से लॉग इन करें।',
};
