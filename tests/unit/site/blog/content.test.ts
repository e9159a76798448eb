import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { blogContentDir, readArticles, SUMMARY_MAX_LENGTH } from '../../../../content/blog/articles';
import { LANGUAGE_CODES } from '../../../../src/shared/languages';

const ROOT = join(__dirname, '../../../..');
const articles = readArticles(blogContentDir(ROOT));
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('blog articles (content/blog)', () => {
  it('has six or more articles, one file per slug', () => {
    const files = readdirSync(blogContentDir(ROOT)).filter((file) => file.endsWith('.json'));
    expect(files.length).toBeGreaterThanOrEqual(6);
    expect(articles.map((article) => `${article.slug}.json`)).toEqual(files.sort());
  });

  for (const article of articles) {
    describe(article.slug, () => {
      it('is in all seven languages with a title, a summary of at most 200 characters and a body', () => {
        expect(Object.keys(article.translations).sort()).toEqual([...LANGUAGE_CODES].sort());
        for (const lng of LANGUAGE_CODES) {
          const translation = article.translations[lng]!;
          for (const field of ['title', 'summary', 'body'] as const) expect(translation[field].trim(), `${lng}.${field}`).not.toBe('');
          expect(translation.summary.length, `${lng}.summary`).toBeLessThanOrEqual(SUMMARY_MAX_LENGTH);
        }
      });

      it('has a lowercase hyphenated slug, an author and a date in 2025–2026 no later than 20 November 2026', () => {
        expect(article.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(article.author.trim()).not.toBe('');
        const published = new Date(article.publishedAt);
        expect(published.getTime()).toBeGreaterThanOrEqual(Date.UTC(2025, 0, 1));
        expect(published.getTime()).toBeLessThanOrEqual(Date.UTC(2026, 10, 20, 23, 59, 59));
      });

      it('is 500 to 800 words long in English, with paragraphs and subheadings', () => {
        const body = article.translations.en!.body;
        expect(words(body)).toBeGreaterThanOrEqual(500);
        expect(words(body)).toBeLessThanOrEqual(800);
        expect(body.split(/\n\s*\n/).length).toBeGreaterThanOrEqual(6);
        expect(body).toMatch(/^## \S/m);
      });

      it('is translated, not copied: every language has its own title and the same structure as English', () => {
        const headings = (body: string) => body.split('\n').filter((line) => line.startsWith('## ')).length;
        const english = article.translations.en!;
        for (const lng of LANGUAGE_CODES.filter((code) => code !== 'en')) {
          const translation = article.translations[lng]!;
          expect(translation.title, lng).not.toBe(english.title);
          expect(headings(translation.body), lng).toBe(headings(english.body));
        }
      });

      it('writes Serbian in Latin script, Russian in Cyrillic and Chinese in Han characters', () => {
        const { sr, ru, zh } = article.translations;
        expect(`${sr!.title} ${sr!.body}`).not.toMatch(/[\u0400-\u04FF]/);
        expect(sr!.body).toMatch(/[čćšžđ]/i);
        const letters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;
        const cyrillic = (text: string) => text.match(/[\u0400-\u04FF]/g)?.length ?? 0;
        expect(cyrillic(ru!.body) / letters(ru!.body)).toBeGreaterThan(0.9);
        expect(zh!.body).toMatch(/[\u4E00-\u9FFF]{20}/);
      });
    });
  }

  it('spreads the publication dates: no two articles share one', () => {
    const dates = articles.map((article) => article.publishedAt.slice(0, 10));
    expect(new Set(dates).size).toBe(dates.length);
  });
});
