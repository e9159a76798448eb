import { describe, expect, it } from 'vitest';
import { parseArticleBody } from '../../../../src/site/pages/blog/articleBody';
import { formatPublishedDate } from '../../../../src/site/pages/blog/publishedDate';

describe('article body', () => {
  it('splits paragraphs on blank lines and turns "## " lines into subheadings', () => {
    expect(parseArticleBody('First paragraph\ncontinues here.\n\n## A heading\n\nSecond.\r\n\r\n\n## Another\nRight after.')).toEqual([
      { kind: 'paragraph', text: 'First paragraph continues here.' },
      { kind: 'heading', text: 'A heading' },
      { kind: 'paragraph', text: 'Second.' },
      { kind: 'heading', text: 'Another' },
      { kind: 'paragraph', text: 'Right after.' },
    ]);
  });
});

describe('publication date', () => {
  it('is written the way the page language writes dates, Serbian in Latin script, in UTC', () => {
    const iso = '2025-03-12T23:30:00.000Z';
    expect(formatPublishedDate(iso, 'en')).toBe('March 12, 2025');
    expect(formatPublishedDate(iso, 'sr')).toBe('12. mart 2025.');
    expect(formatPublishedDate(iso, 'nl')).toBe('12 maart 2025');
    expect(formatPublishedDate(iso, 'zh')).toBe('2025年3月12日');
  });
});
