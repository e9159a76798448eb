-- Custom migration (drizzle-kit generate --custom): moves data into the tables of 0009.
-- A contact message's handled flag becomes its status.
UPDATE "contact_messages" SET "status" = CASE WHEN "handled" THEN 'handled' ELSE 'new' END;
--> statement-breakpoint
-- Every blog post becomes an article (one per slug; the byline of its English version, else any)
-- with one published version per language.
INSERT INTO "articles" ("slug", "author_name", "created_at", "updated_at")
SELECT "slug", (array_agg("author" ORDER BY ("language" = 'en') DESC, "language"))[1], min("created_at"), max("updated_at")
FROM "blog_posts" GROUP BY "slug"
ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
INSERT INTO "article_translations" ("article_id", "language", "title", "summary", "body", "status", "published_at", "created_at", "updated_at")
SELECT a."id", b."language", b."title", b."summary", b."body", 'published', b."published_at", b."created_at", b."updated_at"
FROM "blog_posts" b JOIN "articles" a ON a."slug" = b."slug"
ON CONFLICT ("article_id", "language") DO NOTHING;
