CREATE TABLE "job_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_opening_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"linkedin_url" text,
	"cover_letter" text,
	"language" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"assignee_id" integer,
	"notes" text,
	"consent_at" timestamp with time zone NOT NULL,
	"cv_file_name" text NOT NULL,
	"cv_content_type" text NOT NULL,
	"cv_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cv_data" "bytea" NOT NULL,
	CONSTRAINT "job_applications_name_length" CHECK (char_length("job_applications"."name") between 2 and 100),
	CONSTRAINT "job_applications_email_length" CHECK (char_length("job_applications"."email") <= 254),
	CONSTRAINT "job_applications_phone_length" CHECK (char_length("job_applications"."phone") <= 40),
	CONSTRAINT "job_applications_linkedin_url_length" CHECK (char_length("job_applications"."linkedin_url") <= 300),
	CONSTRAINT "job_applications_cover_letter_length" CHECK (char_length("job_applications"."cover_letter") <= 5000),
	CONSTRAINT "job_applications_language_check" CHECK ("job_applications"."language" in ('en', 'sr', 'it', 'zh', 'es', 'ru', 'nl')),
	CONSTRAINT "job_applications_status_check" CHECK ("job_applications"."status" in ('new', 'screening', 'interview', 'offer', 'rejected', 'hired')),
	CONSTRAINT "job_applications_notes_length" CHECK (char_length("job_applications"."notes") <= 5000),
	CONSTRAINT "job_applications_cv_file_name_length" CHECK (char_length("job_applications"."cv_file_name") between 1 and 255),
	CONSTRAINT "job_applications_cv_content_type_check" CHECK ("job_applications"."cv_content_type" in ('application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
	CONSTRAINT "job_applications_cv_size_range" CHECK ("job_applications"."cv_size" between 1 and 5242880)
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_opening_id_job_openings_id_fk" FOREIGN KEY ("job_opening_id") REFERENCES "job_openings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_applications_created_idx" ON "job_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "job_applications_opening_idx" ON "job_applications" USING btree ("job_opening_id");--> statement-breakpoint
CREATE INDEX "job_applications_status_idx" ON "job_applications" USING btree ("status");