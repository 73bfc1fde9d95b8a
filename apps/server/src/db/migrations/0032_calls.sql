CREATE TABLE "calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"caller_id" uuid,
	"callee_id" uuid,
	"rang_at" timestamp with time zone NOT NULL,
	"outcome" text DEFAULT 'ringing' NOT NULL,
	"ring_ended_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "calls_outcome_known" CHECK ("calls"."outcome" in ('ringing', 'accepted', 'declined', 'missed'))
);
--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_callee_id_users_id_fk" FOREIGN KEY ("callee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calls_one_ringing_per_booking_idx" ON "calls" USING btree ("booking_id") WHERE "calls"."outcome" = 'ringing';--> statement-breakpoint
CREATE INDEX "calls_ringing_idx" ON "calls" USING btree ("rang_at") WHERE "calls"."outcome" = 'ringing';--> statement-breakpoint
CREATE INDEX "calls_caller_time_idx" ON "calls" USING btree ("caller_id","rang_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "calls_callee_time_idx" ON "calls" USING btree ("callee_id","rang_at" DESC NULLS LAST,"id" DESC NULLS LAST);