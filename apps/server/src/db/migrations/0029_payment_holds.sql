-- Issue 26: a paid session's time is `held` for the client while they pay (hold_expires_at),
-- and occupies its slot as a booked one does. PostgreSQL refuses a new enum value in the
-- transaction that added it (drizzle runs pending migrations in one), so nothing below names
-- 'held': what occupies a slot is "not cancelled" (db/slot-occupancy.ts), for the one-per-slot
-- index, the client's active-sessions index and their no-overlap rule (0007) alike.
ALTER TYPE "public"."booking_status" ADD VALUE 'held';--> statement-breakpoint
DROP INDEX "bookings_one_active_per_slot_idx";--> statement-breakpoint
DROP INDEX "bookings_patient_active_idx";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_patient_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
-- A refund's provider call is leased, so it is made by one runner and retried after a crash.
ALTER TABLE "refunds" ADD COLUMN "attempted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_hold_expiry_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."hold_expires_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_active_per_slot_idx" ON "bookings" USING btree ("slot_id") WHERE "bookings"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "bookings_patient_active_idx" ON "bookings" USING btree ("patient_id","end_time") WHERE "bookings"."status" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_patient_no_overlap"
  EXCLUDE USING gist ("patient_id" WITH =, tstzrange("start_time", "end_time", '[)') WITH &&)
  WHERE ("status" <> 'cancelled');
