/**
 * An article's related articles as the API answers them (and the publisher renders them, from
 * the same server/publishing/blog-data.ts): src/shared/blog.ts pickRelated over the published
 * versions, tags first, then the earlier articles newest first, then later ones; and which other
 * pages list a changed article.
 */
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { articleTranslations, articles } from '../../server/db/schema';
import { pagesRelatedTo } from '../../server/publishing/blog-data';
import { blogPostFrom, type BlogPost } from '../../src/shared/blog';
import { contentBlogRecords } from '../unit/support/blogRecords';
import { API, setupTestApp } from './helpers';

const t = setupTestApp();
const records = contentBlogRecords();
const english = records.filter((record) => record.language === 'en');
// Oldest first: an untagged article is shown the articles before it, then the ones after it.
const [oldest, second, third] = [...english].sort((a, b) => Date.parse(String(a.publishedAt)) - Date.parse(String(b.publishedAt)));

const post = async (slug: string, language = 'en'): Promise<BlogPost> => (await t.app.inject({ method: 'GET', url: `${API}/public/blog/${slug}?language=${language}` })).json();
const setTags = (slug: string, tags: string[]) => t.app.db.update(articles).set({ tags }).where(eq(articles.slug, slug));

describe('related articles of the public blog', () => {
  it('without tags: the articles before it, then after it, in the asked language', async () => {
    const answer = await post(oldest.slug, 'sr');
    expect(answer.related).toHaveLength(3);
    expect(answer.related).toEqual(blogPostFrom(records, oldest.slug, 'sr')!.related);
    expect(answer.related.map((item) => item.slug)).not.toContain(oldest.slug);
    const serbianTitles = new Set(records.filter((record) => record.language === 'sr').map((record) => record.title));
    expect(answer.related.every((item) => serbianTitles.has(item.title))).toBe(true);
    // The database picks as pickRelated does for every article, the newest and those in between too.
    for (const record of english) {
      expect((await post(record.slug)).related.map((item) => item.slug), record.slug).toEqual(blogPostFrom(records, record.slug, 'en')!.related.map((item) => item.slug));
    }
  });

  it('with tags: those sharing more tags first, whatever their date, then by date around it', async () => {
    await setTags(oldest.slug, ['teams', 'nearshoring']);
    await setTags(second.slug, ['teams']);
    await setTags(third.slug, ['teams', 'nearshoring', 'quality']);
    const answer = await post(oldest.slug);
    const tagged = records.map((record) => ({
      ...record,
      tags: record.slug === oldest.slug ? ['teams', 'nearshoring'] : record.slug === second.slug ? ['teams'] : record.slug === third.slug ? ['teams', 'nearshoring', 'quality'] : [],
    }));
    expect(answer.related.map((item) => item.slug).slice(0, 2)).toEqual([third.slug, second.slug]);
    expect(answer.related).toEqual(blogPostFrom(tagged, oldest.slug, 'en')!.related);
  });

  it('names the other pages that list an article among their related ones now', async () => {
    const pages = await pagesRelatedTo(t.app.db, [third.slug]);
    expect(pages).toContainEqual({ slug: oldest.slug, language: 'en' });
    expect(pages.some((page) => page.slug === third.slug)).toBe(false);
    // Every page named does list it, in its language.
    for (const page of pages.slice(0, 5)) {
      expect((await post(page.slug, page.language)).related.map((item) => item.slug)).toContain(third.slug);
    }
    expect(await pagesRelatedTo(t.app.db, [])).toEqual([]);
  });

  it('leaves out an article withdrawn in that language', async () => {
    const before = (await post(oldest.slug)).related[0].slug;
    const [row] = await t.app.db.select({ id: articles.id }).from(articles).where(eq(articles.slug, before));
    await t.app.db.update(articleTranslations).set({ status: 'draft' }).where(inArray(articleTranslations.articleId, [row.id]));
    const after = await post(oldest.slug);
    expect(after.related.map((item) => item.slug)).not.toContain(before);
    expect(after.related).toHaveLength(3);
  });
});
