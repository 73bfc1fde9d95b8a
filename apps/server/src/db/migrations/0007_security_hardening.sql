CREATE TABLE "trusted_sign_ins" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key_hash" text NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trusted_sign_ins_user_id_kind_key_hash_pk" PRIMARY KEY("user_id","kind","key_hash")
);
--> statement-breakpoint
-- Existing bookings take their slot's times (a booked slot never moves).
ALTER TABLE "bookings" ADD COLUMN "start_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "end_time" timestamp with time zone;--> statement-breakpoint
UPDATE "bookings" SET "start_time" = "slots"."start_time", "end_time" = "slots"."end_time"
  FROM "slots" WHERE "slots"."id" = "bookings"."slot_id";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "start_time" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "end_time" SET NOT NULL;--> statement-breakpoint
-- A patient never holds two active bookings that overlap, whoever the therapists are.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_patient_no_overlap"
  EXCLUDE USING gist ("patient_id" WITH =, tstzrange("start_time", "end_time", '[)') WITH &&)
  WHERE ("status" = 'booked');--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trusted_sign_ins" ADD CONSTRAINT "trusted_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at");
