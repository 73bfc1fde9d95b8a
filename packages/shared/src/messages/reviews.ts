import { defineMessages } from '#define-messages';
import { words } from '#words/reviews';

/** Clients' ratings of completed sessions (issue 14, point 6). */
export const reviewsMessages = defineMessages('reviews', words, {
  dialogTitle: (doctorName: string) => ({ doctorName }),
  starLabel: (stars: number) => ({ stars }),
  commentHelp: (max: number) => ({ max }),
  yourRating: (stars: number) => ({ stars }),
  commentTooLong: (max: number) => ({ max }),
  byline: (author: string, date: string) => ({ author, date }),
});
