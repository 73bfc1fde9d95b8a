import { defineMessages } from '#define-messages';
import { words } from '#words/time';

/** The words around dates and times (time.ts): `Intl` writes the days, months and zones. */
export const timeMessages = defineMessages('time', words, {
  sessionTime: (day: string, clock: string, zone: string) => ({ day, clock, zone }),
});
