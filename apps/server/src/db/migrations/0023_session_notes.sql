CREATE TABLE "session_note_addenda" (
	"id" uuid PRIMARY KEY NOT NULL,
	"note_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"key_id" text NOT NULL,
	"wrapped_key" "bytea" NOT NULL,
	"iv" "bytea" NOT NULL,
	"ciphertext" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"template" text NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"key_id" text NOT NULL,
	"wrapped_key" "bytea" NOT NULL,
	"iv" "bytea" NOT NULL,
	"ciphertext" "bytea" NOT NULL,
	CONSTRAINT "session_notes_template" CHECK ("session_notes"."template" in ('soap', 'dap', 'free'))
);
--> statement-breakpoint
ALTER TABLE "session_note_addenda" ADD CONSTRAINT "session_note_addenda_note_id_session_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."session_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_note_addenda" ADD CONSTRAINT "session_note_addenda_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_note_addenda_note_idx" ON "session_note_addenda" USING btree ("note_id","created_at");--> statement-breakpoint
CREATE INDEX "session_note_addenda_key_idx" ON "session_note_addenda" USING btree ("key_id");--> statement-breakpoint
CREATE UNIQUE INDEX "session_notes_booking_idx" ON "session_notes" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "session_notes_author_idx" ON "session_notes" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "session_notes_key_idx" ON "session_notes" USING btree ("key_id");--> statement-breakpoint
-- Integrity in the database (issue 25): a signed note and an addendum never change, whatever
-- the application does; only their data key may be wrapped again (key rotation), and rows may
-- go with the account or booking they belong to.
CREATE FUNCTION "session_notes_signed_locked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.signed_at IS NOT NULL AND (
    NEW.ciphertext IS DISTINCT FROM OLD.ciphertext OR NEW.iv IS DISTINCT FROM OLD.iv
    OR NEW.template IS DISTINCT FROM OLD.template OR NEW.version IS DISTINCT FROM OLD.version
    OR NEW.signed_at IS DISTINCT FROM OLD.signed_at OR NEW.updated_at IS DISTINCT FROM OLD.updated_at
    OR NEW.booking_id IS DISTINCT FROM OLD.booking_id OR NEW.author_id IS DISTINCT FROM OLD.author_id
    OR NEW.id IS DISTINCT FROM OLD.id
  ) THEN
    RAISE EXCEPTION 'a signed session note is locked' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "session_notes_signed_locked" BEFORE UPDATE ON "session_notes"
  FOR EACH ROW EXECUTE FUNCTION "session_notes_signed_locked"();--> statement-breakpoint
CREATE FUNCTION "session_note_addenda_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.ciphertext IS DISTINCT FROM OLD.ciphertext OR NEW.iv IS DISTINCT FROM OLD.iv
    OR NEW.created_at IS DISTINCT FROM OLD.created_at OR NEW.note_id IS DISTINCT FROM OLD.note_id
    OR NEW.author_id IS DISTINCT FROM OLD.author_id OR NEW.id IS DISTINCT FROM OLD.id THEN
    RAISE EXCEPTION 'session note addenda are append-only' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "session_note_addenda_append_only" BEFORE UPDATE ON "session_note_addenda"
  FOR EACH ROW EXECUTE FUNCTION "session_note_addenda_append_only"();
