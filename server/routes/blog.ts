/**
 * The public blog (docs/requirements.md#r2 /blog and /blog/{id}; docs/architecture.md#data-model): a paged list per
 * language, newest first, and one article with the languages it exists in. Anyone may read;
 * answers may be cached for five minutes. The answer bodies come from the same functions the
 * prerenderer uses (src/shared/blog.ts), so prerendered pages embed exactly these shapes.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { LANGUAGE_CODES } from '../../src/shared/languages';
import { BLOG_MAX_PAGE_SIZE, BLOG_PAGE_SIZE, BLOG_SLUG_PATTERN, blogListBody, blogPostBody } from '../../src/shared/blog';
import { blogPosts } from '../db/schema';
import { notFound } from '../http/errors';
import { pageWindow } from './paging';
import { Paged, Timestamp } from './schemas';

const Language = Type.Enum([...LANGUAGE_CODES], { default: 'en', description: 'One of the seven site languages' });

const BlogListQuery = Type.Object({
  language: Language,
  current_page: Type.Integer({ minimum: 1, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: BLOG_MAX_PAGE_SIZE, default: BLOG_PAGE_SIZE }),
});

const BlogPostQuery = Type.Object({ language: Language });
const SlugParams = Type.Object({ slug: Type.String({ pattern: BLOG_SLUG_PATTERN }) });

const BlogListItem = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  author: Type.String(),
  publishedAt: Timestamp,
});

const BlogPost = Type.Object({
  slug: Type.String(),
  language: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  body: Type.String(),
  author: Type.String(),
  publishedAt: Timestamp,
  alternates: Type.Array(Type.String()),
});

const CACHE_CONTROL = 'public, max-age=300';
const tags = ['blog'];

/** The public blog endpoints; register under /api/1.0. */
const blogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/public/blog',
    { config: { permission: 'public' }, schema: { tags, querystring: BlogListQuery, response: { 200: Paged(BlogListItem) } } },
    async ({ query }, reply) => {
      const inLanguage = eq(blogPosts.language, query.language);
      const { limit, offset } = pageWindow(query.current_page, query.page_size);
      const [[{ total }], rows] = await Promise.all([
        app.db.select({ total: count() }).from(blogPosts).where(inLanguage),
        app.db
          .select({ slug: blogPosts.slug, title: blogPosts.title, summary: blogPosts.summary, author: blogPosts.author, publishedAt: blogPosts.publishedAt })
          .from(blogPosts)
          .where(inLanguage)
          // compareNewestFirst's order.
          .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.slug))
          .limit(limit)
          .offset(offset),
      ]);
      reply.header('cache-control', CACHE_CONTROL);
      return blogListBody(rows, total, query.current_page, query.page_size);
    },
  );

  app.get(
    '/public/blog/:slug',
    { config: { permission: 'public' }, schema: { tags, params: SlugParams, querystring: BlogPostQuery, response: { 200: BlogPost } } },
    async ({ params, query }, reply) => {
      const [post] = await app.db
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, params.slug), eq(blogPosts.language, query.language)));
      if (!post) throw notFound();
      const translations = await app.db.select({ language: blogPosts.language }).from(blogPosts).where(eq(blogPosts.slug, params.slug));
      reply.header('cache-control', CACHE_CONTROL);
      return blogPostBody(post, translations.map((t) => t.language));
    },
  );
};

export default blogRoutes;
