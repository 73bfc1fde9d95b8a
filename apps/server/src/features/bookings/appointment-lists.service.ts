import type { AdminBooking, MyAppointment, MyAppointmentsResponse, Page } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { toPage, type PageRequest } from '../../lib/paging';
import { patientCancelDeadline } from './bookings.service';
import {
  findPatientBookingPage,
  findUpcomingBookings,
  type BookingDetails,
  type BookingRecord,
} from './bookings.repo';

/** An active booking's details or a past one's record: what an appointment shows of either. */
type Row = NonNullable<BookingDetails> | BookingRecord;

function toAppointment(ctx: AppContext, b: Row): MyAppointment {
  return {
    id: b.id,
    doctorId: b.doctorId,
    doctorName: b.doctorName,
    doctorImage: b.doctorImage,
    start_time: b.startTime.toISOString(),
    end_time: b.endTime.toISOString(),
    // Lists hold no time held for a payment (upcoming ones are booked, records confirmedOnly).
    status: b.status === 'cancelled' ? 'cancelled' : 'booked',
    roomId: b.roomId,
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
    cancelledBy: !b.cancelledBy ? null : b.cancelledBy === b.patientId ? 'patient' : 'doctor',
    cancelReason: b.cancelReason,
    cancelDeadline:
      b.status === 'booked' ? patientCancelDeadline(ctx, b.startTime).toISOString() : null,
  };
}

/**
 * My appointments: the first page holds every upcoming one (at most maxUpcomingBookings, so it
 * does not grow) and the newest past (or cancelled) ones; `nextCursor` asks for more past ones,
 * whose pages carry an empty `upcoming`.
 */
export async function listMyAppointments(
  ctx: AppContext,
  patientId: string,
  page: PageRequest,
): Promise<MyAppointmentsResponse> {
  const now = ctx.clock.now();
  const [upcoming, past] = await Promise.all([
    page.after ? [] : findUpcomingBookings(ctx.db, patientId, now),
    findPatientBookingPage(ctx.db, patientId, page, now),
  ]);
  const { items, nextCursor } = toPage(past, page.limit);
  return {
    upcoming: upcoming.map((b) => toAppointment(ctx, b)),
    past: items.map((b) => toAppointment(ctx, b)),
    cancelNoticeHours: ctx.config.cancelNoticeHours,
    nextCursor,
  };
}

/** A page of one client's sessions, any state, latest start first (the admin console). */
export async function patientBookingsPage(
  ctx: AppContext,
  patientId: string,
  page: PageRequest,
): Promise<Page<AdminBooking>> {
  const { items, nextCursor } = toPage(
    await findPatientBookingPage(ctx.db, patientId, page),
    page.limit,
  );
  return {
    items: items.map((b) => ({
      therapistName: b.doctorName,
      start_time: b.startTime.toISOString(),
      end_time: b.endTime.toISOString(),
      status: b.status,
    })),
    nextCursor,
  };
}
