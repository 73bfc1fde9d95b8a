import { defineMessages } from '#define-messages';
import { words } from '#words/credits';

/**
 * Plans a client buys and the session credits they give (issue 26): what the server answers
 * and what the plans page and the appointments page say about them.
 */
export const creditsMessages = defineMessages('credits', words, {
  planDescription: (plan: string, allowance: string) => ({ plan, allowance }),
  sessionsLeft: (left: number, total: number) => ({ left, total }),
  validUntil: (date: string) => ({ date }),
  expiredOn: (date: string) => ({ date }),
  receipt: (number: string) => ({ number }),
  creditWillBeUsed: (left: number) => ({ left }),
});
