-- Sign-ups waiting for their e-mailed link (issue 21 item 5): the account is made only when the
-- link is followed, so sign-up answers the same whether or not the address has an account.
CREATE TABLE "pending_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"age" integer NOT NULL,
	"guardian_consent" boolean DEFAULT false NOT NULL,
	"time_zone" text,
	"password_hash" text NOT NULL,
	"token_hash" text NOT NULL,
	"browser_key_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pending_signups_email_lower_idx" ON "pending_signups" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "pending_signups_token_idx" ON "pending_signups" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "pending_signups_expires_idx" ON "pending_signups" USING btree ("expires_at");
