-- Issue 23: every list that grows with use is read a page at a time through an index of exactly
-- its order (decision 0017). PostgreSQL uses an index for ORDER BY only when each column's
-- direction and NULLS placement match (DESC means NULLS FIRST), so each index below spells out
-- the order its query uses: `created_at DESC, id DESC` is `DESC NULLS FIRST` on both.

-- Chat history: the old index was NULLS LAST, so every page sorted the whole conversation.
DROP INDEX IF EXISTS "messages_history_idx";--> statement-breakpoint
CREATE INDEX "messages_history_idx" ON "messages" USING btree ("conversation_id","sent_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint

-- Conversation lists, one per side (a patient's by patient_id, a therapist's by doctor_id).
DROP INDEX IF EXISTS "conversations_patient_time_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "conversations_doctor_time_idx";--> statement-breakpoint
CREATE INDEX "conversations_patient_time_idx" ON "conversations" USING btree ("patient_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_doctor_time_idx" ON "conversations" USING btree ("doctor_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint

-- Unread counts kept per side instead of counting every unread message on each read: a message
-- adds one to the other side's count in the transaction that inserts it (the trigger below), and
-- reading sets the reader's count to 0 with its read mark (chat.repo markConversationRead).
ALTER TABLE "conversations" ADD COLUMN "patient_unread" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "doctor_unread" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "conversations" c SET
  "patient_unread" = (SELECT count(*) FROM "messages" m WHERE m."conversation_id" = c."id"
    AND m."sender_id" = c."doctor_id" AND m."sent_at" > coalesce(c."patient_read_at", '-infinity')),
  "doctor_unread" = (SELECT count(*) FROM "messages" m WHERE m."conversation_id" = c."id"
    AND m."sender_id" = c."patient_id" AND m."sent_at" > coalesce(c."doctor_read_at", '-infinity'));--> statement-breakpoint
-- One statement trigger: a bulk insert (an import, a benchmark's seed) updates each conversation
-- once, not once per message.
CREATE FUNCTION "solace_count_unread"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "conversations" c SET
    "patient_unread" = c."patient_unread" + n."to_patient",
    "doctor_unread" = c."doctor_unread" + n."to_doctor"
  FROM (
    SELECT m."conversation_id",
      count(*) FILTER (WHERE m."sender_id" = cv."doctor_id"
        AND m."sent_at" > coalesce(cv."patient_read_at", '-infinity')) AS "to_patient",
      count(*) FILTER (WHERE m."sender_id" = cv."patient_id"
        AND m."sent_at" > coalesce(cv."doctor_read_at", '-infinity')) AS "to_doctor"
    FROM "new_messages" m JOIN "conversations" cv ON cv."id" = m."conversation_id"
    GROUP BY m."conversation_id"
  ) n
  WHERE c."id" = n."conversation_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "messages_count_unread" AFTER INSERT ON "messages"
  REFERENCING NEW TABLE AS "new_messages"
  FOR EACH STATEMENT EXECUTE FUNCTION "solace_count_unread"();--> statement-breakpoint

-- Appointments: a client's, newest start first (the client's list and the admin console), and
-- the few active ones still to come (booking's upcoming count and the list's first page).
DROP INDEX IF EXISTS "bookings_patient_idx";--> statement-breakpoint
CREATE INDEX "bookings_patient_time_idx" ON "bookings" USING btree ("patient_id","start_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bookings_patient_active_idx" ON "bookings" USING btree ("patient_id","end_time") WHERE "status" = 'booked';--> statement-breakpoint

-- Notifications, history, reports, audit log: newest first, ties broken by id.
DROP INDEX IF EXISTS "notifications_user_time_idx";--> statement-breakpoint
CREATE INDEX "notifications_user_time_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
DROP INDEX IF EXISTS "activity_log_user_time_idx";--> statement-breakpoint
CREATE INDEX "activity_log_user_time_idx" ON "activity_log" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
DROP INDEX IF EXISTS "problem_reports_created_idx";--> statement-breakpoint
CREATE INDEX "problem_reports_created_idx" ON "problem_reports" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "problem_reports_status_created_idx" ON "problem_reports" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
DROP INDEX IF EXISTS "admin_audit_log_time_idx";--> statement-breakpoint
CREATE INDEX "admin_audit_log_time_idx" ON "admin_audit_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
