import type { Translation } from '../../i18n/words';
import type { words as english } from '../en/questionnaires';

/** The Hindi (hi-IN) words of ../en/questionnaires.ts: the same keys, ICU MessageFormat. */
export const words: Translation<typeof english> = {
  phq9Name: 'PHQ-9',
  phq9Title: 'रोगी स्वास्थ्य प्रश्नावली (PHQ-9)',
  gad7Name: 'GAD-7',
  gad7Title: 'सामान्यीकृत चिंता विकार स्केल (GAD-7)',
  /** PHQ-9 asks about "any of" the problems, GAD-7 about "the" problems. */
  phq9Stem: 'पिछले 2 हफ़्तों में, नीचे दी गई समस्याओं में से किसी ने भी आपको कितनी बार परेशान किया है?',
  gad7Stem: 'पिछले 2 हफ़्तों में, नीचे दी गई समस्याओं ने आपको कितनी बार परेशान किया है?',
  phq9Items: [
    'कुछ करने में बहुत कम दिलचस्पी या मज़ा आना',
    'उदास, अवसादग्रस्त या निराश महसूस करना',
    'नींद आने या सोये रहने में परेशानी, या फिर बहुत अधिक सोना',
    'थकान महसूस करना या बहुत कम ऊर्जा होना',
    'भूख कम लगना या ज़्यादा खाना',
    'अपने बारे में बुरा महसूस करना - या ऐसा महसूस करना कि आप नाकाम इंसान हैं और आपने ख़ुद को और अपने परिवार को नीचा दिखाया है',
    'अखबार पढ़ने या टेलीविज़न देखने जैसी चीज़ों पर ध्यान देने में परेशानी',
    'इतना धीमे चलना-फिरना या बोलना कि लोगों का ध्यान जाये? या इसका उल्टा - इतना अस्थिर या बेचैन होना कि आप सामान्य से काफ़ी ज़्यादा हिलते-डुलते और चलते-फिरते रहे हैं',
    'ऐसे विचार कि आप मर जाते तो अच्छा होता या किसी ढंग से ख़ुद को नुक्सान पहुंचाना',
  ],
  gad7Items: [
    'बेचैनी, चिंता या तनाव महसूस करना',
    'चिंता रोकने या नियंत्रित कर सकने में असफल रहना',
    'विभिन्न चीज़ों के लिए बहुत ज़्यादा चिंता करना',
    'आराम करने में परेशानी',
    'इतनी ज़्यादा बेचैनी, कि स्थिर बैठना मुश्किल हो जाता है',
    'आसानी से चिढ़ना या खिजना',
    'डर महसूस होना कि शायद कुछ बहुत बुरा हो सकता है',
  ],
  /** The four answers of every item, scored 0 to 3 in this order. */
  answerOptions: ['बिल्कुल नहीं', 'कई दिन', 'आधे से अधिक दिन', 'लगभग हर दिन'],
  /** PHQ-9's closing question: asked, never scored. */
  phq9Difficulty:
    'अगर आपने ऊपर कोई भी समस्या चुनी है, तो इन समस्याओं की वजह से आपके लिए अपना काम करना, घर की चीज़ों का ध्यान रखना या दूसरे लोगों के साथ मेल-जोल रखना कितना मुश्किल रहा है?',
  difficultyOptions: ['बिल्कुल मुश्किल नहीं', 'कुछ हद तक मुश्किल', 'बहुत मुश्किल', 'बेहद मुश्किल'],
  attribution:
    'Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke और उनके सहयोगियों ने Pfizer Inc. के शैक्षिक अनुदान से इसे विकसित किया है। इसे दोबारा छापने, अनुवाद करने, दिखाने या बाँटने के लिए किसी अनुमति की ज़रूरत नहीं है।',
  /** The published severity bands, in plain words. */
  bandLabels: {
    minimal: 'न्यूनतम',
    mild: 'हल्का',
    moderate: 'मध्यम',
    moderatelySevere: 'मध्यम-गंभीर',
    severe: 'गंभीर',
  },
  /** What a band means, as a sentence a client reads beside their score. */
  phq9BandMeaning: 'अवसाद के लक्षण ({band})',
  gad7BandMeaning: 'चिंता के लक्षण ({band})',
  scoreOutOf: '{max} में से {score}',

  // The form.
  progress: '{total} में से {current}',
  questionLabel: '{number}. {text}',
  next: 'आगे',
  back: 'पीछे',
  submit: 'मेरे उत्तर भेजें',
  sending: 'भेजा जा रहा है...',
  answerRequired: 'कृपया प्रश्न {number} का उत्तर दें।',
  difficultyInvalid: 'कृपया इनमें से कोई एक उत्तर चुनें, या यह प्रश्न छोड़ दें।',
  difficultyOptional: '(वैकल्पिक)',
  difficultyNotAsked: '{name} में कोई अंतिम प्रश्न नहीं है; कृपया इसे छोड़ दें।',
  answersRequired: 'कृपया हर प्रश्न का उत्तर दें।',
  unknownInstrument: 'कृपया PHQ-9 या GAD-7 चुनें।',
  wrongAnswerCount: '{name} में {count} प्रश्न हैं; कृपया हर प्रश्न का उत्तर दें।',
  sendFailed: 'आपके उत्तर भेजे नहीं जा सके। वे यहीं सुरक्षित हैं; कृपया फिर से कोशिश करें।',
  saved: 'धन्यवाद। आपके उत्तर सेव हो गए हैं।',
  resumed: 'फिर से स्वागत है: आपके पहले दिए गए उत्तर भरे हुए हैं।',
  notADiagnosis: 'यह प्रश्नावली कोई निदान नहीं है, और Solace आपातकालीन सेवाओं की जगह नहीं लेता।',

  // The safety net: shown at once when PHQ-9's question 9 is answered above "Not at all".
  riskTitle: 'हमें बताने के लिए धन्यवाद',
  riskBody:
    'आपने बताया कि आपके मन में ऐसे विचार आए हैं कि आप मर जाते तो अच्छा होता, या खुद को नुकसान पहुँचाने के विचार। आप अकेले नहीं हैं, और आप अभी किसी से बात कर सकते हैं।',
  riskMoreLines: 'और हेल्पलाइन',

  // The chart of scores over time (the client's own, and their therapist's view of it).
  chartTitle: 'समय के साथ {name} स्कोर',
  chartDescription:
    'हर बिंदु {name} को एक बार भरने का स्कोर है, 0 से {max} तक; ज़्यादा स्कोर का मतलब है ज़्यादा लक्षण।',
  chartEmpty: 'अभी कोई उत्तर नहीं।',
  chartLatest: 'ताज़ा स्कोर ({date}): {max} में से {score}, {meaning}।',
  chartTableCaption: '{name} स्कोर, सबसे पुराने पहले',
  chartDate: 'तारीख',
  chartScore: 'स्कोर',
  chartBand: 'गंभीरता',
};
