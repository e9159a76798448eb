/**
 * Seeds the blog (README.md "First start": blog articles are seeded) from content/blog: every
 * article whose slug is not stored yet becomes an article with its byline and one published
 * version per language; an article already stored (edited, withdrawn or deleted by staff) is
 * left as it is, and so is one whose slug staff changed (its former slug is kept as a redirect,
 * server/routes/articles.ts), so a second start changes nothing.
 */
import { inArray } from 'drizzle-orm';
import { readArticles, type Article } from '../../content/blog/articles';
import { LANGUAGE_CODES } from '../../src/shared/languages';
import type { Database } from './client';
import { articleRedirects, articleTranslations, articles } from './schema';

/**
 * Inserts the articles of `source` (default: every article in content/blog) whose slug is
 * neither stored nor a former slug of a stored article, in one transaction; returns how many
 * versions it inserted.
 */
export async function seedBlogPosts(db: Database, source: readonly Article[] = readArticles()): Promise<number> {
  if (source.length === 0) return 0;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const slugs = source.map((article) => article.slug);
    const current = await tx.select({ slug: articles.slug }).from(articles).where(inArray(articles.slug, slugs));
    const former = await tx.select({ slug: articleRedirects.oldSlug }).from(articleRedirects).where(inArray(articleRedirects.oldSlug, slugs));
    const stored = new Set([...current, ...former].map((row) => row.slug));
    let inserted = 0;
    for (const article of source.filter((candidate) => !stored.has(candidate.slug))) {
      const [created] = await tx
        .insert(articles)
        .values({ slug: article.slug, authorName: article.author })
        // Another instance seeding at the same moment (PostgreSQL without the advisory lock) wins.
        .onConflictDoNothing({ target: articles.slug })
        .returning({ id: articles.id });
      if (!created) continue;
      const publishedAt = new Date(article.publishedAt);
      const versions = LANGUAGE_CODES.flatMap((language) => {
        const translation = article.translations[language];
        return translation ? [{ articleId: created.id, language, ...translation, status: 'published' as const, publishedAt }] : [];
      });
      if (versions.length) await tx.insert(articleTranslations).values(versions);
      inserted += versions.length;
    }
    return inserted;
  });
}
