-- The transactional outbox (issue 24): every e-mail is a row written in the transaction of the
-- change it reports, sent by the job runner (db/schema-outbox.ts, features/outbox).
CREATE TYPE "public"."outbox_mail_status" AS ENUM('pending', 'sending', 'sent', 'failed');--> statement-breakpoint
CREATE TABLE "outbox_mails" (
	"id" uuid PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"mail" jsonb,
	"status" "outbox_mail_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "outbox_mails_due_idx" ON "outbox_mails" USING btree ("run_at") WHERE "outbox_mails"."status" in ('pending', 'sending');--> statement-breakpoint
-- 0015 wrote this foreign key by hand, so PostgreSQL named it; the name drizzle-kit knows it by
-- (the snapshots) lets a later generated migration change or drop it.
ALTER TABLE "working_hours" RENAME CONSTRAINT "working_hours_doctor_id_fkey" TO "working_hours_doctor_id_users_id_fk";
