-- Where a report came from (the client address), so that the attachments one address stores in a
-- day can be counted and capped (issue 21); indexes for the day's sums per address and per time.
ALTER TABLE "problem_reports" ADD COLUMN "sender_address" text;--> statement-breakpoint
CREATE INDEX "problem_reports_sender_address_idx" ON "problem_reports" USING btree ("sender_address","created_at");--> statement-breakpoint
CREATE INDEX "report_attachments_created_idx" ON "report_attachments" USING btree ("created_at");
--> statement-breakpoint
-- A therapist who deletes their account takes their slots with them, but no longer their
-- clients' bookings: each keeps the therapist's name, and loses the slot and the therapist by
-- these foreign keys (set null), so the client's appointments and history still show it.
ALTER TABLE "bookings" ADD COLUMN "doctor_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "slot_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "doctor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_slot_id_slots_id_fk";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_doctor_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
