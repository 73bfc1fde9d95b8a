import {
  DASHBOARD_HISTORY_DAYS,
  MAX_UPCOMING_SLOTS,
  messages,
  SLOT_HORIZON_DAYS,
  slotHasStarted,
  type AddSlotsRequest,
  type DoctorSlot,
  type DoctorSlotsResponse,
  type FreeTime,
  type PublicSlot,
  type PublicSlotsResponse,
  type SlotStatus,
  type SlotTimes,
  type SavedWorkingHours,
  type WeeklyHours,
  weeklyHoursSchema,
  type WorkingHoursRequest,
  workingHoursSessions,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../../lib/db-errors';
import { inTransaction, type UnitOfWork } from '../../lib/unit-of-work';
import {
  countUpcomingSlots,
  deleteFreeSlot,
  findDoctorSlots,
  findDoctorSlotsBetween,
  deleteSlotOf,
  findNextFreeSlotStarts,
  findNextFreeTimes,
  findPublicSlots,
  findSlot,
  insertSlots,
  findWorkingHours,
  insertSlotsSkippingTaken,
  saveWorkingHours,
  updateFreeSlot,
  type SlotRow,
} from './availability.repo';
import { slotsAdded } from './availability.events';
import { textReminderStatuses } from '../texts/texts.service';

/** Where "Book another time" and "new free times" lead: the therapist's booking page. */
export { bookingPathOf } from './availability.events';

const DAY = 24 * 3600_000;
const m = messages.slots;

function slotStatus(row: Pick<SlotRow, 'bookingId' | 'startTime'>, now: Date): SlotStatus {
  if (row.bookingId) return 'booked';
  return slotHasStarted(row.startTime, now) ? 'expired' : 'available';
}

function toPublicSlot(
  row: Pick<SlotRow, 'id' | 'startTime' | 'endTime' | 'bookingId'>,
  now: Date,
): PublicSlot {
  return {
    id: row.id,
    start_time: row.startTime.toISOString(),
    end_time: row.endTime.toISOString(),
    status: slotStatus(row, now),
  };
}

/** What anyone may see of a doctor's time: free and taken, never by whom. */
export async function listPublicSlots(
  ctx: AppContext,
  doctorId: string,
): Promise<PublicSlotsResponse> {
  const now = ctx.clock.now();
  // Bounded by the cap on a doctor's upcoming slots, even if the table holds more.
  const rows = await findPublicSlots(ctx.db, doctorId, now, MAX_UPCOMING_SLOTS);
  const result: PublicSlotsResponse = { available: [], booked: [] };
  for (const row of rows) {
    const slot = toPublicSlot({ ...row, bookingId: row.taken ? row.id : null }, now);
    if (slot.status === 'booked') result.booked.push(slot);
    else if (slot.status === 'available') result.available.push(slot);
  }
  return result;
}

/**
 * The doctor's own slots with who booked them: those overlapping `range` when given (the
 * dashboard reads what it shows), else the spec's answer, the recent past and all ahead.
 */
export async function listOwnSlots(
  ctx: AppContext,
  doctorId: string,
  range?: { from: Date; to: Date },
): Promise<DoctorSlotsResponse> {
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - DASHBOARD_HISTORY_DAYS * DAY);
  const rows = range
    ? await findDoctorSlotsBetween(ctx.db, doctorId, range)
    : await findDoctorSlots(ctx.db, doctorId, since);
  const result: DoctorSlotsResponse = { available: [], booked: [] };
  const textReminderOf = await textReminderStatuses(
    ctx,
    rows.flatMap((row) => (row.clientId && row.bookingId ? [row.bookingId] : [])),
  );
  for (const row of rows) {
    const slot: DoctorSlot = {
      ...toPublicSlot(row, now),
      booking_id: row.bookingId,
      client_id: row.clientId,
      client_name: row.clientName,
      client_email: row.clientEmail,
      room_id: row.roomId,
      payment_status: row.paymentStatus,
      text_reminder: textReminderOf(row.bookingId),
    };
    (slot.status === 'booked' ? result.booked : result.available).push(slot);
  }
  return result;
}

function toTimes(slot: SlotTimes, now: Date) {
  const times = { startTime: new Date(slot.start_time), endTime: new Date(slot.end_time) };
  if (slotHasStarted(times.startTime, now))
    throw new AppError(400, 'SLOT_IN_PAST', m.inPast, { start_time: m.inPast });
  if (times.startTime.getTime() > now.getTime() + SLOT_HORIZON_DAYS * DAY) {
    const tooFar = m.tooFarAhead(SLOT_HORIZON_DAYS);
    throw new AppError(400, 'SLOT_TOO_FAR_AHEAD', tooFar, { start_time: tooFar });
  }
  return times;
}

function overlapAware(err: unknown): never {
  if (pgErrorCode(err) === PG_EXCLUSION_VIOLATION)
    throw new AppError(409, 'SLOT_OVERLAP', m.overlap);
  throw err;
}

type Times = { startTime: Date; endTime: Date }[];

/** The first of the times added (never one skipped as taken: nobody could book that). */
function earliestStart(starts: Date[]): Date {
  return starts.reduce((a, b) => (b < a ? b : a));
}

/**
 * The one way new slots are stored, for single slots and working hours alike: one transaction,
 * the cap on upcoming slots checked under a lock on the doctor (so two batches at once cannot
 * both pass it). Whatever follows an addition follows it here, for both paths; the public
 * read cache is dropped by the database's own trigger on slots (decision 0006).
 */
