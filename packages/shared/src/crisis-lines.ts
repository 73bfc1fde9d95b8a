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

/** The route of the urgent-help page, linked from the header on every page. */
export const URGENT_HELP_PATH = '/urgent-help';

export const EMERGENCY_NUMBER = { display: '112', tel: 'tel:112' };

export const CRISIS_LINES: readonly CrisisLineEntry[] = [
  {
    name: 'Emergency (police, ambulance, fire)',
    description: 'If you or someone else is in immediate danger.',
    numbers: [EMERGENCY_NUMBER],
  },
  {
    name: 'Tele-MANAS',
    description:
      "The Government of India's free mental-health helpline, at any hour, in many languages.",
    numbers: [
      { display: '14416', tel: 'tel:14416' },
      { display: '1-800-891-4416', tel: 'tel:18008914416' },
    ],
  },
  {
    name: 'KIRAN',
    description: 'Free mental-health rehabilitation helpline, at any hour.',
    numbers: [{ display: '1800-599-0019', tel: 'tel:18005990019' }],
  },
];

/**
 * The crisis lines as plain text lines, for e-mails and other places without links
 * ("Tele-MANAS: 14416 or 1-800-891-4416").
 */
export function crisisLinesText(): string[] {
  return CRISIS_LINES.map(
    (line) => `${line.name}: ${line.numbers.map((n) => n.display).join(' or ')}`,
  );
}
