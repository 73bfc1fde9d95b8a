CREATE TYPE "public"."report_status" AS ENUM('new', 'in_progress', 'resolved', 'wont_fix');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "problem_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "problem_reports_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1) NOT NULL,
	"problem_type" text NOT NULL,
	"description" text NOT NULL,
	"email" text NOT NULL,
	"priority" text NOT NULL,
	"additional_info" text DEFAULT '' NOT NULL,
	"reporter_id" uuid,
	"status" "report_status" DEFAULT 'new' NOT NULL,
	"reply" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "problem_reports_type_check" CHECK ("problem_reports"."problem_type" in ('Bug', 'Feature Request', 'Account Issue', 'Payment Issue', 'Doctor Issue', 'OtherIssue')),
	CONSTRAINT "problem_reports_priority_check" CHECK ("problem_reports"."priority" in ('Low', 'Medium', 'High', 'Critical'))
);
--> statement-breakpoint
CREATE TABLE "report_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid,
	"admin_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"target_label" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_attachments" ADD CONSTRAINT "report_attachments_report_id_problem_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."problem_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "problem_reports_number_idx" ON "problem_reports" USING btree ("number");--> statement-breakpoint
CREATE INDEX "problem_reports_created_idx" ON "problem_reports" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "problem_reports_reporter_idx" ON "problem_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "report_attachments_report_idx" ON "report_attachments" USING btree ("report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_attachments_storage_key_idx" ON "report_attachments" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "admin_audit_log_time_idx" ON "admin_audit_log" USING btree ("created_at" DESC NULLS LAST);
