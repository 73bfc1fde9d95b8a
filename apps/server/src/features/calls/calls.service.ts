import {
  isCallDue,
  messages,
  videoRoomWindow,
  type Call,
  type CallEnded,
  type CallHistoryItem,
  type IncomingCall,
  type Page,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/db-errors';
import { toPage, type PageRequest } from '../../lib/paging';
import { inTransaction, type UnitOfWork } from '../../lib/unit-of-work';
import { notify } from '../notifications/notifications.service';
import {
  endRing,
  findCallForUpdate,
  findCallsOf,
  findLiveRingsTo,
  insertRing,
  missOverdueRings,
  releaseMissedCallNotices,
  takeMissedCallNotice,
} from './calls.repo';
import { roomOfBooking, type Room } from '../video/video.service';

const m = messages.calls;

/** How many rings one person may start a minute: a ring makes the other's screen ring. */
const RINGS_PER_MINUTE = 10;
/** How many overdue rings one sweep marks missed (the rest in the next one). */
const SWEEP_BATCH = 100;
/** A timer may fire a moment before the clock says the ring is over: it waits this much more. */
const TIMER_SLACK_MS = 50;

const bookingNotFound = () => new AppError(404, 'BOOKING_NOT_FOUND', m.bookingNotFound);
const callNotFound = () => new AppError(404, 'CALL_NOT_FOUND', m.callNotFound);
const callOver = () => new AppError(409, 'CALL_OVER', m.callOver);

/** A missed call, for whatever else tells the person rung of it (a text: missed-call-texts.ts). */
export interface MissedCall {
  callId: string;
  bookingId: string;
  roomId: string;
  /** The person rung, who missed it. */
  calleeId: string;
  callerName: string;
  /** The in-app path of the booking's room: where the notice leads. */
  link: string;
}
/**
 * Runs in the transaction that records the miss, with the bell's notification: a channel that
 * queues a message in its outbox there (issue 28's SMS) sends it exactly once or not at all.
 */
export type MissedCallHook = (unit: UnitOfWork, missed: MissedCall) => Promise<void>;

type Side = 'patient' | 'doctor';
const sideOf = (booking: Room, userId: string): Side | undefined =>
  booking.patientId === userId ? 'patient' : booking.doctorId === userId ? 'doctor' : undefined;
const nameOf = (booking: Room, side: Side) =>
  side === 'patient' ? booking.patientName : booking.doctorName;
const idOf = (booking: Room, side: Side) =>
  side === 'patient' ? booking.patientId : booking.doctorId;
const otherSide = (side: Side): Side => (side === 'patient' ? 'doctor' : 'patient');
const roomPath = (roomId: string) => `/video-chat/${encodeURIComponent(roomId)}`;

/** Due: from 10 minutes before the session's start until its end, while it stands. */
const isDue = (booking: Room, now: Date) =>
  booking.status === 'booked' && isCallDue(booking.startTime, booking.endTime, now);

/** A row of someone's call history as they see it, at the app's now. */
function historyItem(ctx: AppContext, userId: string) {
  const now = ctx.clock.now();
  const ringMs = ctx.config.callRingSeconds * 1000;
  return (row: Awaited<ReturnType<typeof findCallsOf>>[number]): CallHistoryItem => {
    const overdue = now.getTime() >= row.rangAt.getTime() + ringMs;
    const outcome =
      row.outcome === 'ringing' && overdue ? 'missed' : (row.outcome as CallHistoryItem['outcome']);
    const answeredAt = outcome === 'accepted' ? row.ringEndedAt : null;
    const roomOpen = now < videoRoomWindow(row.startTime, row.endTime).closesAt;
    return {
      id: row.id,
      bookingId: row.bookingId,
      direction: row.callerId === userId ? 'outgoing' : 'incoming',
      otherName: row.patientId === userId ? row.doctorName : row.patientName,
      rangAt: row.rangAt.toISOString(),
      outcome,
      // Answered, and no end recorded once its room closed: how long is not known.
      durationSeconds:
        answeredAt && row.endedAt
          ? Math.max(0, Math.floor((row.endedAt.getTime() - answeredAt.getTime()) / 1000))
          : null,
      inProgress: Boolean(answeredAt && !row.endedAt && roomOpen),
    };
  };
}

/** Every call of the person, newest first, for their personal data export. */
export async function callsForExport(ctx: AppContext, userId: string) {
  return (await findCallsOf(ctx.db, userId)).map(historyItem(ctx, userId));
}

type CallRow = NonNullable<Awaited<ReturnType<typeof findCallForUpdate>>>;

/**
 * Ringing calls between a due booking's two people. The calls table is the truth: a ring is
 * answered, declined, hung up or timed out by a conditional update of its row, so whichever
 * comes first wins once, on any instance. The time-out is the server's: a timer on the instance
 * that rang, the job runner's sweep (a restart, the ringer's tab closed), and every reader
 * counts a ring older than CALL_RING_SECONDS as missed.
 */
export function createCalls(ctx: AppContext) {
  const ringMs = ctx.config.callRingSeconds * 1000;
  const timers = new Set<NodeJS.Timeout>();
  /** Hooks run when a call is missed; app.ts registers them (the text to the person rung). */
  const missedCallHooks: MissedCallHook[] = [];

  const expiresAt = (rangAt: Date) => new Date(rangAt.getTime() + ringMs);
  const isOverdue = (rangAt: Date) => ctx.clock.now().getTime() >= expiresAt(rangAt).getTime();

  const toCall = (row: CallRow, booking: Room, viewer: Side, offline = false): Call => ({
    id: row.id,
    bookingId: row.bookingId,
    roomId: booking.roomId,
    outcome: row.outcome as Call['outcome'],
    otherName: nameOf(booking, otherSide(viewer)),
    rangAt: row.rangAt.toISOString(),
    expiresAt: expiresAt(row.rangAt).toISOString(),
    offline,
  });

  /** Tells both people's tabs, once committed, that the ring is over and how. */
  const tellEnded = (unit: UnitOfWork, row: CallRow, booking: Room) => {
    const ended: CallEnded = {
      callId: row.id,
      roomId: booking.roomId,
      outcome: row.outcome as CallEnded['outcome'],
    };
    unit.afterCommit(() => {
      for (const userId of [row.callerId, row.calleeId]) {
        if (userId) ctx.realtime.emitToUser(userId, 'call:ended', ended);
      }
    });
  };

  /**
   * A ring that ended unanswered: the person rung gets the bell notice (and the hooks run: the
   * paid texts) once per booking, until the two speak. A ringer could otherwise ring and hang up
   * ten times a minute, each a new notice and a new SMS, costly and distressing; one notice with
   * the room's link says all a second would, and the call history still lists every miss. Not a
   * time window: the booking is due for about an hour, and what ends the quiet must be the
   * person rung acting (answering, or ringing back and being answered), never the ringer.
   * Joining the room by the link is not counted: it is not known here who joined, and they hold
   * the link already. Later misses change nothing they see (no new bell item, no push, no text).
   * The key is taken in this transaction with the notice and the texts' outbox rows, so on any
   * instance they are written exactly once, or not at all and a later miss tells them.
   */
  const recordMissed = async (unit: UnitOfWork, row: CallRow, booking: Room) => {
    tellEnded(unit, row, booking);
    if (!row.calleeId) return;
    const first = await takeMissedCallNotice(
      unit.db,
      booking.bookingId,
      row.calleeId,
      ctx.clock.now(),
    );
    if (!first) return;
    const callerName =
      row.callerId === booking.patientId ? booking.patientName : booking.doctorName;
    const link = roomPath(booking.roomId);
    await notify(ctx, unit, row.calleeId, () => ({
      title: m.missedTitle,
      message: m.missedMessage(callerName),
      link,
    }));
    const missed: MissedCall = {
      callId: row.id,
      bookingId: booking.bookingId,
      roomId: booking.roomId,
      calleeId: row.calleeId,
      callerName,
      link,
    };
    for (const hook of missedCallHooks) await hook(unit, missed);
  };

  /** Marks missed every ring past its time, with its notices; answers how many. */
  async function missOverdue(): Promise<number> {
    const now = ctx.clock.now();
    return inTransaction(ctx, async (unit) => {
      const rows = await missOverdueRings(
        unit.db,
        new Date(now.getTime() - ringMs),
        now,
        SWEEP_BATCH,
      );
      for (const row of rows) {
        const booking = await roomOfBooking(unit.db, row.bookingId);
        if (!booking) continue;
        await recordMissed(unit, { ...row, outcome: 'missed' } as CallRow, booking);
      }
      return rows.length;
    });
  }

  /** After the ring's time, on this instance: the sweep finds it (unless answered first). */
  const armTimeout = () => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      missOverdue().catch((err: unknown) => ctx.log.warn({ err }, 'call time-out failed'));
    }, ringMs + TIMER_SLACK_MS);
    timer.unref();
    timers.add(timer);
  };

  /** The booking, if `userId` is one of its two people; else 404 (nothing to learn). */
  async function bookingOf(db: AppContext['db'], bookingId: string, userId: string) {
    const booking = await roomOfBooking(db, bookingId);
    const side = booking ? sideOf(booking, userId) : undefined;
    if (!booking || !side) throw bookingNotFound();
    return { booking, side };
  }

  /**
   * One of a due booking's two people rings the other. Someone with no open tab anywhere is not
   * rung: the call is missed at once, and they get the notice with the room's link.
   */
  async function ring(userId: string, bookingId: string): Promise<Call> {
    const { booking, side } = await bookingOf(ctx.db, bookingId, userId);
    const calleeId = idOf(booking, otherSide(side));
    if (!isDue(booking, ctx.clock.now())) throw new AppError(409, 'CALL_NOT_DUE', m.notDue);
    const rate = await ctx.limiter.hit(`call:${userId}`, {
      limit: RINGS_PER_MINUTE,
      windowMs: 60_000,
    });
    if (rate.exceeded) throw new AppError(429, 'TOO_MANY_CALLS', m.tooMany);
    // A ring left over from before a restart must not block this one.
    await missOverdue();
    const online = (await ctx.realtime.onlineUsers([calleeId])).has(calleeId);
    try {
      return await inTransaction(ctx, async (unit) => {
        let row: CallRow = await insertRing(unit.db, {
          bookingId,
          callerId: userId,
          calleeId,
          rangAt: ctx.clock.now(),
        });
        if (!online) {
          row = (await endRing(unit.db, row.id, 'missed', ctx.clock.now())) ?? row;
          await recordMissed(unit, row, booking);
          return toCall(row, booking, side, true);
        }
        const incoming: IncomingCall = {
          callId: row.id,
          roomId: booking.roomId,
          callerName: nameOf(booking, side),
          expiresAt: expiresAt(row.rangAt).toISOString(),
          ringsForMs: ringMs,
        };
        unit.afterCommit(() => {
          ctx.realtime.emitToUser(calleeId, 'call:incoming', incoming);
          armTimeout();
        });
        return toCall(row, booking, side);
      });
    } catch (err) {
      if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) {
        throw new AppError(409, 'CALL_ALREADY_RINGING', m.alreadyRinging);
      }
      throw err;
    }
  }

  /**
   * Ends a ring still ringing, by one of its people: `as` says who may (the person rung answers
   * or declines, the ringer hangs up). A ring past its time is recorded missed and refused.
   */
  async function endBy(
    userId: string,
    callId: string,
    as: 'callee' | 'caller',
    outcome: 'accepted' | 'declined' | 'missed',
  ): Promise<Call> {
    const result = await inTransaction(ctx, async (unit) => {
      const row = await findCallForUpdate(unit.db, callId);
      if (!row || (as === 'callee' ? row.calleeId : row.callerId) !== userId) throw callNotFound();
      const booking = await roomOfBooking(unit.db, row.bookingId);
      const side = booking && sideOf(booking, userId);
      if (!booking || !side) throw callNotFound();
      if (row.outcome !== 'ringing') return { over: true as const };
      const overdue = isOverdue(row.rangAt);
      // Answering a session cancelled meanwhile would lead to a closed room.
      const ended = await endRing(
        unit.db,
        callId,
        overdue || (outcome === 'accepted' && !isDue(booking, ctx.clock.now()))
          ? 'missed'
          : outcome,
        ctx.clock.now(),
      );
      if (!ended) return { over: true as const };
      if (ended.outcome === 'missed') await recordMissed(unit, ended, booking);
      else tellEnded(unit, ended, booking);
      // They have spoken: a call of the booking missed from now on is told again (once).
      if (ended.outcome === 'accepted') await releaseMissedCallNotices(unit.db, booking.bookingId);
      if (ended.outcome !== outcome) return { over: true as const };
      return { over: false as const, call: toCall(ended, booking, side) };
    });
    if (result.over) throw callOver();
    return result.call;
  }

  /** The person's calls, newest first; a ring past its time reads missed before any sweep. */
  async function history(userId: string, page: PageRequest): Promise<Page<CallHistoryItem>> {
    const { items, nextCursor } = toPage(await findCallsOf(ctx.db, userId, page), page.limit);
    return { nextCursor, items: items.map(historyItem(ctx, userId)) };
  }

  /** The rings to `userId` still ringing: shown by a tab that opens mid-ring. */
  async function liveRingsTo(userId: string): Promise<IncomingCall[]> {
    const now = ctx.clock.now();
    const rows = await findLiveRingsTo(ctx.db, userId, new Date(now.getTime() - ringMs));
    const rings: IncomingCall[] = [];
    for (const row of rows) {
      const booking = await roomOfBooking(ctx.db, row.bookingId);
      if (!booking) continue;
      const callerSide = booking.patientId === userId ? 'doctor' : 'patient';
      rings.push({
        callId: row.id,
        roomId: booking.roomId,
        callerName: nameOf(booking, callerSide),
        expiresAt: expiresAt(row.rangAt).toISOString(),
        ringsForMs: Math.max(0, expiresAt(row.rangAt).getTime() - now.getTime()),
      });
    }
    return rings;
  }

  return {
    ring,
    accept: (userId: string, callId: string) => endBy(userId, callId, 'callee', 'accepted'),
    decline: (userId: string, callId: string) => endBy(userId, callId, 'callee', 'declined'),
    /** The ringer hangs up before an answer: a missed call for the person rung. */
    hangUp: (userId: string, callId: string) => endBy(userId, callId, 'caller', 'missed'),
    history,
    liveRingsTo,
    missOverdue,
    missedCallHooks,
    stop: () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
export type Calls = ReturnType<typeof createCalls>;
