/**
 * Bookings' public face: the booking page for the router, and the patient's appointments with
 * their cache keys, which the profile lists and refreshes after a cancellation.
 */
export { BookingPage } from './BookingPage';
export { bookingKeys, useMyAppointments } from './bookings-api';
