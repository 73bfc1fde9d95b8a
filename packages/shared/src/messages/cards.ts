import { defineMessages } from '#define-messages';
import { words } from '#words/cards';

/**
 * What a therapist's or a plan's card says on the first page: the rating ("4.5 · 12 reviews") and
 * what a price buys ("per session"). Apart from the reviews' and the catalogue pages' own words,
 * which the home page does not need (its budget, decision note 0031).
 */
export const cardsMessages = defineMessages('cards', words, {
  summary: (average: number, count: number) => ({ average: average.toFixed(1), count }),
  summaryLabel: (average: number, count: number) => ({ average: average.toFixed(1), count }),
});
