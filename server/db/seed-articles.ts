/**
 * Generated published articles for the publishing benchmark (`npm run seed:large -- --articles N`,
 * bench/publish.ts; docs/decisions.md#render-queue): `bench-article-<n>`, each published in all
 * seven languages with a title, summary, a Markdown body of about 2 kB and two of eight tags, dated
 * one a day back from 2026-11-30, so lists, related articles and the sitemap have the size of a
 * long-running blog. Idempotent: slugs already there are skipped.
 */
import { LANGUAGE_CODES } from '../../src/shared/languages';
import type { Database } from './client';
import { articleTranslations, articles } from './schema';

/** Slugs of generated articles start with it (the bench finds them by it). */
export const GENERATED_ARTICLE_PREFIX = 'bench-article-';
const TAGS = ['engineering', 'delivery', 'cloud', 'security', 'data', 'design', 'nearshoring', 'quality'];
const NEWEST = Date.UTC(2026, 10, 30, 9, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

/** A body of about 2 kB of Markdown: headings, paragraphs, a list. */
function body(index: number, language: string): string {
  const paragraph = `Article ${index} (${language}) looks at how a small team ships reliable software: planning in short cycles, reviewing every change, measuring what users feel and keeping the deployment boring. `;
  return [`## Context`, paragraph.repeat(4), `## What we did`, `- ${paragraph}`, `- ${paragraph}`, `- ${paragraph}`, `## Result`, paragraph.repeat(3)].join('\n\n');
}

/**
 * Inserts up to `count` generated articles (see the module comment) in batches of 100 articles;
 * `progress(done, total)` after each. Returns how many were inserted.
 */
export async function seedArticles(db: Database, count: number, progress: (done: number, total: number) => void = () => undefined): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < count; start += 100) {
    const indexes = Array.from({ length: Math.min(100, count - start) }, (_, offset) => start + offset + 1);
    await db.transaction(async (tx) => {
      const created = await tx
        .insert(articles)
        .values(indexes.map((index) => ({ slug: `${GENERATED_ARTICLE_PREFIX}${index}`, authorName: 'Bench Writer', tags: [TAGS[index % TAGS.length], TAGS[(index * 3 + 1) % TAGS.length]] })))
        .onConflictDoNothing()
        .returning({ id: articles.id, slug: articles.slug });
      if (created.length === 0) return;
      const byId = created.map(({ id, slug }) => ({ id, index: Number(slug.slice(GENERATED_ARTICLE_PREFIX.length)) }));
      const publishedAt = (index: number) => new Date(NEWEST - index * DAY);
      await tx.insert(articleTranslations).values(
        byId.flatMap(({ id, index }) =>
          LANGUAGE_CODES.map((language) => ({
            articleId: id,
            language,
            title: `Delivery notes ${index} (${language})`,
            summary: `What article ${index} says about shipping software, in ${language}.`,
            body: body(index, language),
            status: 'published' as const,
            publishedAt: publishedAt(index),
          })),
        ),
      );
      inserted += created.length;
    });
    progress(start + indexes.length, count);
  }
  return inserted;
}

