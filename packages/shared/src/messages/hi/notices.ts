import type { Translation } from '../../i18n/words';
import type { words as english } from '../en/notices';

/** The Hindi (hi-IN) words of ../en/notices.ts: the same keys, ICU MessageFormat. */
export const words: Translation<typeof english> = {
  newBooking: {
    title: 'नई बुकिंग',
    message: '{patient} ने {when} के लिए सत्र बुक किया है।',
  },
  sessionBooked: {
    title: 'सत्र बुक हो गया',
    message: '{doctor} के साथ आपका सत्र {when} के लिए बुक हो गया है।',
  },
  sessionCancelled: {
    title: 'सत्र रद्द हो गया',
    message: '{canceller} ने {when} का सत्र रद्द कर दिया है।',
    withReason:
      '{doctor} ने {when} का आपका सत्र रद्द कर दिया है। उनका कारण: “{reason}” कोई दूसरा समय बुक करें।',
  },
  timesAdded: {
    title: 'नए खाली समय',
    message: '{doctor} ने नए समय जोड़े हैं। पहला समय {when} है।',
  },
  sessionMoved: {
    title: 'सत्र का समय बदला गया',
    message: '{patient} ने {from} का सत्र बदलकर {to} कर दिया है।',
    confirmed: '{doctor} के साथ आपका सत्र अब {to} को है।',
  },
  reminder: {
    title: 'सत्र का रिमाइंडर',
    message: '{other} के साथ आपका सत्र {lead} ({when}) शुरू होगा। जुड़ें: {url}',
  },
  lead: '{unit, select, hours {{hours, plural, one {# घंटे में} other {# घंटे में}}} other {{minutes, plural, one {# मिनट में} other {# मिनट में}}}}',
};
