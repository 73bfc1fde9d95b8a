CREATE TABLE "video_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "video_messages_body_length" CHECK (char_length("video_messages"."body") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "video_messages" ADD CONSTRAINT "video_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_messages" ADD CONSTRAINT "video_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_messages_booking_time_idx" ON "video_messages" USING btree ("booking_id","sent_at","id");--> statement-breakpoint
CREATE INDEX "video_messages_sender_idx" ON "video_messages" USING btree ("sender_id");
