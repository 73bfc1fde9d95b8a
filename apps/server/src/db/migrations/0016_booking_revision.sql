-- How many times a booking has moved to another time: its calendar invitation's SEQUENCE, so a
-- calendar replaces the event (same UID) with the newer time, and a later cancellation (one
-- higher still) withdraws it.
ALTER TABLE "bookings" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;
