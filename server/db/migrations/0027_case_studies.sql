CREATE TABLE "case_studies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_studies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"client_name" text NOT NULL,
	"client_logo_id" integer,
	"industry" text NOT NULL,
	"country" text NOT NULL,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"challenge" jsonb NOT NULL,
	"solution" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"figures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"testimonial_id" integer,
	"cover_id" integer,
	"featured" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "case_studies_slug_length" CHECK (char_length("case_studies"."slug") between 1 and 120),
	CONSTRAINT "case_studies_title_check" CHECK (jsonb_typeof("case_studies"."title") = 'object' and "case_studies"."title" ? 'en'),
	CONSTRAINT "case_studies_summary_check" CHECK (jsonb_typeof("case_studies"."summary") = 'object' and "case_studies"."summary" ? 'en'),
	CONSTRAINT "case_studies_client_name_length" CHECK (char_length("case_studies"."client_name") between 2 and 120),
	CONSTRAINT "case_studies_industry_check" CHECK ("case_studies"."industry" in ('finance', 'healthcare', 'retail', 'logistics', 'manufacturing', 'energy', 'telecom', 'education', 'publicSector', 'travel', 'realEstate', 'agriculture')),
	CONSTRAINT "case_studies_services_check" CHECK ("case_studies"."services" <@ array['custom', 'outsourcing', 'talent', 'excellence']::text[] and cardinality("case_studies"."services") between 1 and 4),
	CONSTRAINT "case_studies_challenge_check" CHECK (jsonb_typeof("case_studies"."challenge") = 'object' and "case_studies"."challenge" ? 'en'),
	CONSTRAINT "case_studies_solution_check" CHECK (jsonb_typeof("case_studies"."solution") = 'object' and "case_studies"."solution" ? 'en'),
	CONSTRAINT "case_studies_result_check" CHECK (jsonb_typeof("case_studies"."result") = 'object' and "case_studies"."result" ? 'en'),
	CONSTRAINT "case_studies_figures_check" CHECK (jsonb_typeof("case_studies"."figures") = 'array' and jsonb_array_length("case_studies"."figures") <= 4)
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "testimonials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quote" jsonb NOT NULL,
	"person" text NOT NULL,
	"role" jsonb NOT NULL,
	"organisation" text,
	"photo_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "testimonials_quote_check" CHECK (jsonb_typeof("testimonials"."quote") = 'object' and "testimonials"."quote" ? 'en'),
	CONSTRAINT "testimonials_person_length" CHECK (char_length("testimonials"."person") between 2 and 100),
	CONSTRAINT "testimonials_role_check" CHECK (jsonb_typeof("testimonials"."role") = 'object' and "testimonials"."role" ? 'en'),
	CONSTRAINT "testimonials_organisation_length" CHECK (char_length("testimonials"."organisation") <= 120)
);
--> statement-breakpoint
ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_client_logo_id_media_id_fk" FOREIGN KEY ("client_logo_id") REFERENCES "media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_testimonial_id_testimonials_id_fk" FOREIGN KEY ("testimonial_id") REFERENCES "testimonials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "case_studies_slug_unique" ON "case_studies" USING btree ("slug") WHERE deleted_at is null;