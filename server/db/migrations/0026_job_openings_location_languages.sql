-- A job opening's location gets a text per site language, as its title and description have: the
-- existing text becomes the English one; a remote role keeps no location (null).
ALTER TABLE "job_openings" DROP CONSTRAINT "job_openings_location_length";--> statement-breakpoint
ALTER TABLE "job_openings" ALTER COLUMN "location" SET DATA TYPE jsonb USING CASE WHEN "location" IS NULL THEN NULL ELSE jsonb_build_object('en', "location") END;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_location_check" CHECK (jsonb_typeof("job_openings"."location") = 'object' and "job_openings"."location" ? 'en');
