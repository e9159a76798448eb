import { describe, expect, it } from 'vitest';
import { count, eq, max } from 'drizzle-orm';
import { contentBlogRecords } from '../unit/support/blogRecords';
import { seed } from '../../server/db/seed';
import { seedBlogPosts } from '../../server/db/seed-blog';
import { blogPosts } from '../../server/db/schema';
import { LANGUAGE_CODES } from '../../src/shared/languages';
import { blogListFrom, blogPostFrom, type BlogList, type BlogPost } from '../../src/shared/blog';
import { API, setupTestApp } from './helpers';

const t = setupTestApp();
const records = contentBlogRecords();
const slugs = [...new Set(records.map((record) => record.slug))];

const get = (url: string) => t.app.inject({ method: 'GET', url: `${API}${url}` });

describe('public blog list', () => {
  it('lists the seeded articles newest first in each of the seven languages, without signing in', async () => {
    for (const language of LANGUAGE_CODES) {
      const response = await get(`/public/blog?language=${language}&page_size=50`);
      expect(response.statusCode).toBe(200);
      const list: BlogList = response.json();
      expect(list.total_count).toBe(slugs.length);
      const dates = list.items.map((item) => Date.parse(item.publishedAt));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      const inLanguage = records.filter((record) => record.language === language);
      expect(list.items.map((item) => item.title).sort()).toEqual(inLanguage.map((record) => record.title).sort());
      expect(Object.keys(list.items[0]).sort()).toEqual(['author', 'publishedAt', 'slug', 'summary', 'title']);
    }
  });

  it('answers English by default and pages with current_page and page_size', async () => {
    const first: BlogList = (await get('/public/blog?page_size=2')).json();
    expect(first).toMatchObject({ current_page: 1, page_size: 2, total_count: slugs.length, total_pages: Math.ceil(slugs.length / 2) });
    expect(first.items).toHaveLength(2);
    const second: BlogList = (await get('/public/blog?language=en&current_page=2&page_size=2')).json();
    expect(second.current_page).toBe(2);
    expect(second.items.map((item) => item.slug)).not.toContain(first.items[0].slug);
    expect(Date.parse(second.items[0].publishedAt)).toBeLessThanOrEqual(Date.parse(first.items[1].publishedAt));
    const beyond: BlogList = (await get('/public/blog?current_page=99&page_size=2')).json();
    expect(beyond.items).toEqual([]);
  });

  it('answers exactly what the prerenderer embeds for the same page (one shared shape)', async () => {
    for (const language of ['en', 'zh'] as const) {
      const answer = (await get(`/public/blog?language=${language}&current_page=2&page_size=3`)).json();
      expect(answer).toEqual(blogListFrom(records, language, 2, 3));
    }
  });

  it('may be cached for five minutes', async () => {
    const response = await get('/public/blog');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it('rejects an unsupported language and a page size above 50 with 400', async () => {
    for (const query of ['language=de', 'language=EN', 'page_size=51', 'page_size=0', 'current_page=0', 'current_page=x']) {
      const response = await get(`/public/blog?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe('Bad request');
    }
    expect((await get('/public/blog?page_size=50')).statusCode).toBe(200);
  });
});

describe('public blog article', () => {
  it('returns one article in the asked language with the languages it exists in', async () => {
    const slug = slugs[0];
    const response = await get(`/public/blog/${slug}?language=sr`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const post: BlogPost = response.json();
    const source = records.find((record) => record.slug === slug && record.language === 'sr')!;
    expect(post).toMatchObject({ slug, language: 'sr', title: source.title, summary: source.summary, html: source.html, author: source.author });
    expect(post.alternates).toEqual([...LANGUAGE_CODES]);
    expect(post).toEqual(blogPostFrom(records, slug, 'sr'));
  });

  it('answers English without a language', async () => {
    const post: BlogPost = (await get(`/public/blog/${slugs[1]}`)).json();
    expect(post.language).toBe('en');
  });

  it('answers 404 {message: "Not found"} for an unknown slug', async () => {
    const response = await get('/public/blog/no-such-article?language=it');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('rejects a malformed slug or language with 400', async () => {
    for (const url of ['/public/blog/Not_A_Slug', '/public/blog/caf%C3%A9', `/public/blog/${slugs[0]}?language=xx`]) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
    // Fastify's router answers 414 itself for a path parameter over 100 characters (maxParamLength).
    expect([400, 414]).toContain((await get(`/public/blog/${'a'.repeat(121)}`)).statusCode);
  });
});

describe('blog seeding', () => {
  it('stores every article in all seven languages and changes no row when run again', async () => {
    const snapshot = async () => {
      const [{ rows, newest }] = await t.app.db.select({ rows: count(), newest: max(blogPosts.updatedAt) }).from(blogPosts);
      return { rows, newest: newest?.toISOString() };
    };
    const before = await snapshot();
    expect(before.rows).toBe(slugs.length * LANGUAGE_CODES.length);

    expect(await seedBlogPosts(t.app.db)).toBe(0);
    await seed(t.app.db, { adminEmail: t.config.adminEmail, print: () => undefined });
    expect(await snapshot()).toEqual(before);
  });

  it('adds only a missing translation and keeps edited rows as they are', async () => {
    const slug = slugs[0];
    await t.app.db.update(blogPosts).set({ title: 'Edited in the database' }).where(eq(blogPosts.slug, slug));
    await t.app.db.delete(blogPosts).where(eq(blogPosts.language, 'nl'));

    expect(await seedBlogPosts(t.app.db)).toBe(slugs.length);
    const titles = await t.app.db.select({ title: blogPosts.title, language: blogPosts.language }).from(blogPosts).where(eq(blogPosts.slug, slug));
    expect(titles.find((row) => row.language === 'en')?.title).toBe('Edited in the database');
    expect(titles.find((row) => row.language === 'nl')?.title).toBe(records.find((r) => r.slug === slug && r.language === 'nl')!.title);
  });
});
