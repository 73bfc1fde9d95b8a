import type { Translation } from '../../i18n/words';
import type { words as english } from '../en/credits';

/** The Hindi (hi-IN) words of ../en/credits.ts: the same keys, ICU MessageFormat. */
export const words: Translation<typeof english> = {
  planDescription: '{plan} प्लान: {allowance}',
  onlyClientsBuy: 'प्लान केवल क्लाइंट अकाउंट से ही ख़रीदे जा सकते हैं।',
  notOnSale: 'यह प्लान अब बिक्री के लिए उपलब्ध नहीं है। कृपया कोई दूसरा प्लान चुनें।',
  noOnlinePayment: 'यहाँ प्लान का ऑनलाइन भुगतान नहीं हो सकता। भुगतान के लिए कृपया क्लिनिक से संपर्क करें।',
  checkoutUnavailable:
    'हम अभी भुगतान पेज नहीं खोल सके। आपसे कोई पैसा नहीं लिया गया है; कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  proceed: 'आगे बढ़ें',
  proceeding: 'भुगतान पेज खुल रहा है...',
  purchaseFailed: 'हम इस प्लान का भुगतान शुरू नहीं कर सके। कृपया फिर से कोशिश करें।',
  yourPlans: 'आपके प्लान',
  loading: 'आपके प्लान लोड हो रहे हैं...',
  loadFailed: 'हम आपके प्लान लोड नहीं कर सके। कृपया फिर से कोशिश करें।',
  noPlans: 'आपके पास अभी कोई प्लान नहीं है।',
  browsePlans: 'प्लान देखें',
  sessionsLeft: '{total, plural, one {# में से {left} सत्र बाकी} other {# में से {left} सत्र बाकी}}',
  validUntil: '{date} तक मान्य',
  expiredOn: '{date} को समाप्त हुआ',
  expired: 'समाप्त',
  refunded: 'रिफ़ंड हो गया',
  refundedNote: 'रिफ़ंड हो गया: इसके बचे हुए सत्र अब बुक नहीं किए जा सकते।',
  receipt: 'रसीद {number}',
  creditWillBeUsed:
    'इस सत्र के लिए आपके प्लान का एक क्रेडिट इस्तेमाल होगा ({left} बाकी); अभी कुछ भी भुगतान नहीं करना है।',
  rescheduleAfterPlanEnds:
    'इस सत्र का भुगतान आपके प्लान के एक क्रेडिट से हुआ है, और आपका प्लान उस समय से पहले समाप्त हो जाता है। कृपया प्लान समाप्त होने से पहले का कोई समय चुनें।',
};
