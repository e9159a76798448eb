-- Trigram index for the users' search_term (ILIKE '%term%'), and the default sort of the list.
-- pg_trgm is installed in "public", like citext, so that any schema on the search path finds it.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name" || ' ' || "email"::text || ' ' || "user_name"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_id_idx" ON "users" USING btree ("last_name","id");
