import type { Translation } from '../../i18n/words';
import type { words as english } from '../en/reviews';

/** The Hindi (hi-IN) words of ../en/reviews.ts: the same keys, ICU MessageFormat. */
export const words: Translation<typeof english> = {
  rate: 'इस सत्र को रेटिंग दें',
  edit: 'अपनी रेटिंग बदलें',
  dialogTitle: '{doctorName} के साथ अपने सत्र को रेटिंग दें',
  ratingLegend: 'आपकी रेटिंग',
  starLabel: '{stars, plural, one {# स्टार} other {# स्टार}}',
  starMeanings: ['ख़राब', 'ठीक-ठाक', 'अच्छा', 'बहुत अच्छा', 'बेहतरीन'],
  comment: 'टिप्पणी (वैकल्पिक)',
  commentHelp:
    'दूसरे क्लाइंट इसे “वेरिफ़ाइड क्लाइंट” के नाम से देखेंगे, जब तक कि आप नीचे कुछ और न चुनें। अधिकतम {max} अक्षर।',
  showFirstName: 'इस रिव्यू के साथ मेरा पहला नाम दिखाएँ',
  verifiedClient: 'वेरिफ़ाइड क्लाइंट',
  showFirstNameInvalid: 'कृपया बताएँ कि आपका पहला नाम दिखाया जाए या नहीं।',
  submit: 'रेटिंग भेजें',
  cancel: 'रद्द करें',
  saved: 'धन्यवाद। आपकी रेटिंग सेव हो गई है।',
  yourRating: 'आपने इसे 5 में से {stars} स्टार दिए।',
  ratingRequired: 'कृपया 1 से 5 स्टार के बीच रेटिंग चुनें।',
  commentTooLong: 'कृपया अपनी टिप्पणी अधिकतम {max} अक्षरों में लिखें।',
  notCompleted: 'सत्र हो जाने के बाद ही आप उसे रेटिंग दे सकते हैं।',
  onlyClients: 'सत्रों को केवल क्लाइंट ही रेटिंग दे सकते हैं।',
  heading: 'रिव्यू',
  none: 'अभी तक कोई रिव्यू नहीं।',
  loadFailed: 'रिव्यू लोड नहीं हो सके।',
  anonymous: 'एक क्लाइंट',
  byline: '{author}, {date}',
};
