/**
 * Seeds the blog (README.md "First start": blog posts are seeded) from content/blog: inserts
 * the (slug, language) translations that are missing and leaves every existing row as it is,
 * so a second start changes nothing and edits made in the database survive.
 */
import { articleRecords, readArticles } from '../../content/blog/articles';
import type { BlogPostRecord } from '../../src/shared/blog';
import type { Database } from './client';
import { blogPosts } from './schema';

/**
 * Inserts the records of `records` (default: every article in content/blog) whose
 * (slug, language) is not yet stored; returns how many rows it inserted.
 */
export async function seedBlogPosts(db: Database, records: readonly BlogPostRecord[] = articleRecords(readArticles())): Promise<number> {
  const stored = new Set((await db.select({ slug: blogPosts.slug, language: blogPosts.language }).from(blogPosts)).map((row) => `${row.slug}/${row.language}`));
  const missing = records.filter((record) => !stored.has(`${record.slug}/${record.language}`));
  if (missing.length === 0) return 0;
  const inserted = await db
    .insert(blogPosts)
    .values(missing.map((record) => ({ ...record, publishedAt: new Date(record.publishedAt) })))
    // Another instance seeding at the same moment (PostgreSQL without the advisory lock) wins.
    .onConflictDoNothing({ target: [blogPosts.slug, blogPosts.language] })
    .returning({ id: blogPosts.id });
  return inserted.length;
}
