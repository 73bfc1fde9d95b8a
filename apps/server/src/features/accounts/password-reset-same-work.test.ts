import { NoopLogger } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { outboxMails, passwordResetRequests, passwordResetTokens } from '../../db/schema';
import { demoPatient } from '../../db/seed-data';
import { currentRequestId } from '../../lib/request-id';
import { testConfig, useTestApp } from '../../test/test-app';

/**
 * Decision 0002: "forgot password" must not tell whether an address has an account, by its answer
 * or by the time the answer takes. Time is not measured here (it would flake); the work is. Every
 * statement the app sends goes through drizzle's logger, so the statements a request sends before
 * its answer are recorded, each with the id of the request whose work sent it, and compared.
 */
const sent: { requestId: string | undefined; query: string }[] = [];
// NoopLogger.logQuery is declared without parameters; drizzle calls it with the SQL first.
const logQuery = vi
  .spyOn(NoopLogger.prototype, 'logQuery')
  .mockImplementation(
    (...args: unknown[]) =>
      void sent.push({ requestId: currentRequestId(), query: String(args[0]) }),
  );
afterEach(() => {
  vi.clearAllMocks();
  sent.splice(0);
});

describe('"forgot password" does the same work for every address', () => {
  const ctx = useTestApp({ smtp: true });
  const unknownEmail = 'nobody@example.com';
  let nextAddress = 1;

  /** One request through the route, with the statements sent before its answer. */
  async function ask(email: string) {
    const id = `reset-probe-${nextAddress}`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/verifyemail',
      headers: { 'x-request-id': id },
      payload: { email },
      // Each from its own client address: the per-client limit is not what is compared.
      remoteAddress: `10.0.0.${nextAddress++}`,
    });
    const statements = sent.filter((s) => s.requestId === id).map((s) => s.query);
    return { status: res.statusCode, body: res.json() as unknown, statements };
  }

  const count = async (table: typeof passwordResetRequests | typeof outboxMails) =>
    (await ctx.database.db.select().from(table)).length;

  it('sends the same statements before answering, with or without an account', async () => {
    // The job runner's half runs when the test says, not in the middle of a request.
    const nudge = vi.spyOn(ctx.app.ctx.outbox, 'nudge').mockImplementation(() => {});
    try {
      // Four each: three links allowed per address in 15 minutes, the fourth skipped quietly.
      for (let i = 0; i < 4; i++) {
        const known = await ask(demoPatient.email);
        const unknown = await ask(unknownEmail);
        expect(unknown.status).toBe(200);
        expect(unknown.body).toEqual(known.body);
        expect(unknown.statements).toEqual(known.statements);
        const inserts = known.statements.filter((s) =>
          /^insert into "password_reset_requests"/.test(s),
        );
        expect(inserts).toHaveLength(i < 3 ? 1 : 0);
        // Whether the address has an account is not even looked at before the answer.
        expect(known.statements.join('\n')).not.toMatch(/"users"|"password_reset_tokens"/);
      }
      expect(logQuery).toHaveBeenCalled();
      // The same durable row for both kinds of address, and nothing else yet.
      expect(await count(passwordResetRequests)).toBe(6);
      expect(await ctx.database.db.select().from(passwordResetTokens)).toEqual([]);
      expect(await count(outboxMails)).toBe(0);
    } finally {
      nudge.mockRestore();
    }

    // The runner's pass: three links and mails for the account, nothing for the unknown address.
    await ctx.app.ctx.outbox.runDue();
    expect(await count(passwordResetRequests)).toBe(0);
    expect(await ctx.database.db.select().from(passwordResetTokens)).toHaveLength(3);
    const mails = await ctx.database.db.select().from(outboxMails);
    expect(mails.map((m) => m.status)).toEqual(['sent', 'sent', 'sent']);
    for (let i = 0; i < 3; i++) await ctx.smtp.nextMailTo(demoPatient.email);
    expect(ctx.smtp.mails.filter((m) => m.to.includes(unknownEmail))).toEqual([]);
  });

  it('keeps a request answered before the runner got to it: another instance sends its mail', async () => {
    // This server never gets to it, as if it had died right after answering.
    const nudge = vi.spyOn(ctx.app.ctx.outbox, 'nudge').mockImplementation(() => {});
    const other = await buildApp(testConfig({ SMTP_URL: ctx.smtp.url }), {
      database: ctx.database,
      clock: ctx.clock,
    });
    try {
      expect((await ask(demoPatient.email)).status).toBe(200);
      expect(await count(passwordResetRequests)).toBe(1);
      // Another server on the same database picks the request up.
      await other.ctx.outbox.runDue();
      const mail = await ctx.smtp.nextMailTo(demoPatient.email);
      expect(mail.decoded).toMatch(/changepass\?email=/);
      expect(await count(passwordResetRequests)).toBe(0);
    } finally {
      await other.close();
      nudge.mockRestore();
    }
  });
});
