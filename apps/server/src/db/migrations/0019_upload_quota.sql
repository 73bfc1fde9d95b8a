-- Where a report came from (the client address), so that the attachments one address stores in a
-- day can be counted and capped (issue 21); indexes for the day's sums per address and per time.
ALTER TABLE "problem_reports" ADD COLUMN "sender_address" text;--> statement-breakpoint
CREATE INDEX "problem_reports_sender_address_idx" ON "problem_reports" USING btree ("sender_address","created_at");--> statement-breakpoint
CREATE INDEX "report_attachments_created_idx" ON "report_attachments" USING btree ("created_at");
