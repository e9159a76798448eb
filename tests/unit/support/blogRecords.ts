/**
 * The public blog's records made from content/blog the way the server publishes them (the body
 * rendered by server/markdown.ts, the generated cover), for tests of the blog's pages and API
 * without a database.
 */
import { articleRecords, readArticles } from '../../../content/blog/articles';
import { renderMarkdown } from '../../../server/markdown';
import { generatedCover } from '../../../server/publishing/covers';
import type { BlogPostRecord } from '../../../src/shared/blog';

/** Every published version of the seeded articles. */
export function contentBlogRecords(): BlogPostRecord[] {
  return articleRecords(readArticles()).map(({ body, ...record }) => ({ ...record, html: renderMarkdown(body), cover: generatedCover(record.slug), seoTitle: null, seoDescription: null, tags: [] }));
}
