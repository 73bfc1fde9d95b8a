import { describe, expect, it } from 'vitest';
import { messages } from '@solace/shared';
import { refunds } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { madePayment, parseCsv } from './admin-payments-kit';
import { signedInAdmin } from './admin-test-kit';

const m = messages.adminPayments;

describe('admin: the accountant’s CSV of payments', () => {
  const ctx = useTestApp();
  const app = () => ctx.app;

  it('is UTF-8 with a BOM, RFC 4180 quoted, amounts in major units, formulas made text', async () => {
    const { call } = await signedInAdmin(app());
    const paidAt = new Date('2026-04-02T09:30:00.000Z');
    const paid = await madePayment(app(), {
      payerName: 'Zoë "Zee" Quill, Jr.',
      payerEmail: 'zoe@example.com',
      description: 'Session with Dr Rao,\r\nTue 3 Mar',
      therapistName: 'Dr Rao',
      amountMinor: 120_005,
      taxMinor: 18_306,
      status: 'partially_refunded',
      paidAt,
      receiptNumber: 'SOL-2026-000007',
    });
    await app()
      .ctx.db.insert(refunds)
      .values([
        { paymentId: paid.id, amountMinor: 20_000, reason: 'admin', status: 'processed' },
        { paymentId: paid.id, amountMinor: 5, reason: 'admin', status: 'failed' },
      ]);
    const hostile = ['=HYPERLINK("http://x")', '+1+2', '-3', '@SUM(A1)', '\t=1'];
    for (const name of hostile) {
      await madePayment(app(), { payerName: name, payerEmail: `${name.length}@example.com` });
    }

    const res = await call('GET', '/api/admin/payments/export.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const day = app().ctx.clock.now().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toContain(
      `attachment; filename="${m.csv.fileName(day)}"`,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body).toMatch(/\r\n$/);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(m.csv.header);
    expect(rows).toHaveLength(1 + 1 + hostile.length);
    const columns = (row: string[]) =>
      Object.fromEntries(m.csv.header.map((name, i) => [name, row[i]]));
    const line = columns(rows.find((row) => row[0] === paid.id)!);
    expect(line).toEqual({
      'Payment ID': paid.id,
      'Created at': paid.createdAt.toISOString(),
      'Paid at': '2026-04-02T09:30:00.000Z',
      'Receipt number': 'SOL-2026-000007',
      Status: 'partially_refunded',
      Kind: 'session',
      Description: 'Session with Dr Rao,\r\nTue 3 Mar',
      'Payer name': 'Zoë "Zee" Quill, Jr.',
      'Payer e-mail': 'zoe@example.com',
      Therapist: 'Dr Rao',
      Currency: 'INR',
      Amount: '1200.05',
      Tax: '183.06',
      // The failed refund gave nothing back.
      Refunded: '200.00',
      Net: '1000.05',
      Provider: 'test',
      // Failed by the provider's webhook, not refused at our call: no provider's words to show.
      'Refunds refused': '',
    });
    // Quoted exactly as RFC 4180 says: doubled quotes inside quotes.
    expect(res.body).toContain('"Zoë ""Zee"" Quill, Jr."');
    const names = rows.slice(1).map((row) => columns(row)['Payer name']);
    for (const name of hostile) expect(names).toContain(`'${name}`);
    expect(names.filter((name) => /^[=+\-@\t]/.test(name!))).toEqual([]);
  });

  it('carries the list’s filters, and refuses bad ones with 400', async () => {
    const { call } = await signedInAdmin(app());
    const kept = await madePayment(app(), {
      status: 'paid',
      paidAt: new Date('2026-01-15T10:00:00Z'),
      receiptNumber: 'SOL-2026-000100',
    });
    await madePayment(app(), { status: 'created' });
    await madePayment(app(), {
      status: 'paid',
      paidAt: new Date('2026-02-01T00:00:00Z'),
      receiptNumber: 'SOL-2026-000101',
    });
    const res = await call(
      'GET',
      '/api/admin/payments/export.csv?status=paid&dateField=paid&from=2026-01-01&to=2026-01-31',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(
      parseCsv(res.body)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual([kept.id]);
    const empty = parseCsv((await call('GET', '/api/admin/payments/export.csv?q=nobody')).body);
    expect(empty).toEqual([m.csv.header]);
    const bad = await call('GET', '/api/admin/payments/export.csv?kind=gift');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { kind: expect.any(String) } });
  });
});
