import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PaymentFilters } from '@solace/shared';
import type { Db } from '../../db/client';
import { planPurchases, plans, payments, refunds, users } from '../../db/schema';
import { likePattern } from '../../lib/like-pattern';
import { cursorTime, olderThan, type PageRequest } from '../../lib/paging';

/**
 * The practice's reads of money (issue 26): the console's list and CSV, revenue, credits, a
 * therapist's own months. Days and months are those of `zone` (an IANA name PostgreSQL reads).
 */

/** The filters as SQL: days are the zone's, `to` included (before the next day's midnight). */
function filterConditions(f: PaymentFilters, zone: string): (SQL | undefined)[] {
  const at = f.dateField === 'paid' ? payments.paidAt : payments.createdAt;
  const pattern = f.q ? likePattern(f.q) : undefined;
  return [
    f.status ? eq(payments.status, f.status) : undefined,
    f.kind ? eq(payments.kind, f.kind) : undefined,
    f.therapistId ? eq(payments.therapistId, f.therapistId) : undefined,
    f.from ? sql`${at} >= ((${f.from}::date)::timestamp at time zone ${zone})` : undefined,
    f.to ? sql`${at} < ((${f.to}::date + 1)::timestamp at time zone ${zone})` : undefined,
    pattern
      ? or(
          ilike(payments.payerName, pattern),
          ilike(payments.payerEmail, pattern),
          ilike(payments.receiptNumber, pattern),
        )
      : undefined,
  ];
}

/** A page of payments, newest first (created), filtered; `limit + 1` rows (toPage). */
export function findPaymentsPage(db: Db, f: PaymentFilters, zone: string, page: PageRequest) {
  return db
    .select({ row: payments, id: payments.id, cursorAt: cursorTime(payments.createdAt) })
    .from(payments)
    .where(
      and(...filterConditions(f, zone), olderThan(payments.createdAt, payments.id, page.after)),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(page.limit + 1);
}

/** The refunds of these payments, oldest first. */
export function findRefundsOf(db: Db, paymentIds: string[]) {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.paymentId, paymentIds))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

export interface MonthSums {
  kind: 'session' | 'plan';
  therapistId: string | null;
  therapistName: string | null;
  currency: string;
  /** 1 to 12 (revenue), or `2026-03` (a therapist's months). */
  month: string;
  count: number;
  grossMinor: number;
  taxMinor: number;
  refundedMinor: number;
}

interface SumRow {
  kind: 'session' | 'plan';
  therapist_id: string | null;
  therapist_name: string | null;
  currency: string;
  month: string;
  n: string | number;
  gross: string | number;
  tax: string | number;
}

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Sums per kind, therapist, currency and month of `zone` between two instants: payments by the
 * month they were paid, refunds (pending or processed: money promised back) by the month the
 * provider made them (a pending one: the month it was asked for). `therapistId` narrows it to one therapist's sessions.
 */
export async function sumByMonth(
  db: Db,
  range: { start: SQL; end: SQL; zone: string; monthFormat: 'MM' | 'YYYY-MM' },
  therapistId?: string,
): Promise<MonthSums[]> {
  const { start, end, zone, monthFormat } = range;
  const mine = therapistId ? sql`and p.therapist_id = ${therapistId}` : sql``;
  const paid = await rowsOf<SumRow>(
    db,
    sql`
    select p.kind, p.therapist_id, p.therapist_name, p.currency,
      to_char(p.paid_at at time zone ${zone}, ${monthFormat}) as month,
      count(*) as n, sum(p.amount_minor) as gross, sum(p.tax_minor) as tax
    from ${payments} p
    where p.paid_at >= ${start} and p.paid_at < ${end} ${mine}
    group by 1, 2, 3, 4, 5`,
  );
  const back = await rowsOf<SumRow>(
    db,
    sql`
    select p.kind, p.therapist_id, p.therapist_name, p.currency,
      to_char(coalesce(r.processed_at, r.created_at) at time zone ${zone}, ${monthFormat}) as month,
      0 as n, sum(r.amount_minor) as gross, 0 as tax
    from ${refunds} r join ${payments} p on p.id = r.payment_id
    where r.status <> 'failed' ${mine}
      and coalesce(r.processed_at, r.created_at) >= ${start}
      and coalesce(r.processed_at, r.created_at) < ${end}
    group by 1, 2, 3, 4, 5`,
  );
  const sums = new Map<string, MonthSums>();
  const entry = (row: SumRow) => {
    const key = JSON.stringify([
      row.kind,
      row.therapist_id,
      row.therapist_name,
      row.currency,
      row.month,
    ]);
    let found = sums.get(key);
    if (!found) {
      found = {
        kind: row.kind,
        therapistId: row.therapist_id,
        therapistName: row.therapist_name,
        currency: row.currency,
        month: row.month,
        count: 0,
        grossMinor: 0,
        taxMinor: 0,
        refundedMinor: 0,
      };
      sums.set(key, found);
    }
    return found;
  };
  for (const row of paid) {
    const sum = entry(row);
    sum.count += Number(row.n);
    sum.grossMinor += Number(row.gross);
    sum.taxMinor += Number(row.tax);
  }
  for (const row of back) entry(row).refundedMinor += Number(row.gross);
  return [...sums.values()];
}

/** Midnight starting the first day of `year`/`month` in `zone`, as SQL. */
export function monthStart(year: number, month: number, zone: string): SQL {
  return sql`(make_timestamp(${year}::int, ${month}::int, 1, 0, 0, 0) at time zone ${zone})`;
}

/** A page of plan purchases, newest first, with their client and plan. */
export function findPurchasesPage(db: Db, page: PageRequest) {
  return db
    .select({
      purchase: planPurchases,
      clientName: users.name,
      clientEmail: users.email,
      planName: plans.name,
      id: planPurchases.id,
      cursorAt: cursorTime(planPurchases.startsAt),
    })
    .from(planPurchases)
    .innerJoin(users, eq(users.id, planPurchases.userId))
    .innerJoin(plans, eq(plans.id, planPurchases.planId))
    .where(olderThan(planPurchases.startsAt, planPurchases.id, page.after))
    .orderBy(desc(planPurchases.startsAt), desc(planPurchases.id))
    .limit(page.limit + 1);
}
