import { defineMessages } from '#define-messages';
import { words } from '#words/plans';

/** Plans as the administrators set them (issue 26) and as the plans page describes them. */
export const plansMessages = defineMessages('plans', words, {
  allowance: (sessions: number, days: number) => ({ sessions, days }),
  onSaleOf: (name: string) => ({ name }),
});
