import { count, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outboxMails } from '../db/schema';
import { eventually } from './eventually';

/**
 * Every mail queued so far has reached the SMTP server (or failed for good). A change writes its
 * mails to the outbox in its own commit, before it answers: after this, what the SMTP capture
 * holds is every mail the changes so far will ever send, so a test can say "no second mail"
 * without waiting for one that does not come.
 */
export async function outboxDrained(app: FastifyInstance) {
  await eventually(
    async () => {
      const [row] = await app.ctx.db
        .select({ n: count() })
        .from(outboxMails)
        .where(inArray(outboxMails.status, ['pending', 'sending']));
      return Number(row!.n) === 0;
    },
    { what: 'the outbox to drain' },
  );
}
