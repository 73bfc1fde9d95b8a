DROP INDEX "payments_status_time_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "plan_sessions" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "plan_validity_days" integer;--> statement-breakpoint
CREATE INDEX "payments_time_idx" ON "payments" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id") WHERE "payments"."booking_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_status_time_idx" ON "payments" USING btree ("status","created_at","id");