import type { Translation } from '../../i18n/words';
import type { words as english } from '../en/payments';

/** The Hindi (hi-IN) words of ../en/payments.ts: the same keys, ICU MessageFormat. */
export const words: Translation<typeof english> = {
  /** The provider could not open checkout: the held time was let go. */
  checkoutUnavailable:
    'अभी भुगतान पेज नहीं खुल सका, इसलिए समय आपके लिए रोका नहीं गया। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  notFound: 'भुगतान नहीं मिला',
  /** verify-return with fields the provider does not confirm (forged, or not paid yet). */
  notConfirmed: 'भुगतान प्रदाता ने अभी तक इस भुगतान की पुष्टि नहीं की है।',
  webhookRefused: 'Webhook सिग्नेचर अस्वीकार किया गया',
  webhookUnknownProvider: 'ऐसा कोई भुगतान प्रदाता कॉन्फ़िगर नहीं है',
  /** The booking's payment line. */
  sessionDescription: '{therapist} के साथ सत्र, {when}',
  /** Why a released hold's booking was cancelled (kept on the booking). */
  holdReleased: {
    expired: 'समय भुगतान के लिए रोका गया था, पर भुगतान समय पर नहीं पहुँचा।',
    failed: 'भुगतान नहीं हो पाया।',
    checkoutFailed: 'भुगतान पेज नहीं खुल सका।',
    abandoned: 'चेकआउट पर भुगतान रद्द कर दिया गया।',
  },
  /** The web's side of checkout: opening it, and coming back to /appointments from it. */
  checkout: {
    opening: 'आपको भुगतान पेज पर ले जा रहे हैं...',
    /** The confirm dialog of a paid session, before checkout. */
    payNext:
      'अगले चरण में {amount} का भुगतान करना है। भुगतान के दौरान यह समय {minutes} मिनट तक आपके लिए रुका रहेगा।',
    openFailed:
      'भुगतान पेज नहीं खुल सका, इसलिए समय आपके लिए रोका नहीं गया। कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  },
  returned: {
    checking: 'भुगतान प्रदाता से आपके भुगतान की जाँच हो रही है...',
    paid: 'भुगतान मिल गया। आपका सत्र बुक हो गया है।',
    planPaid: 'भुगतान मिल गया। आपका प्लान इस्तेमाल के लिए तैयार है।',
    receipt: 'रसीद {number}: यह आपके ई-मेल पर भेजी जा रही है।',
    cancelled: 'भुगतान रद्द हो गया। आपके लिए रोका गया समय खाली कर दिया गया है।',
    failed:
      'भुगतान नहीं हो पाया, इसलिए आपके लिए रोका गया समय खाली कर दिया गया है। आप फिर से बुक कर सकते हैं।',
    expired:
      'भुगतान समय पर नहीं पहुँचा, इसलिए आपके लिए रोका गया समय खाली कर दिया गया है। अगर पैसे कट गए हैं, तो पूरी राशि वापस कर दी जाएगी।',
    refunded: 'इस भुगतान का रिफ़ंड हो चुका है।',
    waiting:
      'आपके भुगतान प्रदाता ने अभी तक भुगतान की पुष्टि नहीं की है। पुष्टि होते ही यह पेज अपडेट हो जाएगा, और आपको एक ई-मेल भी मिलेगा।',
    unknown: 'हम इस भुगतान की जाँच नहीं कर सके। कृपया थोड़ी देर में पेज फिर से लोड करें।',
  },
  testCheckout: {
    title: 'टेस्ट भुगतान: कोई पैसा नहीं कटेगा',
    intro:
      'यह क्लिनिक भुगतान टेस्ट मोड में चला रहा है। “भुगतान करें” दबाने पर बुकिंग वैसे ही पक्की हो जाती है जैसे असली भुगतान से होती है; न कोई कार्ड माँगा जाता है, न कोई पैसा कटता है।',
    amount: 'राशि',
    what: 'किसके लिए',
    pay: 'भुगतान करें',
    cancel: 'रद्द करें',
    done: 'यह भुगतान अब खुला नहीं है।',
    badToken: 'यह टेस्ट चेकआउट लिंक मान्य नहीं है।',
  },
  /** A receipt, as the mail and the payer's page print it (one source: receipt.ts). */
  receipt: {
    title: 'रसीद',
    number: 'रसीद नंबर',
    date: 'तारीख',
    what: 'किसके लिए',
    paidBy: 'भुगतानकर्ता',
    amount: 'भुगतान की गई राशि',
    /** The tax the amount includes: "जिसमें GST 18% शामिल है". */
    taxIncluded: 'जिसमें GST {rate} शामिल है',
    taxId: 'GSTIN',
    providerPaymentId: 'भुगतान संदर्भ',
    payer: '{name} ({email})',
    /** A paid payment's receipt only: anything else has none yet. */
    none: 'इस भुगतान की कोई रसीद नहीं है।',
  },
  /** The client's list of payments on My appointments. */
  history: {
    title: 'भुगतान',
    intro: 'आपके भुगतान, रसीदों और रिफ़ंड के साथ।',
    failed: 'आपके भुगतान लोड नहीं हो सके।',
    kind: { session: 'सत्र', plan: 'प्लान' },
    status: {
      created: 'भुगतान बाकी',
      paid: 'भुगतान हुआ',
      failed: 'भुगतान नहीं हुआ',
      expired: 'भुगतान नहीं हुआ',
      refunded: 'रिफ़ंड हुआ',
      partially_refunded: 'आंशिक रिफ़ंड',
    },
    paidOn: '{date} को भुगतान किया',
    startedOn: '{date} को शुरू किया',
    /** "जिसमें GST: ₹183.05". */
    tax: 'जिसमें GST: {amount}',
    refund: {
      pending: '{amount} का रिफ़ंड आ रहा है ({date} को अनुरोध किया गया)',
      processed: '{date} को {amount} रिफ़ंड किया गया',
      failed: '{amount} का रिफ़ंड नहीं हो पाया। हमें इसकी जानकारी मिल गई है और हम इसे ठीक कर देंगे।',
    },
    receipt: 'रसीद',
    /** The Receipt button's accessible name: which payment's receipt. */
    receiptFor: 'रसीद {number}',
    receiptLoading: 'रसीद लोड हो रही है…',
    receiptFailed: 'रसीद लोड नहीं हो सकी।',
    print: 'प्रिंट करें',
    close: 'बंद करें',
  },
  /** A refund webhook for a refund whose answer is not stored yet: the provider sends it again. */
  refundNotYetKnown: 'यह रिफ़ंड अभी दर्ज नहीं हुआ है। कृपया इवेंट फिर से भेजें।',
  mail: {
    receipt: {
      subject: 'आपकी रसीद {number}',
      intro: 'आपके भुगतान के लिए धन्यवाद। यह रही आपकी रसीद।',
      later: 'आप इसे कभी भी “मेरे अपॉइंटमेंट” से खोलकर प्रिंट कर सकते हैं।',
    },
    refund: {
      subject: 'आपका रिफ़ंड भेजा जा रहा है',
      body: 'हम {amount} ({what}) उसी तरीके से वापस भेज रहे हैं जिससे आपने भुगतान किया था। आपके बैंक में इसे दिखने में कुछ दिन लग सकते हैं।',
    },
    lateRefund: {
      subject: 'आपके भुगतान का रिफ़ंड किया जा रहा है',
      body: 'आपका {amount} ({what}) का भुगतान तब पहुँचा जब आपके लिए रोका गया समय खाली किया जा चुका था, और अब वह समय उपलब्ध नहीं है। हम पूरी राशि उसी तरीके से वापस भेज रहे हैं जिससे आपने भुगतान किया था; आपके बैंक में इसे दिखने में कुछ दिन लग सकते हैं।',
      action: 'कोई दूसरा समय बुक करें',
      fallback: 'या यह लिंक खोलें:',
    },
  },
};
