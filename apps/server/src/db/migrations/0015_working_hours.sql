-- A therapist's weekly working hours as last used, so the editor opens with them.
CREATE TABLE "working_hours" (
	"doctor_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"hours" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
