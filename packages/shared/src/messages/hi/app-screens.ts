import type { Translation } from '../../i18n/words';
import type { words as english } from '../en/app-screens';

/** The Hindi (hi-IN) words of ../en/app-screens.ts: the same keys, ICU MessageFormat. */
export const words: Translation<typeof english> = {
  timesShownIn: 'समय आपके टाइम ज़ोन ({zoneName}) में दिखाए गए हैं।',
  retry: 'फिर से कोशिश करें',
  pageNotFound: 'पेज नहीं मिला',
  pageNotFoundText:
    'आप जो पेज ढूँढ़ रहे थे, वह कहीं और चला गया है या कभी था ही नहीं। आइए, आपको किसी सुकून भरी जगह ले चलें।',
  backToHome: 'होम पेज पर वापस जाएँ',
  logout: 'लॉग आउट',
  mainMenu: 'मुख्य मेन्यू',
  closeNavigationMenu: 'नेविगेशन मेन्यू बंद करें',
  showField: '{field} दिखाएँ',
  hideField: '{field} छिपाएँ',
};
