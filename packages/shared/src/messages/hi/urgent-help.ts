import type { Translation } from '../../i18n/words';
import type { words as english } from '../en/urgent-help';

/** The Hindi (hi-IN) words of ../en/urgent-help.ts: the same keys, ICU MessageFormat. */
export const words: Translation<typeof english> = {
  urgentHelpTitle: 'तुरंत मदद',
  urgentHelpIntro:
    'अगर आप ख़तरे में हैं या आपके मन में अपना जीवन समाप्त करने के विचार आ रहे हैं, तो कृपया अभी इनमें से किसी एक नंबर पर कॉल करें। ये कॉल मुफ़्त हैं, और इनके लिए Solace अकाउंट की ज़रूरत नहीं है।',
  urgentHelpNotEmergency:
    'Solace आपातकालीन सेवा नहीं है: हो सकता है कि थेरेपिस्ट कई घंटों तक किसी संदेश या बुकिंग अनुरोध को न देख पाएँ।',
  callLine: '{name} को {number} पर कॉल करें',
  urgentHelpBack: 'Solace पर वापस जाएँ',
};
