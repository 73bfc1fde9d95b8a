ALTER TABLE "pending_signups" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "text_messages" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_signups" ADD CONSTRAINT "pending_signups_language_known" CHECK ("pending_signups"."language" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_language_known" CHECK ("text_messages"."language" in ('en', 'hi'));