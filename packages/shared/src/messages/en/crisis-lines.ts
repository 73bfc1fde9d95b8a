/** The English words of crisisLinesMessages (../crisis-lines.ts): ICU MessageFormat. */
export const words = {
  emergency: {
    name: 'Emergency (police, ambulance, fire)',
    description: 'If you or someone else is in immediate danger.',
  },
  teleManas: {
    name: 'Tele-MANAS',
    description:
      "The Government of India's free mental-health helpline, at any hour, in many languages.",
  },
  kiran: {
    name: 'KIRAN',
    description: 'Free mental-health rehabilitation helpline, at any hour.',
  },
  /** Between a line's numbers in plain text: "14416 or 1-800-891-4416". */
  or: 'or',
} as const;
