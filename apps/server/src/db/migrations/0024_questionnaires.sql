CREATE TABLE "clinical_access_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"reader_id" uuid,
	"reader_name" text NOT NULL,
	"reader_role" text NOT NULL,
	"what" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"version" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "consent_events_purpose" CHECK ("consent_events"."purpose" in ('terms', 'privacy', 'share_questionnaires'))
);
--> statement-breakpoint
CREATE TABLE "questionnaire_requests" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"therapist_id" uuid,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_responses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"therapist_id" uuid,
	"instrument" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"key_id" text NOT NULL,
	"wrapped_key" "bytea" NOT NULL,
	"iv" "bytea" NOT NULL,
	"ciphertext" "bytea" NOT NULL,
	CONSTRAINT "questionnaire_responses_instrument" CHECK ("questionnaire_responses"."instrument" in ('phq9', 'gad7'))
);
--> statement-breakpoint
CREATE TABLE "risk_signals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"therapist_id" uuid,
	"booking_id" uuid,
	"response_id" uuid,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" uuid,
	"escalated_at" timestamp with time zone,
	CONSTRAINT "risk_signals_source" CHECK ("risk_signals"."source" in ('phq9'))
);
--> statement-breakpoint
ALTER TABLE "clinical_access_log" ADD CONSTRAINT "clinical_access_log_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_access_log" ADD CONSTRAINT "clinical_access_log_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_requests" ADD CONSTRAINT "questionnaire_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_requests" ADD CONSTRAINT "questionnaire_requests_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_signals" ADD CONSTRAINT "risk_signals_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_signals" ADD CONSTRAINT "risk_signals_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_signals" ADD CONSTRAINT "risk_signals_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_signals" ADD CONSTRAINT "risk_signals_response_id_questionnaire_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."questionnaire_responses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_signals" ADD CONSTRAINT "risk_signals_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinical_access_log_client_idx" ON "clinical_access_log" USING btree ("client_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consent_events_user_idx" ON "consent_events" USING btree ("user_id","purpose","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_responses_booking_idx" ON "questionnaire_responses" USING btree ("booking_id","instrument");--> statement-breakpoint
CREATE INDEX "questionnaire_responses_client_idx" ON "questionnaire_responses" USING btree ("client_id","instrument","taken_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "questionnaire_responses_key_idx" ON "questionnaire_responses" USING btree ("key_id");--> statement-breakpoint
CREATE INDEX "risk_signals_therapist_idx" ON "risk_signals" USING btree ("therapist_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_signals_open_idx" ON "risk_signals" USING btree ("created_at") WHERE "risk_signals"."acknowledged_at" is null and "risk_signals"."escalated_at" is null;--> statement-breakpoint
-- Consent and the access log are histories: rows are added, never changed (an account's own
-- rows still go with it, by the foreign keys).
CREATE FUNCTION "refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "consent_events_append_only" BEFORE UPDATE ON "consent_events"
  FOR EACH ROW EXECUTE FUNCTION "refuse_update"();--> statement-breakpoint
CREATE TRIGGER "clinical_access_log_append_only" BEFORE UPDATE ON "clinical_access_log"
  FOR EACH ROW EXECUTE FUNCTION "refuse_update"();
