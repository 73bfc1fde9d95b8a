/** The English words of cardsMessages (../cards.ts): ICU MessageFormat, the source every translation follows. */
export const words = {
  /** A card's summary, "4.5 · 12 reviews", and how it is read out. */
  summary: '{average} · {count, plural, one {# review} other {# reviews}}',
  summaryLabel: 'Rated {average} out of 5 from {count, plural, one {# review} other {# reviews}}',
  /** What one price buys: "₹1,200 per session", a plan "per week". */
  perPeriod: { session: 'per session', week: 'per week', month: 'per month' },
} as const;
