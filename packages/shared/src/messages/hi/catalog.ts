import type { Translation } from '../../i18n/words';
import type { words as english } from '../en/catalog';

/** The Hindi (hi-IN) words of ../en/catalog.ts: the same keys, ICU MessageFormat. */
export const words: Translation<typeof english> = {
  plansFailed: 'प्लान लोड नहीं हो सके। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  doctorsLoading: 'थेरेपिस्ट लोड हो रहे हैं...',
  doctorsEmpty: 'अभी कोई थेरेपिस्ट उपलब्ध नहीं है। कृपया कुछ समय बाद फिर से देखें।',
  servicesFailed: 'सेवाएँ लोड नहीं हो सकीं। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  mostPopular: 'सबसे लोकप्रिय',
  planIncludes: '{name} प्लान में क्या शामिल है',
  plansTitle: 'प्लान और सब्सक्रिप्शन',
  plansIntro:
    'सीधे और साफ़ दाम। एक सत्र से शुरू करें, या साप्ताहिक या मासिक प्लान से बचत करें। कोई छिपा शुल्क नहीं, कभी भी रद्द करें।',
  afterPlan: 'प्लान चुनने के बाद आप वह थेरेपिस्ट चुनते हैं जो आपको सही लगे।',
  servicesTitle: 'हमारी थेरेपी सेवाएँ',
  servicesDocumentTitle: 'थेरेपी सेवाएँ',
  servicesIntro:
    'आप जो भी बोझ उठा रहे हों, उसे अकेले उठाने की ज़रूरत नहीं है। हमारे थेरेपिस्ट कई तरह की परेशानियों में प्रमाण-आधारित सहारा देते हैं।',
  notSureWhere: 'समझ नहीं आ रहा कहाँ से शुरू करें?',
  noDiagnosisNeeded:
    'मदद माँगने के लिए किसी निदान की ज़रूरत नहीं है। थेरेपिस्ट को बताइए कि आपके मन में क्या है, और अगला कदम आप दोनों मिलकर तय करेंगे।',
  book: 'बुक करें',
  meetOurDoctors: 'हमारे डॉक्टरों से मिलिए',
  therapistsIntro:
    'Solace का हर थेरेपिस्ट लाइसेंस-प्राप्त और अनुभवी है, और आपकी बात सुनने के लिए यहाँ है। जो आपको सही लगे, उसे चुनें और एक निजी ऑनलाइन सत्र बुक करें।',
  therapistsDocumentTitle: 'थेरेपिस्ट',
  pricesInRupees: 'दाम भारतीय रुपयों में हैं।',
  planLabel: '{name} प्लान',
  noFreeSlots: 'अभी कोई खाली स्लॉट नहीं',
  nextFree: 'अगला खाली समय: {when}',
  ratedOutOf5: '5 में से {value} रेटिंग',
};
