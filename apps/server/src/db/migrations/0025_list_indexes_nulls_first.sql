-- Issue 23: the clinical lists are ordered `DESC` (NULLS FIRST) by their queries; their indexes
-- from 0024 said NULLS LAST, so each page would sort the whole list. Rebuilt to match (as 0019).
DROP INDEX "clinical_access_log_client_idx";--> statement-breakpoint
DROP INDEX "consent_events_user_idx";--> statement-breakpoint
DROP INDEX "questionnaire_responses_client_idx";--> statement-breakpoint
DROP INDEX "risk_signals_therapist_idx";--> statement-breakpoint
CREATE INDEX "clinical_access_log_client_idx" ON "clinical_access_log" USING btree ("client_id","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "consent_events_user_idx" ON "consent_events" USING btree ("user_id","purpose","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "questionnaire_responses_client_idx" ON "questionnaire_responses" USING btree ("client_id","instrument","taken_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "risk_signals_therapist_idx" ON "risk_signals" USING btree ("therapist_id","created_at" DESC NULLS FIRST);