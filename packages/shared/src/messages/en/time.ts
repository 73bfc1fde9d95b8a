/** The English words of timeMessages (../time.ts): ICU MessageFormat, the source every translation follows. */
export const words = {
  /** A session's time in e-mails, notices and history; `Intl` writes the day, clock and zone. */
  sessionTime: '{day} at {clock} {zone}',
} as const;
