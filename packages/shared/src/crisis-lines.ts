import { crisisLinesMessages as m } from './messages/crisis-lines';
import { EMERGENCY_NUMBER, KIRAN_NUMBERS, TELE_MANAS_NUMBERS } from './crisis-numbers';

/**
 * The crisis lines (issue 22, point 5): one list for every place that shows them, the header's
 * "Urgent help" page, the chat, the report form, the footer and the e-mails. Indian numbers,
 * the market Solace serves; each has the number as it is read and the `tel:` link a phone calls.
 */
export interface CrisisLineEntry {
  /** Who answers, as people know the service. */
  name: string;
  /** What the line is for, in one sentence. */
  description: string;
  /** The numbers, as a person reads them, each with the link that calls it. */
  numbers: { display: string; tel: string }[];
}

// Names and descriptions are read when shown (getters), so each reader gets their own language.
export const CRISIS_LINES: readonly CrisisLineEntry[] = [
  {
    get name() {
      return m.emergency.name;
    },
    get description() {
      return m.emergency.description;
    },
    numbers: [EMERGENCY_NUMBER],
  },
  {
    get name() {
      return m.teleManas.name;
    },
    get description() {
      return m.teleManas.description;
    },
    numbers: TELE_MANAS_NUMBERS,
  },
  {
    get name() {
      return m.kiran.name;
    },
    get description() {
      return m.kiran.description;
    },
    numbers: KIRAN_NUMBERS,
  },
];

/**
 * The crisis lines as plain text lines, for e-mails and other places without links
 * ("Tele-MANAS: 14416 or 1-800-891-4416").
 */
export function crisisLinesText(): string[] {
  return CRISIS_LINES.map(
    (line) => `${line.name}: ${line.numbers.map((n) => n.display).join(` ${m.or} `)}`,
  );
}
