import { lazyPage } from '../lazyPage';
import type { PublicPage } from '../types';

/**
 * Public routes of the blog (docs/requirements.md#r2: /blog and /blog/{id}). The article pattern is not
 * prerendered itself: scripts/prerender.ts expands it from content/blog (every slug × language).
 * The article page also needs `site` for the not-found page of an unknown slug.
 */
export const BLOG_PAGES: PublicPage[] = [
  { path: '/blog', ...lazyPage(() => import('./BlogListPage')), namespaces: ['blog'], indexable: true },
  { path: '/blog/:id', ...lazyPage(() => import('./BlogPostPage')), namespaces: ['blog', 'site'], indexable: false },
];
