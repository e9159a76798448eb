import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { BLOG_RELATED_COUNT, blogPostFrom, blogPostKey, pickRelated, type BlogPostRecord } from '../../../../src/shared/blog';
import { contentBlogRecords } from '../../support/blogRecords';
import { locale } from '../../support/i18n';
import { renderBlog } from './renderBlog';

const COVER = { src: '/covers/x.svg', width: 1200, height: 630, alt: '', sources: [] };

const record = (slug: string, publishedAt: string, tags: string[] = [], language = 'en'): BlogPostRecord => ({
  slug,
  language,
  title: `${slug} (${language})`,
  summary: `Summary of ${slug}`,
  html: '<p>Body</p>',
  author: 'Ana',
  publishedAt,
  cover: COVER,
  tags,
});

describe('related articles (pickRelated)', () => {
  const post = record('post', '2025-05-01T09:00:00Z', ['nearshoring', 'teams']);
  const slugs = (records: BlogPostRecord[]) => records.map((candidate) => candidate.slug);

  it('puts articles sharing more tags first, then those published before it (newest first), then later ones (oldest first), never the article itself', () => {
    const candidates = [
      post,
      record('newest-untagged', '2026-06-01T09:00:00Z'),
      record('one-tag-old', '2024-01-01T09:00:00Z', ['teams']),
      record('two-tags', '2023-01-01T09:00:00Z', ['teams', 'nearshoring', 'gdpr']),
      record('one-tag-new', '2025-09-01T09:00:00Z', ['nearshoring', 'retail']),
      record('other-tag', '2026-05-01T09:00:00Z', ['retail']),
    ];
    expect(slugs(pickRelated(post, candidates))).toEqual(['two-tags', 'one-tag-old', 'one-tag-new']);
    expect(slugs(pickRelated(post, candidates, 5))).toEqual(['two-tags', 'one-tag-old', 'one-tag-new', 'other-tag', 'newest-untagged']);
  });

  it('without a shared tag: the earlier articles, then the later ones oldest first (equal dates in the list\'s order reversed)', () => {
    const candidates = [
      record('b-same-day', '2025-06-01T09:00:00Z', ['x']),
      record('a-same-day', '2025-06-01T09:00:00Z'),
      record('oldest', '2020-01-01T09:00:00Z'),
      record('newest', '2026-01-01T09:00:00Z', ['y']),
    ];
    expect(slugs(pickRelated(record('untagged', '2025-01-01T09:00:00Z'), candidates))).toEqual(['oldest', 'b-same-day', 'a-same-day']);
    // Published after all of them: the newest first, as the list shows them.
    expect(slugs(pickRelated(record('latest', '2027-01-01T09:00:00Z'), candidates))).toEqual(['newest', 'a-same-day', 'b-same-day']);
  });

  it('picks only in the article\'s language, and fewer when there are fewer', () => {
    const candidates = [record('serbian', '2026-01-01T09:00:00Z', ['teams'], 'sr'), record('english', '2020-01-01T09:00:00Z'), post];
    expect(slugs(pickRelated(post, candidates))).toEqual(['english']);
    expect(pickRelated(post, [post])).toEqual([]);
  });

  it('is part of the article answer, as list entries, at most BLOG_RELATED_COUNT', () => {
    const records = [post, record('two-tags', '2023-01-01T09:00:00Z', ['teams', 'nearshoring']), ...[1, 2, 3, 4].map((n) => record(`n${n}`, `202${n}-01-01T09:00:00Z`))];
    const answer = blogPostFrom(records, 'post', 'en')!;
    expect(answer.related).toHaveLength(BLOG_RELATED_COUNT);
    expect(answer.related[0]).toEqual({ slug: 'two-tags', title: 'two-tags (en)', summary: 'Summary of two-tags', author: 'Ana', publishedAt: '2023-01-01T09:00:00.000Z', cover: COVER });
    expect(answer.related.map((item) => item.slug)).toEqual(['two-tags', 'n4', 'n3']);
  });
});

describe('the end of an article page', () => {
  const records = contentBlogRecords();

  it.each(['en', 'sr'] as const)('shows related articles in the article\'s language (%s) and a contact call to action', (lng) => {
    const slug = records.find((candidate) => candidate.language === lng)!.slug;
    const post = blogPostFrom(records, slug, lng)!;
    expect(post.related.length).toBeGreaterThanOrEqual(2);
    const prefix = lng === 'en' ? '' : `/${lng}`;
    renderBlog(`${prefix}/blog/${slug}`, { lng, initialData: { [blogPostKey(lng, slug)]: post } });
    const blog = locale(lng, 'blog');

    const related = screen.getByRole('region', { name: blog.post.related.title });
    const cards = within(related).getAllByRole('article');
    expect(cards).toHaveLength(post.related.length);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(post.related.map((item) => item.title));
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual(post.related.map((item) => `${prefix}/blog/${item.slug}`));
    expect(within(related).queryByRole('link', { name: post.title })).toBeNull();

    const callToAction = screen.getByRole('heading', { level: 2, name: blog.post.cta.title }).closest('section')!;
    expect(within(callToAction).getByRole('link', { name: blog.post.cta.button })).toHaveAttribute('href', `${prefix}/contact`);
  });

  it('shows no related section when the article is the only one in its language, and still the call to action', () => {
    const only = record('only', '2025-01-01T09:00:00Z', [], 'nl');
    renderBlog('/nl/blog/only', { lng: 'nl', initialData: { [blogPostKey('nl', 'only')]: blogPostFrom([only], 'only', 'nl')! } });
    const blog = locale('nl', 'blog');
    expect(screen.queryByRole('region', { name: blog.post.related.title })).toBeNull();
    expect(screen.getByRole('link', { name: blog.post.cta.button })).toHaveAttribute('href', '/nl/contact');
  });
});
