import { describe, expect, it } from 'vitest';
import { blogListFrom, blogListKey, blogListUrl, blogPostFrom, blogPostUrl, type BlogPostRecord } from '../../../../src/shared/blog';
import { initialDataScript, readInitialData } from '../../../../src/site/data/initialData';

const COVER = { src: '/covers/x.svg', width: 1200, height: 630, alt: '', sources: [] };

const record = (slug: string, language: string, publishedAt: string): BlogPostRecord => ({
  slug,
  language,
  title: `${slug} (${language})`,
  summary: 'Summary',
  html: '<p>Body</p>',
  author: 'Ana',
  publishedAt,
  cover: COVER,
});

const RECORDS = [
  record('older', 'en', '2025-01-10T09:00:00Z'),
  record('newest', 'en', '2026-03-01T09:00:00Z'),
  record('middle-b', 'en', '2025-06-01T09:00:00Z'),
  record('middle-a', 'en', '2025-06-01T09:00:00Z'),
  record('newest', 'sr', '2026-03-01T09:00:00Z'),
  record('newest', 'zh', '2026-03-01T09:00:00Z'),
];

describe('blog API answers (shared by the server route and the publisher)', () => {
  it('lists one language newest first, equal dates by slug, one page at a time', () => {
    expect(blogListFrom(RECORDS, 'en', 1, 3)).toEqual({
      items: ['newest', 'middle-a', 'middle-b'].map((slug) => ({
        slug,
        title: `${slug} (en)`,
        summary: 'Summary',
        author: 'Ana',
        publishedAt: new Date(RECORDS.find((r) => r.slug === slug)!.publishedAt).toISOString(),
        cover: COVER,
      })),
      current_page: 1,
      page_size: 3,
      total_count: 4,
      total_pages: 2,
      total_exact: true,
    });
    expect(blogListFrom(RECORDS, 'en', 2, 3).items.map((item) => item.slug)).toEqual(['older']);
    expect(blogListFrom(RECORDS, 'nl', 1, 3)).toMatchObject({ items: [], total_count: 0, total_pages: 0 });
  });

  it('reads one article with its languages in the site order, or nothing', () => {
    expect(blogPostFrom(RECORDS, 'newest', 'sr')).toMatchObject({ slug: 'newest', language: 'sr', title: 'newest (sr)', alternates: ['en', 'sr', 'zh'] });
    expect(blogPostFrom(RECORDS, 'older', 'sr')).toBeUndefined();
    expect(blogPostFrom(RECORDS, 'missing', 'en')).toBeUndefined();
  });

  it('builds the API addresses and initial-data keys', () => {
    expect(blogListUrl('it', 2)).toBe('/api/1.0/public/blog?language=it&current_page=2&page_size=6');
    expect(blogPostUrl('nl', 'a-b')).toBe('/api/1.0/public/blog/a-b?language=nl');
    expect(blogListKey('ru', 1)).toBe('blog:list:ru:1');
  });
});

describe('initial data script', () => {
  it('escapes < so that no value can close the script element, and reads back the same record', () => {
    const data = { 'blog:post:en:x': { title: '</script><script>alert(1)</script>', body: 'a <!-- b' } };
    const script = initialDataScript(data);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    document.body.innerHTML = script;
    expect(readInitialData(document)).toEqual(data);
  });

  it('reads an empty record when there is no script or it is not JSON', () => {
    document.body.innerHTML = '';
    expect(readInitialData(document)).toEqual({});
    document.body.innerHTML = '<script id="initial-data" type="application/json">{oops</script>';
    expect(readInitialData(document)).toEqual({});
  });
});
