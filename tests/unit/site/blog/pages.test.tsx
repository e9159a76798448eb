import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentBlogRecords } from '../../support/blogRecords';
import { blogListFrom, blogListKey, blogPostFrom, blogPostKey, BLOG_PAGE_SIZE } from '../../../../src/shared/blog';
import { BLOG_PAGES } from '../../../../src/site/pages/blog/routes';
import { renderBlog } from './renderBlog';
import { locale } from '../../support/i18n';

const records = contentBlogRecords();
const englishList = blogListFrom(records, 'en', 1, BLOG_PAGE_SIZE);
const slug = englishList.items[0].slug;

/** Replaces fetch with answers by URL (status 200 unless given). */
function mockFetch(answers: Record<string, unknown | { status: number }>) {
  const fetchMock = vi.fn(async (url: string) => {
    const answer = answers[url];
    if (answer === undefined) throw new TypeError('Failed to fetch');
    const status = (answer as { status?: number }).status ?? 200;
    return new Response(JSON.stringify(status === 200 ? answer : { message: 'Not found' }), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('blog routes', () => {
  it('registers /blog as prerendered and /blog/:id as a pattern the prerenderer expands', () => {
    expect(BLOG_PAGES.map((page) => [page.path, page.indexable])).toEqual([
      ['/blog', true],
      ['/blog/:id', false],
    ]);
    expect(BLOG_PAGES.every((page) => page.namespaces.includes('blog'))).toBe(true);
  });
});

describe('/blog', () => {
  it('lists the prerendered first page newest first with links, dates, authors and summaries, fetching nothing', () => {
    const fetchMock = mockFetch({});
    renderBlog('/blog', { initialData: { [blogListKey('en', 1)]: englishList } });
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(BLOG_PAGE_SIZE);
    const first = englishList.items[0];
    expect(within(articles[0]).getByRole('link', { name: first.title })).toHaveAttribute('href', `/blog/${first.slug}`);
    expect(within(articles[0]).getByText(first.summary)).toBeInTheDocument();
    expect(within(articles[0]).getByText(`by ${first.author}`)).toBeInTheDocument();
    expect(articles[0].querySelector('time')).toHaveAttribute('datetime', first.publishedAt);
    expect(screen.getByRole('link', { name: 'Go to page 2' })).toHaveAttribute('href', '/blog?page=2');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.title).toBe('Blog | Danube Digital');
  });

  it('fetches the page named by ?page= in the page language and links in that language', async () => {
    const serbianPage2 = blogListFrom(records, 'sr', 2, BLOG_PAGE_SIZE);
    mockFetch({ '/api/1.0/public/blog?language=sr&current_page=2&page_size=6': serbianPage2 });
    renderBlog('/sr/blog?page=2', { lng: 'sr' });
    expect(screen.getByRole('status')).toHaveTextContent(locale('sr', 'blog').loading);
    const item = serbianPage2.items[0];
    expect(await screen.findByRole('link', { name: item.title })).toHaveAttribute('href', `/sr/blog/${item.slug}`);
    expect(screen.getByRole('link', { name: 'Idite na stranicu 1' })).toHaveAttribute('href', '/sr/blog');
  });

  it('shows a translated error with a retry that loads the list', async () => {
    const fetchMock = mockFetch({});
    renderBlog('/it/blog', { lng: 'it' });
    const blog = locale('it', 'blog');
    expect(await screen.findByText(blog.error.title)).toBeInTheDocument();
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(blogListFrom(records, 'it', 1, BLOG_PAGE_SIZE))));
    await userEvent.click(screen.getByRole('button', { name: blog.error.retry }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(BLOG_PAGE_SIZE));
  });
});

describe('/blog/:id', () => {
  it('shows the article: title as the only h1, date, author, the body’s subheadings as h2, and a way back', () => {
    const post = blogPostFrom(records, slug, 'en')!;
    renderBlog(`/blog/${slug}`, { initialData: { [blogPostKey('en', slug)]: post } });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([post.title]);
    const subheadings = [...post.html.matchAll(/<h2>(.*?)<\/h2>/g)].map((match) => match[1]);
    expect(subheadings.length).toBeGreaterThan(0);
    // The article's own subheadings; the related articles and the call to action follow it.
    const article = screen.getByRole('heading', { level: 1 }).closest('article')!;
    expect(within(article).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(subheadings);
    expect(screen.getByText(`by ${post.author}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Srpski' })).toHaveAttribute('href', `/sr/blog/${slug}`);
    expect(document.title).toBe(`${post.title} | Danube Digital`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', post.summary);
  });

  it('fetches the article in the page language when it was not prerendered', async () => {
    const post = blogPostFrom(records, slug, 'ru')!;
    mockFetch({ [`/api/1.0/public/blog/${slug}?language=ru`]: post });
    renderBlog(`/ru/blog/${slug}`, { lng: 'ru' });
    expect(screen.getByRole('status')).toHaveTextContent(locale('ru', 'blog').loadingPost);
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: locale('ru', 'blog').post.back })).toHaveAttribute('href', '/ru/blog');
  });

  it("renders the site's not-found page for an unknown article", async () => {
    mockFetch({ '/api/1.0/public/blog/no-such-article?language=nl': { status: 404 } });
    renderBlog('/nl/blog/no-such-article', { lng: 'nl' });
    expect(await screen.findByRole('heading', { level: 1, name: locale('nl', 'site').notFound.title })).toBeInTheDocument();
  });
});
