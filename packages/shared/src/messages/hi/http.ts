import type { Translation } from '../../i18n/words';
import type { words as english } from '../en/http';

/** The Hindi (hi-IN) words of ../en/http.ts: the same keys, ICU MessageFormat. */
export const words: Translation<typeof english> = {
  notFound: 'नहीं मिला',
  invalidInput: 'भेजी गई कुछ जानकारी सही नहीं है।',
  unauthorized: 'आगे बढ़ने के लिए कृपया लॉग इन करें।',
  payloadTooLarge: 'अनुरोध बहुत बड़ा है।',
  tooDeeplyNested: 'अनुरोध में नेस्टिंग बहुत ज़्यादा गहरी है।',
  unsupportedMediaType: 'यह कंटेंट टाइप समर्थित नहीं है।',
  tooManyRequests: 'बहुत सारे अनुरोध आ गए हैं। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  databaseUnavailable: 'सेवा कुछ समय के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में फिर से कोशिश करें।',
  storageUnavailable: 'अभी फ़ाइलें सेव नहीं की जा सकतीं। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  notReady: {
    starting: 'शुरू हो रहा है।',
    draining: 'बंद हो रहा है।',
    database: 'डेटाबेस जवाब नहीं दे रहा है।',
    migrations: 'डेटाबेस इस वर्ज़न के लिए माइग्रेट नहीं हुआ है।',
    redis: 'Redis जवाब नहीं दे रहा है।',
  },
  tooManyConnections:
    'इस विंडो में लाइव अपडेट रुक गए हैं, क्योंकि Solace बहुत सारी दूसरी विंडो में खुला है। यहाँ अपडेट फिर से पाने के लिए पेज रीफ़्रेश करें।',
};
