/**
 * Publishing without a rebuild (docs/decisions.md#publishing). The blog's pages are rendered by
 * the server, with the build's own server-side renderer (dist/server/entry-server.js) and shell
 * (dist/client/index.html), into `rendered_documents`, which every instance serves:
 * - `/blog/<slug>` in each language the article is published in (hreflang alternates between
 *   them), every page of `/blog` in every language (`/blog?page=2` …, with rel=prev/next), `/sitemap.xml` (the build's static
 *   entries and every published article) and `/og/articles/<slug>.jpg` (the Open Graph image, cut
 *   from the cover with sharp) unless the build drew one for an article without a picture;
 * - {@link Publisher.articlesChanged} renders an article's pages again (after publishing,
 *   withdrawing, editing, deleting, a changed slug), storing a tombstone for a page that is gone,
 *   and queues what depends on them (the lists, sitemap.xml, its Open Graph image, other articles'
 *   related lists) in the render queue (./render-queue.ts, docs/decisions.md#render-queue), which
 *   every instance works through after the change has answered;
 *   a document missing when asked for is rendered then ({@link Publisher.documentFor}), and
 *   stored unless a change rendered it meanwhile;
 * - at start, documents rendered by another build are queued to be rendered again;
 * - scheduled versions are published by {@link Publisher.publishDue}, on one instance at a time
 *   (a transaction-level advisory lock), every `SCHEDULER_INTERVAL_MS`.
 * Without a build (the API alone, tests) nothing is rendered and blog pages are not served.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, eq, inArray, like, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { BLOG_PAGE_SIZE, blogListKey, blogListPageOf, blogListPagePath, blogPostKey } from '../../src/shared/blog';
import type { InitialData } from '../../src/shared/initialData';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, localizePath, parseLocalizedPath, type LanguageCode } from '../../src/shared/languages';
import { OG_HEIGHT, OG_WIDTH, ogImagePath } from '../../src/shared/ogImage';
import { recordActivity } from '../audit/activity';
import type { Database } from '../db/client';
import { articleTranslations, articles, media, renderedDocuments } from '../db/schema';
import { blogList, blogPost, pagesRelatedTo, publishedArticles } from './blog-data';
import { generatedCoverSvg } from './covers';
import { absoluteUrl, escapeHtml, inlineFonts, inlineStylesheets, loadResources, pageFromTemplate, pageHead, sitemapDocument, sitemapEntry } from './page-document';
import { createRenderQueue } from './render-queue';

/** What the build's server-side entry (src/entry-server.tsx, compiled to dist/server/entry-server.js) exports and the publisher uses. */
interface Entry {
  render(
    url: string,
    lng: LanguageCode,
    resources: ReturnType<typeof loadResources>,
    initialData?: InitialData,
  ): Promise<{ html: string; styles: string; meta?: { title: string; description: string } }>;
}

/** A document as served. */
export interface RenderedDocument {
  contentType: string;
  /** Text documents. */
  body: string;
  /** Binary documents (images). */
  data: Buffer | null;
}

/** What the build gives the renderer. */
interface Build {
  id: string;
  entry: Entry;
  templates: Record<string, string>;
  assets: string[];
  resources: ReturnType<typeof loadResources>;
  /** The `<url>` entries of the build's sitemap.xml (static pages). */
  staticSitemap: string;
  /** Files the build has under /og and /covers. */
  files: Set<string>;
}

const HTML = 'text/html; charset=utf-8';
const XML = 'application/xml; charset=utf-8';
const JPEG = 'image/jpeg';
const SLUG = /^[a-z0-9-]{1,120}$/;
/** The Open Graph image the server makes for an article (never a file of the build). */
const OG_FILE = /^\/og\/articles\/([a-z0-9-]{1,120})\.jpg$/;
const renderedOgPath = (slug: string) => `/og/articles/${slug}.jpg`;

/**
 * What a path of the blog is, or null when the publisher does not render it. A list page after
 * the first is `/blog?page=<n>` (prefixed by the language), its only query; page 1 is `/blog`.
 */
