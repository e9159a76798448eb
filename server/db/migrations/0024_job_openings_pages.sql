-- Job openings get public pages (/careers/<slug>) and their title and description a text per site
-- language: the existing texts become the English ones, and every opening an address made from its
-- English title and its id (unique, and within the slug pattern).
ALTER TABLE "job_openings" DROP CONSTRAINT "job_openings_title_length";--> statement-breakpoint
ALTER TABLE "job_openings" DROP CONSTRAINT "job_openings_description_length";--> statement-breakpoint
ALTER TABLE "job_openings" ALTER COLUMN "title" SET DATA TYPE jsonb USING jsonb_build_object('en', "title");--> statement-breakpoint
ALTER TABLE "job_openings" ALTER COLUMN "description" SET DATA TYPE jsonb USING jsonb_build_object('en', "description");--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "job_openings" SET "slug" = coalesce(nullif(trim(both '-' from regexp_replace(lower("title"->>'en'), '[^a-z0-9]+', '-', 'g')), ''), 'opening') || '-' || "id";--> statement-breakpoint
ALTER TABLE "job_openings" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "job_openings_slug_unique" ON "job_openings" USING btree ("slug") WHERE deleted_at is null;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_slug_length" CHECK (char_length("job_openings"."slug") between 1 and 120);--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_title_check" CHECK (jsonb_typeof("job_openings"."title") = 'object' and "job_openings"."title" ? 'en');--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_description_check" CHECK (jsonb_typeof("job_openings"."description") = 'object' and "job_openings"."description" ? 'en');