function storeSlots(
  ctx: AppContext,
  doctorId: string,
  now: Date,
  insert: (unit: UnitOfWork) => Promise<Date[]>,
): Promise<number> {
  return inTransaction(ctx, async (unit) => {
    const upcoming = await countUpcomingSlots(unit.db, doctorId, now);
    const starts = await insert(unit);
    const added = starts.length;
    // Checked after the insert, which may skip times: the cap counts what was really added.
    if (upcoming + added > MAX_UPCOMING_SLOTS) {
      throw new AppError(409, 'TOO_MANY_SLOTS', m.tooManyUpcoming(MAX_UPCOMING_SLOTS));
    }
    // Clients waiting for this therapist's new times hear of them (availability.events.ts).
    if (added > 0) await slotsAdded(ctx, unit, doctorId, earliestStart(starts));
    return added;
  });
}

export function addSlots(ctx: AppContext, doctorId: string, input: AddSlotsRequest) {
  const now = ctx.clock.now();
  const times: Times = input.slots.map((slot) => toTimes(slot, now));
  // All or none: when the insert succeeds, every time asked for was added.
  return storeSlots(ctx, doctorId, now, async (unit) => {
    await insertSlots(unit.db, doctorId, times, now).catch(overlapAware);
    return times.map((t) => t.startTime);
  });
}

/**
 * Weekly working hours as sessions for the coming weeks, read in `timeZone`: all in one
 * transaction, a time another slot already holds skipped rather than refused.
 */
export async function addWorkingHours(
  ctx: AppContext,
  doctorId: string,
  input: WorkingHoursRequest,
  timeZone: string,
): Promise<{ added: number; skipped: number }> {
  const now = ctx.clock.now();
  const times: Times = workingHoursSessions(input, timeZone, now).map((slot) => toTimes(slot, now));
  const { ranges, session_minutes, break_minutes, weeks } = input;
  const hours: WeeklyHours = { ranges, session_minutes, break_minutes, weeks };
  const added = await storeSlots(ctx, doctorId, now, async (unit) => {
    await saveWorkingHours(unit.db, doctorId, hours, now);
    return insertSlotsSkippingTaken(unit.db, doctorId, times, now);
  });
  return { added, skipped: times.length - added };
}

/** The weekly hours the doctor last used, for the editor; null before the first time. */
export async function getWorkingHours(
  ctx: AppContext,
  doctorId: string,
): Promise<SavedWorkingHours> {
  const stored = weeklyHoursSchema.safeParse(await findWorkingHours(ctx.db, doctorId));
  return { hours: stored.success ? stored.data : null };
}

/** Why a change to a slot was refused: not the doctor's, booked, or started. */
async function refusal(ctx: AppContext, slotId: string, doctorId: string, bookedMessage: string) {
  const slot = await findSlot(ctx.db, slotId);
  if (!slot || slot.doctorId !== doctorId)
    return new AppError(404, 'SLOT_NOT_FOUND', messages.booking.slotNotFound);
  if (slot.bookingId) return new AppError(409, 'SLOT_BOOKED', bookedMessage);
  return new AppError(409, 'SLOT_EXPIRED', messages.booking.slotExpired);
}

export async function updateSlot(
  ctx: AppContext,
  doctorId: string,
  slotId: string,
  input: SlotTimes,
) {
  const now = ctx.clock.now();
  const times = toTimes(input, now);
  const ids = { slotId, doctorId };
  const updated = await updateFreeSlot(ctx.db, ids, times, now).catch(overlapAware);
  if (!updated) throw await refusal(ctx, slotId, doctorId, m.bookedCannotChange);
}

export async function deleteSlot(ctx: AppContext, doctorId: string, slotId: string) {
  const deleted = await deleteFreeSlot(ctx.db, { slotId, doctorId }, ctx.clock.now());
  if (!deleted) throw await refusal(ctx, slotId, doctorId, m.bookedCannotDelete);
}

/** Each doctor's next free start, for the therapist cards. */
/** Each doctor's next free times (at most `perDoctor`, soonest first), by doctor id. */
export async function nextFreeTimes(
  ctx: AppContext,
  perDoctor: number,
  onlyDoctorId?: string,
): Promise<Map<string, FreeTime[]>> {
  const rows = await findNextFreeTimes(ctx.db, ctx.clock.now(), perDoctor, onlyDoctorId);
  const byDoctor = new Map<string, FreeTime[]>();
  for (const row of rows) {
    const times = byDoctor.get(row.doctorId) ?? [];
    times.push({ id: row.id, start: row.startTime.toISOString() });
    byDoctor.set(row.doctorId, times);
  }
  return byDoctor;
}

/** One slot with its active booking, or undefined. */
export function getSlot(ctx: AppContext, slotId: string) {
  return findSlot(ctx.db, slotId);
}

/** How many of a therapist's next free times a client is offered after a cancellation. */
const NEXT_FREE_TIMES_OFFERED = 3;

/**
 * The therapist's next free times (in the unit's transaction, so its own changes count), leaving
 * out `except` (the time just cancelled: not one to offer back to the same client).
 */
export async function nextFreeTimesOf(
  unit: UnitOfWork,
  doctorId: string,
  now: Date,
  except: Date,
): Promise<Date[]> {
  const starts = await findNextFreeSlotStarts(unit.db, doctorId, now, NEXT_FREE_TIMES_OFFERED + 1);
  return starts
    .filter((start) => start.getTime() !== except.getTime())
    .slice(0, NEXT_FREE_TIMES_OFFERED);
}

/** A cancelled session's time taken off the therapist's offer: nobody else can book it. */
export function keepTimeBlocked(unit: UnitOfWork, ids: { slotId: string; doctorId: string }) {
  return deleteSlotOf(unit.db, ids);
}
