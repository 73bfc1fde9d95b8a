-- Consent events in the order the database received them (`seq`), not by the writing instance's
-- clock. Rows already written are numbered in the order they were read by until now (time,
-- then id), before the column is required and becomes the database's own count. The table is
-- append-only: its trigger is set aside for this one numbering, inside the migration's
-- transaction, so no other change can slip in meanwhile.
DROP INDEX "consent_events_user_idx";--> statement-breakpoint
ALTER TABLE "consent_events" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "consent_events" DISABLE TRIGGER "consent_events_append_only";--> statement-breakpoint
UPDATE "consent_events" AS e SET "seq" = o.n
  FROM (SELECT "id", row_number() OVER (ORDER BY "at", "id") AS n FROM "consent_events") AS o
  WHERE e."id" = o."id";--> statement-breakpoint
ALTER TABLE "consent_events" ENABLE TRIGGER "consent_events_append_only";--> statement-breakpoint
ALTER TABLE "consent_events" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_events" ALTER COLUMN "seq" ADD GENERATED ALWAYS AS IDENTITY (sequence name "consent_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
SELECT setval('consent_events_seq_seq', (SELECT coalesce(max("seq"), 0) + 1 FROM "consent_events"), false);--> statement-breakpoint
CREATE INDEX "consent_events_user_idx" ON "consent_events" USING btree ("user_id","purpose","seq" DESC NULLS FIRST);
