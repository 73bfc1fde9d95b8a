/** The English words of inputMessages (../input.ts): ICU MessageFormat, the source every translation follows. */
export const words = {
  controlCharacters: 'Please remove control characters.',
  invalidDate: 'Dates must be ISO date-times with a time zone.',
  dateOutOfRange: 'Dates must be between the years 2000 and 2200 (UTC).',
} as const;
