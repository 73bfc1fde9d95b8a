import type { Translation } from '../../i18n/words';
import type { words as english } from '../en/crisis-lines';

/** The Hindi (hi-IN) words of ../en/crisis-lines.ts: the same keys, ICU MessageFormat. */
export const words: Translation<typeof english> = {
  emergency: {
    name: 'आपातकाल (पुलिस, एम्बुलेंस, दमकल)',
    description: 'अगर आपकी या किसी और की सुरक्षा को अभी ख़तरा है।',
  },
  teleManas: {
    name: 'Tele-MANAS (टेली-मानस)',
    description:
      'भारत सरकार की मुफ़्त मानसिक स्वास्थ्य हेल्पलाइन, जो दिन-रात किसी भी समय, हिंदी समेत कई भाषाओं में उपलब्ध है।',
  },
  kiran: {
    name: 'KIRAN (किरण)',
    description: 'मानसिक स्वास्थ्य पुनर्वास के लिए मुफ़्त हेल्पलाइन, जो दिन-रात किसी भी समय उपलब्ध है।',
  },
  or: 'या',
};
