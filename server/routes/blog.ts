/**
 * The public blog (docs/requirements.md#r2 /blog and /blog/{id}; docs/decisions.md#publishing): a
 * paged list per language, newest first, and one article with the languages it is published in,
 * its body as sanitised HTML, its cover and its related articles. Only published versions of undeleted articles are
 * shown. Anyone may read; answers may be cached for a minute. The answers come from the same
 * functions the publisher renders the pages with (server/publishing/blog-data.ts), so a
 * prerendered page embeds exactly these.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LANGUAGE_CODES } from '../../src/shared/languages';
import { BLOG_MAX_PAGE_SIZE, BLOG_PAGE_SIZE, BLOG_SLUG_PATTERN } from '../../src/shared/blog';
import { notFound } from '../http/errors';
import { blogList, blogPost } from '../publishing/blog-data';
import { Nullable, Paged, Picture, Timestamp } from './schemas';

const Language = Type.Enum([...LANGUAGE_CODES], { default: 'en', description: 'One of the seven site languages' });

const BlogListQuery = Type.Object({
  language: Language,
  current_page: Type.Integer({ minimum: 1, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: BLOG_MAX_PAGE_SIZE, default: BLOG_PAGE_SIZE }),
});

const BlogPostQuery = Type.Object({ language: Language });
const SlugParams = Type.Object({ slug: Type.String({ pattern: BLOG_SLUG_PATTERN }) });

const BlogCover = Picture;

const BlogListItem = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  author: Type.String(),
  publishedAt: Timestamp,
  cover: BlogCover,
});

const BlogPost = Type.Object({
  slug: Type.String(),
  language: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  html: Type.String(),
  author: Type.String(),
  publishedAt: Timestamp,
  cover: BlogCover,
  seoTitle: Nullable(Type.String()),
  seoDescription: Nullable(Type.String()),
  tags: Type.Array(Type.String()),
  alternates: Type.Array(Type.String()),
  related: Type.Array(BlogListItem, { description: 'Up to three other articles in the same language: those sharing more tags first, then the newest' }),
});

const CACHE_CONTROL = 'public, max-age=60';
const tags = ['blog'];

/** The public blog endpoints; register under /api/1.0. */
const blogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/public/blog',
    { config: { permission: 'public' }, schema: { tags, querystring: BlogListQuery, response: { 200: Paged(BlogListItem) } } },
    async ({ query }, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return blogList(app.db, query.language, query.current_page, query.page_size);
    },
  );

  app.get(
    '/public/blog/:slug',
    { config: { permission: 'public' }, schema: { tags, params: SlugParams, querystring: BlogPostQuery, response: { 200: BlogPost } } },
    async ({ params, query }, reply) => {
      const post = await blogPost(app.db, params.slug, query.language);
      if (!post) throw notFound();
      reply.header('cache-control', CACHE_CONTROL);
      return post;
    },
  );
};

export default blogRoutes;
