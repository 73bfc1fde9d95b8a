import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encodeCursor, messages, myPaymentsPageSchema, type MyPayment } from '@solace/shared';
import { makePerson } from '../../test/authorization-scene';
import { insert, newestFirst, readAll, TIMES, type Person } from '../../test/paging-kit';
import { useTestApp } from '../../test/test-app';

/** `GET /api/payments/mine`: the caller's payments alone, newest first, a page at a time. */
describe('a client’s payments', () => {
  const ctx = useTestApp();
  const byBody = (body: unknown) => {
    const page = myPaymentsPageSchema.parse(body);
    return { items: page.items, next: page.nextCursor };
  };

  async function paymentsAt(person: Person, status: 'paid' | 'failed' = 'paid') {
    const rows = TIMES.map((at, i) => ({ id: randomUUID(), at, n: i }));
    await insert(
      ctx.app,
      'payments',
      rows.map((row) => ({
        id: row.id,
        user_id: person.id,
        payer_name: person.name,
        payer_email: person.email,
        kind: 'session',
        provider: 'test',
        provider_order_id: `order_${row.id}`,
        amount_minor: String(100_000 + row.n),
        tax_minor: '15254',
        currency: 'INR',
        status,
        description: `Session ${row.n}`,
        created_at: row.at,
        ...(status === 'paid' && {
          paid_at: row.at,
          receipt_number: `SOL-2030-${row.id.slice(0, 6)}`,
          provider_payment_id: `pay_${row.id.slice(0, 8)}`,
        }),
      })),
    );
    return rows;
  }

  it('lists every own payment once, newest first, in pages, with its refunds; nobody else’s', async () => {
    const me = await makePerson(ctx.app, 'patient', 'Paying Me');
    const other = await makePerson(ctx.app, 'patient', 'Paying Other');
    const mine = await paymentsAt(me);
    const theirs = await paymentsAt(other, 'failed');
    const refunded = mine[3]!;
    await insert(ctx.app, 'refunds', [
      {
        payment_id: refunded.id,
        amount_minor: '40000',
        status: 'processed',
        reason: 'admin',
        created_at: '2030-01-02T09:00:00Z',
        processed_at: '2030-01-03T09:00:00Z',
      },
      {
        payment_id: refunded.id,
        amount_minor: '60003',
        status: 'pending',
        reason: 'client_cancelled',
        created_at: '2030-01-04T09:00:00Z',
      },
    ]);

    const { items, pages } = await readAll(ctx.app, '/api/payments/mine', me.token, 3, byBody);
    expect(items.map((p) => p.id)).toEqual(newestFirst(mine).map((r) => r.id));
    expect(pages).toBe(3);
    const theirIds = new Set<string>(theirs.map((r) => r.id));
    expect(items.some((p) => theirIds.has(p.id))).toBe(false);
    const shown = items.find((p) => p.id === refunded.id)!;
    expect(shown).toMatchObject<Partial<MyPayment>>({
      kind: 'session',
      description: 'Session 3',
      amountMinor: 100_003,
      taxMinor: 15254,
      currency: 'INR',
      status: 'paid',
      paidAt: new Date(refunded.at).toISOString(),
    });
    expect(shown.receiptNumber).toMatch(/^SOL-2030-/);
    expect(shown.refunds).toEqual([
      {
        amountMinor: 40_000,
        status: 'processed',
        createdAt: '2030-01-02T09:00:00.000Z',
        processedAt: '2030-01-03T09:00:00.000Z',
      },
      {
        amountMinor: 60_003,
        status: 'pending',
        createdAt: '2030-01-04T09:00:00.000Z',
        processedAt: null,
      },
    ]);
    expect(items.filter((p) => p.id !== refunded.id).every((p) => p.refunds.length === 0)).toBe(
      true,
    );

    // The other client's list is theirs alone; a cursor from it reads nothing of mine.
    const otherList = await readAll(ctx.app, '/api/payments/mine', other.token, 100, byBody);
    expect(otherList.items.map((p) => p.id).sort()).toEqual([...theirIds].sort());
    const myNewest = newestFirst(mine)[0]!;
    const cursor = encodeCursor({ at: '2031-01-01T00:00:00Z', id: myNewest.id });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/payments/mine?cursor=${cursor}`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(
      myPaymentsPageSchema
        .parse(res.json())
        .items.map((p) => p.id)
        .sort(),
    ).toEqual([...theirIds].sort());
  });

  it('is empty for someone who never paid, and refuses a cursor it did not make', async () => {
    const therapist = await makePerson(ctx.app, 'doctor', 'Never Paid');
    const get = (query: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/payments/mine${query}`,
        headers: { authorization: `Bearer ${therapist.token}` },
      });
    const empty = await get('');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ items: [], nextCursor: null });
    const forged = await get('?cursor=not-a-cursor');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ fields: { cursor: messages.paging.badCursor } });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/payments/mine' })).statusCode).toBe(
      401,
    );
  });
});
