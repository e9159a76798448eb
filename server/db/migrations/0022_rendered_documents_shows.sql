ALTER TABLE "rendered_documents" ADD COLUMN "shows" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "rendered_documents_shows" ON "rendered_documents" USING gin ("shows");