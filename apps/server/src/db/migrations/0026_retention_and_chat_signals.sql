-- Issue 25: clinical records outlive the account they are about for RECORDS_RETENTION_YEARS
-- (retained_subjects, purged daily with everything pointing at it), and a chat message that
-- matched a crisis phrase is a risk signal too (source 'chat', message_id).
CREATE TABLE "retained_subjects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"retain_until" timestamp with time zone NOT NULL,
	"key_id" text NOT NULL,
	"wrapped_key" "bytea" NOT NULL,
	"iv" "bytea" NOT NULL,
	"ciphertext" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "risk_signals" DROP CONSTRAINT "risk_signals_source";--> statement-breakpoint
ALTER TABLE "session_note_addenda" DROP CONSTRAINT "session_note_addenda_author_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "session_notes" DROP CONSTRAINT "session_notes_booking_id_bookings_id_fk";
--> statement-breakpoint
ALTER TABLE "session_notes" DROP CONSTRAINT "session_notes_author_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "questionnaire_responses" DROP CONSTRAINT "questionnaire_responses_booking_id_bookings_id_fk";
--> statement-breakpoint
ALTER TABLE "questionnaire_responses" DROP CONSTRAINT "questionnaire_responses_client_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "risk_signals" DROP CONSTRAINT "risk_signals_client_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "session_note_addenda" ALTER COLUMN "author_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "session_notes" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "session_notes" ALTER COLUMN "author_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ALTER COLUMN "client_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "risk_signals" ALTER COLUMN "client_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "session_notes" ADD COLUMN "subject_id" uuid;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD COLUMN "subject_id" uuid;--> statement-breakpoint
ALTER TABLE "risk_signals" ADD COLUMN "message_id" uuid;--> statement-breakpoint
ALTER TABLE "risk_signals" ADD COLUMN "subject_id" uuid;--> statement-breakpoint
CREATE INDEX "retained_subjects_until_idx" ON "retained_subjects" USING btree ("retain_until");--> statement-breakpoint
CREATE INDEX "retained_subjects_key_idx" ON "retained_subjects" USING btree ("key_id");--> statement-breakpoint
ALTER TABLE "session_note_addenda" ADD CONSTRAINT "session_note_addenda_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_subject_id_retained_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."retained_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_subject_id_retained_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."retained_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_signals" ADD CONSTRAINT "risk_signals_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_signals" ADD CONSTRAINT "risk_signals_subject_id_retained_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."retained_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_signals" ADD CONSTRAINT "risk_signals_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_notes_subject_idx" ON "session_notes" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "questionnaire_responses_subject_idx" ON "questionnaire_responses" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "risk_signals_subject_idx" ON "risk_signals" USING btree ("subject_id");--> statement-breakpoint
ALTER TABLE "risk_signals" ADD CONSTRAINT "risk_signals_source" CHECK ("risk_signals"."source" in ('phq9', 'chat'));