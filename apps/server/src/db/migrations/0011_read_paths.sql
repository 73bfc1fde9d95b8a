-- Public reads (the catalogue, a therapist's slots) and session lookups are answered from each
-- server's memory. Whatever writes these tables (any feature, an operator's SQL, a test), the
-- committed change is announced on one channel, so every instance drops what it changed. One
-- payload per therapist (or table) per transaction: PostgreSQL folds identical ones together.
CREATE FUNCTION "solace_announce_read_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('solace_reads', '*');
  ELSIF TG_TABLE_NAME IN ('slots', 'bookings') THEN
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('solace_reads', 'doctor:' || OLD.doctor_id); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('solace_reads', 'doctor:' || NEW.doctor_id); END IF;
  ELSIF TG_TABLE_NAME = 'doctor_profiles' THEN
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('solace_reads', 'doctor:' || OLD.user_id); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('solace_reads', 'doctor:' || NEW.user_id); END IF;
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('solace_reads', 'user:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('solace_reads', 'session:' || OLD.id);
  ELSE
    PERFORM pg_notify('solace_reads', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "plans_announce" AFTER INSERT OR UPDATE OR DELETE ON "plans"
  FOR EACH STATEMENT EXECUTE FUNCTION "solace_announce_read_change"();--> statement-breakpoint
CREATE TRIGGER "services_announce" AFTER INSERT OR UPDATE OR DELETE ON "services"
  FOR EACH STATEMENT EXECUTE FUNCTION "solace_announce_read_change"();--> statement-breakpoint
CREATE TRIGGER "doctor_profiles_announce" AFTER INSERT OR UPDATE OR DELETE ON "doctor_profiles"
  FOR EACH ROW EXECUTE FUNCTION "solace_announce_read_change"();--> statement-breakpoint
CREATE TRIGGER "slots_announce" AFTER INSERT OR UPDATE OR DELETE ON "slots"
  FOR EACH ROW EXECUTE FUNCTION "solace_announce_read_change"();--> statement-breakpoint
CREATE TRIGGER "bookings_announce" AFTER INSERT OR UPDATE OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "solace_announce_read_change"();--> statement-breakpoint
-- A name, e-mail, role or account that changes or goes: the catalogue and sessions of that user.
CREATE TRIGGER "users_announce" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "solace_announce_read_change"();--> statement-breakpoint
-- A session revoked or removed (not merely used: last_active_at is left out on purpose).
CREATE TRIGGER "sessions_announce" AFTER UPDATE OF "revoked_at", "expires_at", "user_id" OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "solace_announce_read_change"();--> statement-breakpoint
CREATE TRIGGER "read_tables_truncated" AFTER TRUNCATE ON "plans"
  FOR EACH STATEMENT EXECUTE FUNCTION "solace_announce_read_change"();--> statement-breakpoint
CREATE TRIGGER "read_tables_truncated" AFTER TRUNCATE ON "services"
  FOR EACH STATEMENT EXECUTE FUNCTION "solace_announce_read_change"();--> statement-breakpoint
CREATE TRIGGER "read_tables_truncated" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "solace_announce_read_change"();--> statement-breakpoint
CREATE TRIGGER "read_tables_truncated" AFTER TRUNCATE ON "doctor_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "solace_announce_read_change"();--> statement-breakpoint
CREATE TRIGGER "read_tables_truncated" AFTER TRUNCATE ON "slots"
  FOR EACH STATEMENT EXECUTE FUNCTION "solace_announce_read_change"();--> statement-breakpoint
CREATE TRIGGER "read_tables_truncated" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "solace_announce_read_change"();--> statement-breakpoint
CREATE TRIGGER "read_tables_truncated" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "solace_announce_read_change"();
