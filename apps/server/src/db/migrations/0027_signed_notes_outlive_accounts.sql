-- Migration 0026 lets a kept note lose its booking and its author, and an addendum its author
-- (ON DELETE SET NULL), but 0023's locks refuse any change to those columns of a signed note
-- or an addendum: every deletion of an account with a signed note failed. The locks now let a
-- link become null (its account going), nothing else; a subject once set stays.
CREATE OR REPLACE FUNCTION "session_notes_signed_locked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.signed_at IS NOT NULL AND (
    NEW.ciphertext IS DISTINCT FROM OLD.ciphertext OR NEW.iv IS DISTINCT FROM OLD.iv
    OR NEW.template IS DISTINCT FROM OLD.template OR NEW.version IS DISTINCT FROM OLD.version
    OR NEW.signed_at IS DISTINCT FROM OLD.signed_at OR NEW.updated_at IS DISTINCT FROM OLD.updated_at
    OR (NEW.booking_id IS NOT NULL AND NEW.booking_id IS DISTINCT FROM OLD.booking_id)
    OR (NEW.author_id IS NOT NULL AND NEW.author_id IS DISTINCT FROM OLD.author_id)
    OR (OLD.subject_id IS NOT NULL AND NEW.subject_id IS DISTINCT FROM OLD.subject_id)
    OR NEW.id IS DISTINCT FROM OLD.id
  ) THEN
    RAISE EXCEPTION 'a signed session note is locked' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "session_note_addenda_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.ciphertext IS DISTINCT FROM OLD.ciphertext OR NEW.iv IS DISTINCT FROM OLD.iv
    OR NEW.created_at IS DISTINCT FROM OLD.created_at OR NEW.note_id IS DISTINCT FROM OLD.note_id
    OR (NEW.author_id IS NOT NULL AND NEW.author_id IS DISTINCT FROM OLD.author_id)
    OR NEW.id IS DISTINCT FROM OLD.id THEN
    RAISE EXCEPTION 'session note addenda are append-only' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
