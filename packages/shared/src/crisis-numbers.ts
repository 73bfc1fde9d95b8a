/**
 * The crisis lines' numbers and the urgent-help page's route, without the lines' words
 * (crisis-lines.ts): the footer's crisis line is on every first page, where the lines' names and
 * descriptions would be dead weight in its budget (decision note 0031). A bundler keeps a
 * module's exports together, so the words live in a module of their own.
 */
/** The route of the urgent-help page, linked from the header on every page. */
export const URGENT_HELP_PATH = '/urgent-help';

export const EMERGENCY_NUMBER = { display: '112', tel: 'tel:112' };
export const TELE_MANAS_NUMBERS = [
  { display: '14416', tel: 'tel:14416' },
  { display: '1-800-891-4416', tel: 'tel:18008914416' },
];
export const KIRAN_NUMBERS = [{ display: '1800-599-0019', tel: 'tel:18005990019' }];

/** Every crisis number: what a text needs to link its numbers. */
export const CRISIS_NUMBERS: readonly { display: string; tel: string }[] = [
  EMERGENCY_NUMBER,
  ...TELE_MANAS_NUMBERS,
  ...KIRAN_NUMBERS,
];
