CREATE TYPE "public"."text_channel" AS ENUM('sms', 'whatsapp');--> statement-breakpoint
CREATE TYPE "public"."text_kind" AS ENUM('confirmation', 'reminder_1h', 'cancellation', 'verification_code', 'missed_call');--> statement-breakpoint
CREATE TYPE "public"."text_status" AS ENUM('queued', 'sending', 'sent', 'delivered', 'failed', 'undeliverable', 'channel_off');--> statement-breakpoint
CREATE TABLE "text_consents" (
	"user_id" uuid NOT NULL,
	"channel" text_channel NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"consented_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "text_consents_user_id_channel_pk" PRIMARY KEY("user_id","channel")
);
--> statement-breakpoint
CREATE TABLE "text_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"booking_id" uuid,
	"phone" text NOT NULL,
	"channel" text_channel NOT NULL,
	"kind" text_kind NOT NULL,
	"body" text,
	"params" jsonb,
	"status" text_status DEFAULT 'queued' NOT NULL,
	"provider_message_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "text_consents" ADD CONSTRAINT "text_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "text_consents_phone_idx" ON "text_consents" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "text_messages_due_idx" ON "text_messages" USING btree ("run_at") WHERE "text_messages"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "text_messages_provider_id_idx" ON "text_messages" USING btree ("provider_message_id") WHERE "text_messages"."provider_message_id" is not null;--> statement-breakpoint
CREATE INDEX "text_messages_booking_idx" ON "text_messages" USING btree ("booking_id","kind");