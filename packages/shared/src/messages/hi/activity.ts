import type { Translation } from '../../i18n/words';
import type { words as english } from '../en/activity';

/** The Hindi (hi-IN) words of ../en/activity.ts: the same keys, ICU MessageFormat. */
export const words: Translation<typeof english> = {
  signup: 'साइन अप किया',
  guardianConsent: 'माता-पिता या अभिभावक की सहमति की पुष्टि की (18 साल से कम उम्र)',
  login: 'लॉग इन किया',
  logout: 'लॉग आउट किया',
  nameChanged: 'नाम बदला',
  phoneChanged: 'फ़ोन नंबर बदला',
  timeZoneChanged: 'टाइम ज़ोन बदलकर {zoneName} किया',
  passwordChanged: 'पासवर्ड बदला',
  passwordReset: 'ई-मेल लिंक से पासवर्ड रीसेट किया',
  booked: '{doctor} के साथ {when} का सत्र बुक किया',
  bookedWithYou: '{patient} ने {when} का सत्र बुक किया',
  cancelled: '{other} के साथ {when} का सत्र {by} द्वारा रद्द किया गया',
  rescheduled: '{other} के साथ सत्र का समय {from} से बदलकर {to} किया गया',
  you: 'आप',
};
