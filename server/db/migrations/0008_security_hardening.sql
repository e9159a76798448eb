ALTER TABLE "emails" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_last_step" bigint;--> statement-breakpoint
CREATE INDEX "emails_batch_idx" ON "emails" USING btree ("batch_id");