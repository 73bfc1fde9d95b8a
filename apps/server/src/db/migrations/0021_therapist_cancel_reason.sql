-- A therapist cancelling a booked session gives the client a reason (issue 22 item 6).
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;
