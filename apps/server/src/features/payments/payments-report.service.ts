import {
  calendarDayIn,
  type AdminCredit,
  type AdminPayment,
  type Page,
  type PaymentFilters,
  type RevenueResponse,
  type TherapistPaymentsSummary,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { toPage, type PageRequest } from '../../lib/paging';
import { purchasedPlanView } from './plan-credits.service';
import type { PaymentRow } from './payments.repo';
import {
  findPaymentsPage,
  findPurchasesPage,
  findRefundsOf,
  monthStart,
  sumByMonth,
  type MonthSums,
} from './payments-report.repo';

/**
 * The practice's books (issue 26): what the console and the accountant's CSV list, revenue per
 * therapist per month, credits, and a therapist's own months.
 *
 * The practice's days and months are UTC: the configuration names no time zone for the
 * practice (each person has their own), and UTC is the one every reader can reproduce.
 */
export const PRACTICE_TIME_ZONE = 'UTC';

/** Payments as the console shows them, each with its refunds. */
export async function withRefunds(db: Db, rows: PaymentRow[]): Promise<AdminPayment[]> {
  const refunds = await findRefundsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const own = refunds.filter((refund) => refund.paymentId === row.id);
    return {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
      payerName: row.payerName,
      payerEmail: row.payerEmail,
      kind: row.kind,
      description: row.description,
      therapistId: row.therapistId,
      therapistName: row.therapistName,
      amountMinor: row.amountMinor,
      taxMinor: row.taxMinor,
      currency: row.currency,
      status: row.status,
      receiptNumber: row.receiptNumber,
      provider: row.provider,
      refundedMinor: own
        .filter((refund) => refund.status !== 'failed')
        .reduce((sum, refund) => sum + refund.amountMinor, 0),
      refunds: own.map((refund) => ({
        id: refund.id,
        amountMinor: refund.amountMinor,
        status: refund.status,
        reason: refund.reason,
        createdAt: refund.createdAt.toISOString(),
        failureStatus: refund.failureStatus,
        failureReason: refund.failureReason,
      })),
    };
  });
}

/** A page of payments, newest first, filtered, each with its refunds. */
export async function listPayments(
  ctx: AppContext,
  filters: PaymentFilters,
  page: PageRequest,
): Promise<Page<AdminPayment>> {
  const found = await findPaymentsPage(ctx.db, filters, PRACTICE_TIME_ZONE, page);
  const { items, nextCursor } = toPage(found, page.limit);
  return {
    items: await withRefunds(
      ctx.db,
      items.map(({ row }) => row),
    ),
    nextCursor,
  };
}

/** Rows a CSV reads at a time: the export walks the same pages the console does. */
const EXPORT_BATCH = 500;

/** Every payment the filters match, newest first, in batches (the accountant's export). */
export async function* allPayments(
  ctx: AppContext,
  filters: PaymentFilters,
): AsyncGenerator<AdminPayment[]> {
  let page: PageRequest = { limit: EXPORT_BATCH };
  for (;;) {
    const found = await findPaymentsPage(ctx.db, filters, PRACTICE_TIME_ZONE, page);
    const items = found.slice(0, EXPORT_BATCH);
    yield await withRefunds(
      ctx.db,
      items.map(({ row }) => row),
    );
    const last = items.at(-1);
    if (found.length <= EXPORT_BATCH || !last) return;
    page = { limit: EXPORT_BATCH, after: { at: last.cursorAt, id: last.id } };
  }
}

/** Revenue of a year per therapist (and plans) per month of the practice, per currency. */
export async function revenueOf(ctx: AppContext, year?: number): Promise<RevenueResponse> {
  const zone = PRACTICE_TIME_ZONE;
  const y = year ?? calendarDayIn(ctx.clock.now(), zone).year;
  const sums = await sumByMonth(ctx.db, {
    start: monthStart(y, 1, zone),
    end: monthStart(y + 1, 1, zone),
    zone,
    monthFormat: 'MM',
  });
  const rows = sums
    .map((sum) => ({
      kind: sum.kind,
      therapistId: sum.therapistId,
      therapistName: sum.therapistName,
      month: Number(sum.month),
      currency: sum.currency,
      count: sum.count,
      grossMinor: sum.grossMinor,
      refundedMinor: sum.refundedMinor,
      netMinor: sum.grossMinor - sum.refundedMinor,
      taxMinor: sum.taxMinor,
    }))
    // Sessions by therapist's name, then plans; each by month and currency.
    .sort(
      (a, b) =>
        b.kind.localeCompare(a.kind) ||
        (a.therapistName ?? '').localeCompare(b.therapistName ?? '') ||
        (a.therapistId ?? '').localeCompare(b.therapistId ?? '') ||
        a.month - b.month ||
        a.currency.localeCompare(b.currency),
    );
  return { year: y, timeZone: zone, rows };
}

/** `2026-03` for a year and a month (1 to 12). */
const monthLabel = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** One line per currency (a renamed therapist's sessions are still theirs). */
function perCurrency(sums: MonthSums[]) {
  const lines = new Map<string, { count: number; grossMinor: number; refundedMinor: number }>();
  for (const sum of sums) {
    const line = lines.get(sum.currency) ?? { count: 0, grossMinor: 0, refundedMinor: 0 };
    line.count += sum.count;
    line.grossMinor += sum.grossMinor;
    line.refundedMinor += sum.refundedMinor;
    lines.set(sum.currency, line);
  }
  return [...lines.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, line]) => ({
      currency,
      ...line,
      netMinor: line.grossMinor - line.refundedMinor,
    }));
}

/** A therapist's own paid sessions of the last 12 months, in their time zone, newest first. */
export async function therapistSummary(
  ctx: AppContext,
  therapist: { id: string; timeZone: string },
): Promise<TherapistPaymentsSummary> {
  const zone = therapist.timeZone;
  const today = calendarDayIn(ctx.clock.now(), zone);
  const months: { year: number; month: number }[] = [];
  for (let back = 0; back < 12; back++) {
    const index = today.year * 12 + (today.month - 1) - back;
    months.push({ year: Math.floor(index / 12), month: (index % 12) + 1 });
  }
  const first = months.at(-1)!;
  const next =
    today.month === 12 ? { y: today.year + 1, m: 1 } : { y: today.year, m: today.month + 1 };
  const sums = await sumByMonth(
    ctx.db,
    {
      start: monthStart(first.year, first.month, zone),
      end: monthStart(next.y, next.m, zone),
      zone,
      monthFormat: 'YYYY-MM',
    },
    therapist.id,
  );
  return {
    timeZone: zone,
    months: months.map(({ year, month }) => {
      const label = monthLabel(year, month);
      return {
        month: label,
        totals: perCurrency(sums.filter((sum) => sum.month === label)),
      };
    }),
  };
}

/** A page of plan purchases, newest first: whose, which plan, what is left, until when. */
export async function listCredits(ctx: AppContext, page: PageRequest): Promise<Page<AdminCredit>> {
  const now = ctx.clock.now();
  const { items, nextCursor } = toPage(await findPurchasesPage(ctx.db, page), page.limit);
  return {
    items: items.map(({ purchase, clientName, clientEmail, planName }) => ({
      ...purchasedPlanView(purchase, planName, now),
      clientId: purchase.userId,
      clientName,
      clientEmail,
    })),
    nextCursor,
  };
}
