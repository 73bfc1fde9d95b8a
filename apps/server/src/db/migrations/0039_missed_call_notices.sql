CREATE TABLE "missed_call_notices" (
	"booking_id" uuid NOT NULL,
	"callee_id" uuid NOT NULL,
	"notified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "missed_call_notices_booking_id_callee_id_pk" PRIMARY KEY("booking_id","callee_id")
);
--> statement-breakpoint
ALTER TABLE "missed_call_notices" ADD CONSTRAINT "missed_call_notices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missed_call_notices" ADD CONSTRAINT "missed_call_notices_callee_id_users_id_fk" FOREIGN KEY ("callee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "missed_call_notices_callee_idx" ON "missed_call_notices" USING btree ("callee_id");