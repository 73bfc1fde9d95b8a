-- Honest trust signals (issue 14, point 6): a therapist's own words about their practice, and
-- clients' ratings of completed sessions, one per booking.
ALTER TABLE "doctor_profiles" ADD COLUMN "credentials" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_profiles" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_profiles" ADD COLUMN "approach" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE TABLE "reviews" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"doctor_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_doctor_time_idx" ON "reviews" USING btree ("doctor_id","updated_at");--> statement-breakpoint
CREATE INDEX "reviews_patient_idx" ON "reviews" USING btree ("patient_id");--> statement-breakpoint
-- A rating changes what /api/doctors answers: announce it like a slot or a booking (0011), so
-- every instance drops the therapist's kept answers.
CREATE OR REPLACE FUNCTION "solace_announce_read_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('solace_reads', '*');
  ELSIF TG_TABLE_NAME IN ('slots', 'bookings', 'reviews') THEN
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('solace_reads', 'doctor:' || OLD.doctor_id); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('solace_reads', 'doctor:' || NEW.doctor_id); END IF;
  ELSIF TG_TABLE_NAME = 'doctor_profiles' THEN
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('solace_reads', 'doctor:' || OLD.user_id); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('solace_reads', 'doctor:' || NEW.user_id); END IF;
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('solace_reads', 'user:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('solace_reads', 'session:' || OLD.id);
  ELSE
    PERFORM pg_notify('solace_reads', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reviews_announce" AFTER INSERT OR UPDATE OR DELETE ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "solace_announce_read_change"();--> statement-breakpoint
CREATE TRIGGER "read_tables_truncated" AFTER TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "solace_announce_read_change"();
