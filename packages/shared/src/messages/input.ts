/** Solace's own checks on every field a client sends (issue 9), beyond the spec's wording. */
export const inputMessages = {
  controlCharacters: 'Please remove control characters.',
  invalidDate: 'Dates must be ISO date-times with a time zone.',
  dateOutOfRange: 'Dates must be between the years 2000 and 2200 (UTC).',
} as const;
