/**
 * Bookings' public face: the client's appointments with their cache keys, which the profile lists and refreshes after a cancellation; the free-times
 * pieces and the cancellation policy, which rescheduling from the profile shows again.
 */
export {
  bookingKeys,
  cancelBooking,
  rescheduleBooking,
  slotErrorText,
  useMyAppointments,
  useSlots,
} from './bookings-api';
export { toBookingCalendarEvents, type BookingCalendarEvent } from './booking-calendar-events';
export { cancellationPolicy } from './ConfirmBookingDialog';
export { DayTimes } from './DayTimes';
export { FreeDayPicker } from './FreeDayPicker';
export { dayKey, freeTimesByDay } from './booking-days';
