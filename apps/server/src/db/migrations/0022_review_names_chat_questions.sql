ALTER TABLE "doctor_profiles" ADD COLUMN "medical_questions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "show_first_name" boolean DEFAULT false NOT NULL;