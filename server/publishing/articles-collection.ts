/**
 * The blog as a published collection (./collection.ts, docs/decisions.md#publishing): the
 * articles resource's list at `/blog` and its pages at `/blog/<slug>`, from the published
 * versions read by ./blog-data.ts, embedded under the keys the site's blog pages read
 * (src/shared/blog.ts blogListKey, blogPostKey).
 */
import { eq } from 'drizzle-orm';
import { blogListKey, blogPostKey, type BlogPost } from '../../src/shared/blog';
import type { LanguageCode } from '../../src/shared/languages';
import { articlesDefinition } from '../../src/shared/resources/articles';
import { articles, media } from '../db/schema';
import { blogList, blogPost, pagesRelatedTo, publishedArticles } from './blog-data';
import type { DetailPage, PublishedCollection } from './collection';

/** The page of one article version (published, or any version for a private preview). */
export const articlePage = (post: BlogPost, lng: LanguageCode): DetailPage => ({
  slug: post.slug,
  initialData: { [blogPostKey(lng, post.slug)]: post },
  alternates: post.alternates,
  cover: post.cover,
  shows: post.related.map((related) => related.slug),
});

export const articlesCollection: PublishedCollection = {
  resource: articlesDefinition.name,
  publishing: articlesDefinition.publishing,

  async listPage(db, lng, page) {
    const list = await blogList(db, lng, page, articlesDefinition.publishing.pageSize);
    return { initialData: { [blogListKey(lng, page)]: list }, totalPages: list.total_pages };
  },

  async detailPage(db, slug, lng) {
    const post = await blogPost(db, slug, lng);
    return post && articlePage(post, lng);
  },

  published: publishedArticles,

  pagesShowing: pagesRelatedTo,

  async ogSource(db, slug) {
    const [article] = await db.select({ coverMediaId: articles.coverMediaId }).from(articles).where(eq(articles.slug, slug));
    if (!article || (await publishedArticles(db, [slug])).length === 0) return undefined;
    if (!article.coverMediaId) return null;
    const [cover] = await db.select({ data: media.data }).from(media).where(eq(media.id, article.coverMediaId));
    return cover?.data ?? null;
  },
};
