-- Issue 26 (decision 0025): the money tables, and plans the administrators set.
-- Plans: the price becomes integer minor units (paise) with its currency, each existing price
-- kept (rupees × 100) before the column is required; sessions, validity and on sale are added
-- with defaults; the spec's three seeded plans, where they are still there, get the contents the
-- seed gives a new database (weekly 4 sessions for 7 days, monthly 16 for 31). The plans trigger
-- of 0011 (read caches) is untouched: it fires on every change to the table.
-- Payments outlive the accounts, bookings and therapists they name (ON DELETE SET NULL);
-- credits (plan_purchases) go with the client's account; plans are never deleted (RESTRICT).
ALTER TABLE "plans" ADD COLUMN "price_minor" integer;--> statement-breakpoint
UPDATE "plans" SET "price_minor" = "price_rupees" * 100;--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "price_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" DROP CONSTRAINT "plans_price_positive";--> statement-breakpoint
ALTER TABLE "plans" DROP COLUMN "price_rupees";--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_price_positive" CHECK ("plans"."price_minor" > 0);--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "currency" text DEFAULT 'INR' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_currency_code" CHECK ("plans"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "sessions_included" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_sessions_positive" CHECK ("plans"."sessions_included" > 0);--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "validity_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_validity_positive" CHECK ("plans"."validity_days" > 0);--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "on_sale" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "plans" SET "sessions_included" = 4, "validity_days" = 7 WHERE "id" = 'weekly';--> statement-breakpoint
UPDATE "plans" SET "sessions_included" = 16, "validity_days" = 31 WHERE "id" = 'monthly';--> statement-breakpoint
CREATE TYPE "public"."payment_kind" AS ENUM('session', 'plan');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('created', 'paid', 'failed', 'expired', 'refunded', 'partially_refunded');--> statement-breakpoint
CREATE TYPE "public"."refund_reason" AS ENUM('client_cancelled', 'therapist_cancelled', 'admin', 'hold_expired');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('pending', 'processed', 'failed');--> statement-breakpoint
CREATE SEQUENCE "public"."receipt_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "booking_credits" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"purchase_id" uuid NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone
);--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payment_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"payer_name" text NOT NULL,
	"payer_email" text NOT NULL,
	"kind" "payment_kind" NOT NULL,
	"booking_id" uuid,
	"plan_id" text,
	"therapist_id" uuid,
	"therapist_name" text,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"provider_payment_id" text,
	"amount_minor" integer NOT NULL,
	"tax_minor" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" "payment_status" DEFAULT 'created' NOT NULL,
	"description" text NOT NULL,
	"receipt_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"hold_expires_at" timestamp with time zone,
	CONSTRAINT "payments_provider_known" CHECK ("payments"."provider" in ('razorpay', 'stripe', 'test')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_minor" > 0),
	CONSTRAINT "payments_tax_nonnegative" CHECK ("payments"."tax_minor" >= 0)
);--> statement-breakpoint
CREATE TABLE "plan_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"sessions_total" integer NOT NULL,
	"sessions_left" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "plan_purchases_total_positive" CHECK ("plan_purchases"."sessions_total" > 0),
	CONSTRAINT "plan_purchases_left_range" CHECK ("plan_purchases"."sessions_left" >= 0 and "plan_purchases"."sessions_left" <= "plan_purchases"."sessions_total")
);--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider_refund_id" text,
	"amount_minor" integer NOT NULL,
	"status" "refund_status" DEFAULT 'pending' NOT NULL,
	"reason" "refund_reason" NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_minor" > 0)
);--> statement-breakpoint
ALTER TABLE "booking_credits" ADD CONSTRAINT "booking_credits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_credits" ADD CONSTRAINT "booking_credits_purchase_id_plan_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."plan_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_purchases" ADD CONSTRAINT "plan_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_purchases" ADD CONSTRAINT "plan_purchases_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_purchases" ADD CONSTRAINT "plan_purchases_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_order_idx" ON "payments" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_number_idx" ON "payments" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "payments_user_time_idx" ON "payments" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_therapist_paid_idx" ON "payments" USING btree ("therapist_id","paid_at");--> statement-breakpoint
CREATE INDEX "payments_status_time_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_purchases_payment_idx" ON "plan_purchases" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "plan_purchases_user_expiry_idx" ON "plan_purchases" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund_idx" ON "refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");