export function blogPathKind(path: string): { kind: 'list'; lng: LanguageCode; page: number } | { kind: 'article'; lng: LanguageCode; slug: string } | { kind: 'sitemap' } | { kind: 'og'; slug: string } | null {
  if (path === '/sitemap.xml') return { kind: 'sitemap' };
  const og = OG_FILE.exec(path);
  if (og) return { kind: 'og', slug: og[1] };
  const [pathname, query] = path.split(/\?(.*)/s, 2);
  const parsed = parseLocalizedPath(pathname);
  if (!parsed) return null;
  if (parsed.page === '/blog') {
    if (query === undefined) return { kind: 'list', lng: parsed.lng, page: 1 };
    const page = /^page=(\d+)$/.test(query) ? blogListPageOf(query.slice('page='.length)) : 1;
    return page > 1 && query === `page=${page}` ? { kind: 'list', lng: parsed.lng, page } : null;
  }
  if (query !== undefined) return null;
  const article = /^\/blog\/([^/]+)$/.exec(parsed.page);
  if (article && SLUG.test(article[1])) return { kind: 'article', lng: parsed.lng, slug: article[1] };
  return null;
}

/** The stored list pages after the first, in every language (`LIKE` patterns): a change invalidates them. */
const LATER_LIST_PAGES = ['/blog?page=%', ...LANGUAGE_CODES.filter((lng) => lng !== DEFAULT_LANGUAGE).map((lng) => `/${lng}/blog?page=%`)];

const listPaths = () => LANGUAGE_CODES.map((lng) => localizePath('/blog', lng));

/** sharp, when it loads on this platform (its binaries are optional npm packages). */
let sharpModule: Promise<typeof import('sharp') | null> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((module) => module.default as unknown as typeof import('sharp')).catch(() => null));

export interface PublisherOptions {
  db: Database;
  /** The built client (dist/client); its sibling dist/server holds entry-server.js. */
  clientDir: string;
  log: FastifyBaseLogger;
  /** How often an idle instance looks for queued renders (ms; server/publishing/render-queue.ts). */
  renderQueuePollMs?: number;
}

/** The render queue's task that finds the other article pages listing an article among their related ones. */
const RELATED_TASK = 'related:';

export type Publisher = ReturnType<typeof createPublisher>;

