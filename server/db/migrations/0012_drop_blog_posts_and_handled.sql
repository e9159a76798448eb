DROP TABLE "blog_posts" CASCADE;--> statement-breakpoint
ALTER TABLE "contact_messages" DROP COLUMN "handled";