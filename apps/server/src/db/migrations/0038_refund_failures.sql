ALTER TABLE "refunds" ADD COLUMN "failure_status" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "failure_reason" text;