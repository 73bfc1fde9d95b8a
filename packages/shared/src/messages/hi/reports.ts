import type { Translation } from '../../i18n/words';
import type { words as english } from '../en/reports';

/** The Hindi (hi-IN) words of ../en/reports.ts: the same keys, ICU MessageFormat. */
export const words: Translation<typeof english> = {
  title: 'समस्या की रिपोर्ट करें',
  problemType: 'समस्या का प्रकार',
  description: 'विवरण',
  attachments: 'अटैचमेंट',
  chooseFiles: 'फ़ाइलें चुनें',
  removeFile: '{name} हटाएँ',
  email: 'ई-मेल पता',
  priority: 'प्राथमिकता',
  additionalInfo: 'अतिरिक्त जानकारी',
  submit: 'भेजें',
  submitting: 'भेजा जा रहा है...',
  requiredFields: 'कृपया सभी ज़रूरी फ़ील्ड भरें।',
  unexpected: 'कोई अनपेक्षित गड़बड़ी हुई। कृपया फिर से कोशिश करें।',
  filesHint:
    'अधिकतम 5 फ़ाइलें, हर फ़ाइल 10 MB तक और कुल 25 MB तक: इमेज (PNG, JPEG, WebP, GIF), PDF, सादा टेक्स्ट या स्क्रीन रिकॉर्डिंग (MP4, WebM)।',
  received: 'धन्यवाद। आपकी रिपोर्ट {reference} हमें मिल गई है, और इसकी पुष्टि आपके ई-मेल पर भेजी जा रही है।',
  tooManyFiles: 'आप अधिकतम 5 फ़ाइलें अटैच कर सकते हैं।',
  fileTooLarge: 'फ़ाइल “{name}” 10 MB से बड़ी है।',
  totalTooLarge: 'सभी अटैचमेंट मिलाकर अधिकतम 25 MB के हो सकते हैं।',
  fileRefused:
    'फ़ाइल “{name}” का प्रकार मान्य नहीं है। कृपया इमेज (PNG, JPEG, WebP, GIF), PDF, सादा टेक्स्ट या स्क्रीन रिकॉर्डिंग (MP4, WebM) अटैच करें।',
  malformed: 'रिपोर्ट पढ़ी नहीं जा सकी। कृपया फिर से कोशिश करें।',
  invalidPriority: 'कृपया प्राथमिकता चुनें।',
  textTooLong: 'यह टेक्स्ट अधिकतम 5000 अक्षरों का हो सकता है।',
  tooMany: 'बहुत सारी रिपोर्ट भेजी गई हैं। कृपया कुछ देर बाद फिर से कोशिश करें।',
  uploadQuota:
    'आज के लिए फ़ाइलों की सीमा ({megabytes} MB) पूरी हो गई है। कृपया अपनी रिपोर्ट बिना फ़ाइलों के भेजें, या कल फिर से कोशिश करें।',
  storageFull:
    'हम अभी फ़ाइलें नहीं ले सकते: हमारा स्टोरेज भर गया है। कृपया अपनी रिपोर्ट बिना फ़ाइलों के भेजें, या कुछ देर बाद फिर से कोशिश करें।',
  notFound: 'यह रिपोर्ट नहीं मिली।',
  attachmentNotFound: 'यह अटैचमेंट नहीं मिला।',
  mail: {
    ackSubject: 'हमें आपकी रिपोर्ट {reference} मिल गई है',
    ackBody:
      'इस समस्या ({type}) के बारे में बताने के लिए धन्यवाद। इसका संदर्भ नंबर {reference} है; एक एडमिन इसे देखेंगे।',
    replySubject: 'आपकी रिपोर्ट {reference} के बारे में',
    replyIntro: 'आपकी रिपोर्ट {reference} की स्थिति अब यह है: {status}। क्लिनिक ने लिखा है:',
  },
  notice: {
    newTitle: 'नई समस्या रिपोर्ट',
    newMessage: '{reference}: {type}, प्राथमिकता {priority}।',
    replyTitle: 'आपकी रिपोर्ट {reference} का जवाब',
  },
};
