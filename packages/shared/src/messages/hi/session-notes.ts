import type { Translation } from '../../i18n/words';
import type { words as english } from '../en/session-notes';

/** The Hindi (hi-IN) words of ../en/session-notes.ts: the same keys, ICU MessageFormat. */
export const words: Translation<typeof english> = {
  title: 'सत्र नोट',
  link: 'सत्र नोट',
  privacy:
    'यह नोट केवल आप पढ़ सकते हैं: न क्लाइंट, न दूसरे थेरेपिस्ट, न एडमिन। इसे एन्क्रिप्ट करके सुरक्षित रखा जाता है।',
  templateLabel: 'टेम्पलेट',
  templates: { soap: 'SOAP', dap: 'DAP', free: 'फ़्री टेक्स्ट' },
  sections: {
    subjective: 'व्यक्तिपरक',
    objective: 'वस्तुनिष्ठ',
    assessment: 'आकलन',
    plan: 'योजना',
    data: 'डेटा',
    text: 'नोट',
  },
  saving: 'सेव हो रहा है…',
  savedAt: '{time} पर सेव किया गया',
  notSavedYet: 'अभी सेव नहीं हुआ',
  saveFailed: 'सेव नहीं हुआ। अपना कनेक्शन जाँचें; आपका लिखा हुआ यहीं सुरक्षित है।',
  sign: 'हस्ताक्षर करें',
  signConfirmTitle: 'इस नोट पर हस्ताक्षर करें?',
  signConfirmBody:
    'हस्ताक्षर के बाद नोट लॉक हो जाता है: फिर उसे बदला नहीं जा सकता, केवल तारीख के साथ अतिरिक्त नोट जोड़े जा सकते हैं।',
  cancel: 'रद्द करें',
  signedAt: 'हस्ताक्षर किए गए: {time}',
  addenda: 'अतिरिक्त नोट',
  addAddendum: 'अतिरिक्त नोट जोड़ें',
  addendumLabel: 'अतिरिक्त नोट',
  noAddenda: 'अभी कोई अतिरिक्त नोट नहीं है।',
  back: 'अपने डैशबोर्ड पर वापस',
  loading: 'नोट खुल रहा है…',
  loadFailed: 'नोट खोला नहीं जा सका।',
  reload: 'नोट फिर से लोड करें',
  signing: 'हस्ताक्षर हो रहे हैं…',
  adding: 'जोड़ा जा रहा है…',
  addendumAdded: 'अतिरिक्त नोट जोड़ दिया गया।',
  saveStatus: 'सेव की स्थिति',
  sectionTooLong: 'कृपया हर हिस्से को अधिकतम {max} अक्षरों तक रखें।',
  addendumRequired: 'कृपया अतिरिक्त नोट लिखें।',
  templateInvalid: 'कृपया SOAP, DAP या फ़्री टेक्स्ट चुनें।',
  versionInvalid: 'नोट का वर्ज़न नहीं मिला; पेज फिर से लोड करें।',
  changed:
    'इस बीच यह नोट किसी दूसरे टैब या विंडो में बदला गया है। आगे बढ़ने से पहले इसे फिर से लोड करें और नया टेक्स्ट देखें।',
  signed: 'इस नोट पर हस्ताक्षर हो चुके हैं और यह लॉक है; इसकी जगह अतिरिक्त नोट जोड़ें।',
  notSigned: 'अतिरिक्त नोट जोड़ने से पहले नोट पर हस्ताक्षर करें; तब तक बदलाव नोट में ही करें।',
  nothingToSign: 'हस्ताक्षर करने से पहले नोट लिखें।',
  onlyTherapists: 'सत्र नोट केवल थेरेपिस्ट लिखते हैं।',
  tooManyAddenda: 'एक नोट में अधिकतम {max} अतिरिक्त नोट जोड़े जा सकते हैं।',
};