/** The publisher of one server (see the module comment). */
export function createPublisher({ db, clientDir, log, renderQueuePollMs }: PublisherOptions) {
  let buildPromise: Promise<Build | null> | undefined;

  /** Loads the build once; null when there is none. */
  const build = () =>
    (buildPromise ??= (async (): Promise<Build | null> => {
      const entryFile = resolve(clientDir, '..', 'server', 'entry-server.js');
      const shellFile = join(clientDir, 'index.html');
      if (!existsSync(entryFile) || !existsSync(shellFile)) return null;
      const entry: Entry = await import(pathToFileURL(entryFile).href);
      const assets = readdirSync(join(clientDir, 'assets'));
      const shell = inlineStylesheets(readFileSync(shellFile, 'utf8'), clientDir);
      const templates = Object.fromEntries(LANGUAGE_CODES.map((lng) => [lng, inlineFonts(shell, lng, assets, clientDir)]));
      const localesDir = existsSync(join(clientDir, 'locales')) ? join(clientDir, 'locales') : 'locales';
      const sitemapFile = join(clientDir, 'sitemap.xml');
      const sitemap = existsSync(sitemapFile) ? readFileSync(sitemapFile, 'utf8') : '';
      const staticSitemap = (/<urlset[^>]*>\n?([\s\S]*?)<\/urlset>/.exec(sitemap)?.[1] ?? '').trimEnd();
      const files = new Set<string>();
      for (const folder of ['og', 'covers']) {
        if (existsSync(join(clientDir, folder))) for (const file of readdirSync(join(clientDir, folder))) files.add(`/${folder}/${file}`);
      }
      const id = createHash('sha256').update(shell).update(readFileSync(entryFile)).digest('hex').slice(0, 16);
      return { id, entry, templates, assets, resources: loadResources(LANGUAGE_CODES, localesDir), staticSitemap, files };
    })().catch((error: unknown) => {
      log.error({ err: error }, 'The blog cannot be rendered: the build could not be loaded');
      return null;
    }));

  const brandName = (b: Build, lng: string) => (b.resources[lng]?.common as unknown as { brand?: { name?: string } } | undefined)?.brand?.name ?? '';

  /** The page of `url` rendered with `initialData` into a complete document. */
  async function renderPage(b: Build, lng: LanguageCode, path: string, initialData: InitialData, head: { alternates: LanguageCode[]; ogType: 'website' | 'article'; ogImage: string; extra?: string; noindex?: boolean }) {
    const url = localizePath(path, lng);
    const { html, styles, meta } = await b.entry.render(url, lng, b.resources, initialData);
    if (!meta) throw new Error(`${url}: the page did not declare its title (usePageMeta)`);
    const alternates = head.alternates.map((alt) => ({ lng: alt, url: localizePath(path, alt) }));
    const defaultLng = head.alternates.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : head.alternates[0];
    const tags = pageHead({
      lng,
      url,
      alternates,
      defaultUrl: localizePath(path, defaultLng),
      title: meta.title,
      description: meta.description,
      brandName: brandName(b, lng),
      ogType: head.ogType,
      ogImage: head.ogImage,
      assets: b.assets,
      styles,
      extra: [head.noindex ? '<meta name="robots" content="noindex" />' : '', head.extra ?? ''].filter(Boolean).join('\n    ') || undefined,
    });
    return pageFromTemplate(b.templates[lng], lng, tags, html, initialData);
  }

  /**
   * The Open Graph image path of an article: the build's drawing of its cover when it has no
   * picture of its own (the seeded articles), else the one the server cuts from its cover (when
   * sharp loads), else the blog's.
   */
  const ogImageOf = async (b: Build, slug: string, cover: { src: string }) => {
    const drawn = ogImagePath(`/blog/${slug}`);
    if (!cover.src.startsWith('/media/') && b.files.has(drawn)) return drawn;
    return (await loadSharp()) ? renderedOgPath(slug) : ogImagePath('/blog');
  };

  /** The article page of `slug` in `lng` from `post` (published or, for a preview, any version). */
  async function articleDocument(b: Build, lng: LanguageCode, post: NonNullable<Awaited<ReturnType<typeof blogPost>>>, noindex = false): Promise<string> {
    const cover = post.cover;
    const preload = cover.sources[0]
      ? `<link rel="preload" as="image" type="${cover.sources[0].type}" imagesrcset="${escapeHtml(cover.sources[0].srcSet)}" imagesizes="(min-width: 900px) 860px, 100vw" fetchpriority="high" />`
      : `<link rel="preload" as="image" href="${escapeHtml(cover.src)}" fetchpriority="high" />`;
    return renderPage(b, lng, `/blog/${post.slug}`, { [blogPostKey(lng, post.slug)]: post }, {
      alternates: post.alternates.length ? post.alternates : [lng],
      ogType: 'article',
      ogImage: await ogImageOf(b, post.slug, cover),
      extra: preload,
      noindex,
    });
  }

  /** Renders the document of `path`; undefined when it does not exist (an unpublished article). */
  async function render(b: Build, path: string): Promise<RenderedDocument | undefined> {
    const kind = blogPathKind(path);
    if (!kind) return undefined;
    if (kind.kind === 'list') {
      const list = await blogList(db, kind.lng, kind.page);
      if (kind.page > 1 && kind.page > list.total_pages) return undefined;
      // Later pages are their language's only (another language has its own number of pages).
      const links = [
        kind.page > 1 ? `<link rel="prev" href="${absoluteUrl(localizePath(blogListPagePath(kind.page - 1), kind.lng))}" />` : '',
        kind.page < list.total_pages ? `<link rel="next" href="${absoluteUrl(localizePath(blogListPagePath(kind.page + 1), kind.lng))}" />` : '',
      ].filter(Boolean);
      const body = await renderPage(b, kind.lng, blogListPagePath(kind.page), { [blogListKey(kind.lng, kind.page)]: list }, {
        alternates: kind.page === 1 ? [...LANGUAGE_CODES] : [kind.lng],
        ogType: 'website',
        ogImage: ogImagePath('/blog'),
        extra: links.join('\n    ') || undefined,
      });
      return { contentType: HTML, body, data: null };
    }
    if (kind.kind === 'article') {
      const post = await blogPost(db, kind.slug, kind.lng);
      return post && { contentType: HTML, body: await articleDocument(b, kind.lng, post), data: null };
    }
    if (kind.kind === 'sitemap') {
      const lastmod = (date: Date) => date.toISOString().slice(0, 10);
      const published = await publishedArticles(db);
      const entries = published.flatMap(({ slug, languages, updatedAt }) => {
        const alternates = languages.map((lng) => ({ lng, url: localizePath(`/blog/${slug}`, lng) }));
        const defaultUrl = localizePath(`/blog/${slug}`, languages.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : languages[0]);
        return alternates.map((alt) => sitemapEntry(alt.url, alternates, defaultUrl, lastmod(updatedAt)));
      });
      // The list's later pages (page 1, `/blog`, is among the build's static pages).
      const newest = new Map<string, Date>();
      const perLanguage = new Map<string, number>();
      for (const { languages, updatedAt } of published) {
        for (const lng of languages) {
          perLanguage.set(lng, (perLanguage.get(lng) ?? 0) + 1);
          if (!newest.has(lng) || newest.get(lng)! < updatedAt) newest.set(lng, updatedAt);
        }
      }
      const listEntries = [...perLanguage].flatMap(([lng, total]) =>
        Array.from({ length: Math.max(0, Math.ceil(total / BLOG_PAGE_SIZE) - 1) }, (_, index) => {
          const url = localizePath(blogListPagePath(index + 2), lng as LanguageCode);
          return sitemapEntry(url, [{ lng, url }], url, lastmod(newest.get(lng)!));
        }),
      );
      return { contentType: XML, body: sitemapDocument([b.staticSitemap, ...entries, ...listEntries].filter(Boolean)), data: null };
    }
    // The Open Graph image of a published article.
    const [article] = await db.select({ coverMediaId: articles.coverMediaId }).from(articles).where(eq(articles.slug, kind.slug));
    if (!article || (await publishedArticles(db, [kind.slug])).length === 0) return undefined;
    const sharp = await loadSharp();
    if (!sharp) return undefined;
    const [cover] = article.coverMediaId ? await db.select({ data: media.data }).from(media).where(eq(media.id, article.coverMediaId)) : [];
    const coverFile = join(clientDir, 'covers', `${kind.slug}.svg`);
    const source = cover?.data ?? (existsSync(coverFile) ? readFileSync(coverFile) : Buffer.from(generatedCoverSvg(kind.slug)));
    const data = await sharp(source).resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover' }).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
    return { contentType: JPEG, body: '', data };
  }

  /**
   * Renders `path` and stores it. A page that no longer exists is stored as a tombstone (an empty
   * content type) when `tombstone`, else nothing is written (an unknown address costs no write).
   * With `since` (a render on request), the document is stored only when the stored one is older
   * than `since`: a render that started before a change committed never replaces the render the
   * change made.
   */
  async function refresh(b: Build, path: string, { since, tombstone = false }: { since?: Date; tombstone?: boolean } = {}): Promise<RenderedDocument | undefined> {
    const document = await render(b, path);
    if (!document && !tombstone) return undefined;
    const values = document ?? { contentType: '', body: '', data: null };
    await db
      .insert(renderedDocuments)
      .values({ path, ...values, buildId: b.id })
      .onConflictDoUpdate({
        target: renderedDocuments.path,
        set: { ...values, buildId: b.id, updatedAt: sql`clock_timestamp()` },
        ...(since ? { setWhere: lt(renderedDocuments.updatedAt, since) } : {}),
      });
    return document;
  }

  /** The database's clock now (the one `updated_at` is written with). */
  const databaseNow = async () => ((await db.execute(sql`select clock_timestamp() as now`)) as unknown as { rows: { now: Date | string }[] }).rows.map((row) => new Date(row.now))[0];

  /**
   * The other article pages that list any of `slugs` among their related articles, now (those
   * to add it) or in their stored document (those to drop or update it).
   */
  async function relatedPages(slugs: readonly string[]): Promise<string[]> {
    if (slugs.length === 0) return [];
    const now = (await pagesRelatedTo(db, slugs)).map(({ slug, language }) => localizePath(`/blog/${slug}`, language));
    // A related card links to `/blog/<slug>` (prefixed by the language); a slug is [a-z0-9-] only.
    const stored = await db
      .select({ path: renderedDocuments.path })
      .from(renderedDocuments)
      .where(and(like(renderedDocuments.contentType, 'text/html%'), or(...slugs.map((slug) => like(renderedDocuments.body, `%/blog/${slug}"%`)))));
    return [...now, ...stored.map((row) => row.path).filter((path) => blogPathKind(path)?.kind === 'article')];
  }

  /**
   * A queued job (./render-queue.ts): a related-pages task queues the pages it finds; a path is
   * rendered and stored (a tombstone when its page is gone), or, without a build, forgotten.
   */
  const queue = createRenderQueue({
    db,
    log,
    pollMs: renderQueuePollMs,
    async handle(key) {
      if (key.startsWith(RELATED_TASK)) {
        await queue.enqueue(await relatedPages([key.slice(RELATED_TASK.length)]));
        return;
      }
      const b = await build();
      if (!b) await db.delete(renderedDocuments).where(eq(renderedDocuments.path, key));
      else await refresh(b, key, { tombstone: true });
    },
  });

  /** The paths to render for the published articles and the lists. */
  const everyPath = async () => {
    const published = await publishedArticles(db);
    const laterListPages = LANGUAGE_CODES.flatMap((lng) => {
      const total = published.filter(({ languages }) => languages.includes(lng)).length;
      return Array.from({ length: Math.max(0, Math.ceil(total / BLOG_PAGE_SIZE) - 1) }, (_, index) => localizePath(blogListPagePath(index + 2), lng));
    });
    return ['/sitemap.xml', ...listPaths(), ...published.flatMap(({ slug, languages }) => [...languages.map((lng) => localizePath(`/blog/${slug}`, lng)), renderedOgPath(slug)]), ...laterListPages];
  };

  return {
    /** Whether there is a build to render with. */
    async enabled(): Promise<boolean> {
      return (await build()) !== null;
    },

    /**
     * The document served at `path` (a blog page, sitemap.xml, an article's Open Graph image):
     * stored, or rendered now; undefined when the path is none of these or does not exist.
     */
    async documentFor(path: string): Promise<RenderedDocument | undefined> {
      if (!blogPathKind(path)) return undefined;
      const b = await build();
      if (!b) return undefined;
      const [stored] = await db
        .select({ contentType: renderedDocuments.contentType, body: renderedDocuments.body, data: renderedDocuments.data, buildId: renderedDocuments.buildId })
        .from(renderedDocuments)
        .where(eq(renderedDocuments.path, path));
      if (stored && stored.buildId === b.id) return stored.contentType ? stored : undefined;
      return refresh(b, path, { since: await databaseNow() });
    },

    /**
     * After articles `slugs` changed (any of their versions, their slug, cover or state): their
     * pages in every language are rendered again before this resolves (a tombstone where no longer
     * published, so a withdrawal takes effect at the next request on every instance); what depends
     * on them — the lists, sitemap.xml, their Open Graph images and the other article pages that
     * list them as related, now or before the change — is queued (docs/decisions.md#render-queue).
     * The lists' later pages are forgotten, and rendered when next requested.
     * Errors are logged, never thrown: the change itself has committed.
     */
    async articlesChanged(slugs: readonly string[]): Promise<void> {
      const b = await build();
      const own = slugs.flatMap((slug) => LANGUAGE_CODES.map((lng) => localizePath(`/blog/${slug}`, lng)));
      const dependents = [...slugs.map(renderedOgPath), ...listPaths(), '/sitemap.xml', ...slugs.map((slug) => `${RELATED_TASK}${slug}`)];
      try {
        if (!b) {
          await db.delete(renderedDocuments).where(inArray(renderedDocuments.path, [...own, ...dependents]));
          return;
        }
        for (const path of own) await refresh(b, path, { tombstone: true });
        // Every later list page may have moved by one: forgotten now, rendered when next requested.
        await db.delete(renderedDocuments).where(or(...LATER_LIST_PAGES.map((pattern) => like(renderedDocuments.path, pattern))));
      } catch (error) {
        log.error({ err: error, slugs }, 'Rendering changed articles failed; they are rendered when next requested');
        await db.delete(renderedDocuments).where(inArray(renderedDocuments.path, own)).catch(() => undefined);
      }
      try {
        await queue.enqueue(dependents);
        queue.kick();
      } catch (error) {
        log.error({ err: error, slugs }, 'Queueing the pages that depend on changed articles failed; they are rendered when next requested');
        await db.delete(renderedDocuments).where(inArray(renderedDocuments.path, dependents)).catch(() => undefined);
      }
    },

    /**
     * When the stored documents come from another build (or none is stored): removes them and
     * queues every blog document for this build (a request meanwhile renders what it asks for).
     * Returns how many were queued.
     */
    async renderForThisBuild(): Promise<number> {
      const b = await build();
      if (!b) return 0;
      const stale = await db.select({ path: renderedDocuments.path }).from(renderedDocuments).where(ne(renderedDocuments.buildId, b.id)).limit(1);
      const [{ stored }] = await db.select({ stored: sql<number>`count(*)::int` }).from(renderedDocuments);
      if (stale.length === 0 && stored > 0) return 0;
      await db.delete(renderedDocuments).where(ne(renderedDocuments.buildId, b.id));
      const paths = await everyPath();
      await queue.enqueue(paths, { background: true });
      queue.kick();
      return paths.length;
    },

    /** The render queue (started and stopped by server/plugins/publishing.ts). */
    queue,

    /**
     * The article page of one version as it would be published, whatever its status, marked
     * `noindex` (the private preview); undefined without a build or when the version is missing.
     */
    async previewDocument(lng: LanguageCode, post: NonNullable<Awaited<ReturnType<typeof blogPost>>>): Promise<string | undefined> {
      const b = await build();
      return b ? articleDocument(b, lng, post, true) : undefined;
    },

    /**
     * Publishes the scheduled versions whose time has come, on one instance at a time (a
     * transaction-level advisory lock; another instance's run skips), logs each in the activity
     * log and renders the articles. Returns how many versions it published.
     */
    async publishDue(now = new Date()): Promise<number> {
      const due = await db.transaction(async (tx) => {
        const t = tx as unknown as Database;
        const result = (await t.execute(sql`select pg_try_advisory_xact_lock(hashtext(current_schema() || ':articles.publish-due')) as locked`)) as unknown as { rows: { locked: boolean }[] };
        if (!result.rows[0]?.locked) return [];
        const published = await t
          .update(articleTranslations)
          .set({ status: 'published', publishedAt: sql`coalesce(${articleTranslations.publishedAt}, ${articleTranslations.publishAt})`, publishAt: null })
          .where(and(eq(articleTranslations.status, 'scheduled'), lte(articleTranslations.publishAt, now)))
          .returning({ articleId: articleTranslations.articleId, language: articleTranslations.language });
        for (const { articleId, language } of published) {
          await recordActivity(t, null, { action: 'state', resource: 'articles', recordId: articleId, actorId: null, actorName: null, changes: { [`status.${language}`]: ['scheduled', 'published'] } });
        }
        return published;
      });
      if (due.length === 0) return 0;
      const slugs = await db.select({ slug: articles.slug }).from(articles).where(inArray(articles.id, [...new Set(due.map((row) => row.articleId))]));
      await this.articlesChanged(slugs.map((row) => row.slug));
      return due.length;
    },
  };
}
