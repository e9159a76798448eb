/**
 * Publishing without a rebuild (docs/decisions.md#publishing). The public pages of every
 * published collection (./collection.ts, ./collections.ts: a resource whose definition declares
 * `publishing`, the blog among them) are rendered by the server, with the build's own server-side
 * renderer (dist/server/entry-server.js) and shell (dist/client/index.html), into
 * `rendered_documents`, which every instance serves:
 * - `{path}/<slug>` in each language the record is published in (hreflang alternates between
 *   them), every page of `{path}` in every language (`{path}?page=2` …, with rel=prev/next),
 *   `/sitemap.xml` (the build's static entries and every published record) and
 *   `/og/{resource}/<slug>.jpg` (the Open Graph image, cut from the record's picture with sharp)
 *   unless the build drew one for a record without a picture;
 * - {@link Publisher.changed} renders a record's pages again (after publishing, withdrawing,
 *   editing, deleting, a changed slug), storing a tombstone for a page that is gone, and queues
 *   what depends on them (the lists, sitemap.xml, its Open Graph image, other records' related
 *   lists) in the render queue (./render-queue.ts, docs/decisions.md#render-queue), which every
 *   instance works through after the change has answered;
 *   a document missing when asked for is rendered then ({@link Publisher.documentFor}), and
 *   stored unless a change rendered it meanwhile;
 * - at start, documents rendered by another build are queued to be rendered again;
 * - scheduled versions are published by {@link Publisher.publishDue}, on one instance at a time
 *   (a transaction-level advisory lock), every `SCHEDULER_INTERVAL_MS`.
 * Without a build (the API alone, tests) nothing is rendered and these pages are not served.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, arrayOverlaps, eq, inArray, like, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { InitialData } from '../../src/shared/initialData';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, localizePath, parseLocalizedPath, type LanguageCode } from '../../src/shared/languages';
import { OG_HEIGHT, OG_WIDTH, ogImagePath } from '../../src/shared/ogImage';
import { listPageOf, listPagePath } from '../../src/shared/publishing';
import { recordActivity } from '../audit/activity';
import type { Database, DatabaseHandle } from '../db/client';
import { articleTranslations, articles, renderedDocuments } from '../db/schema';
import type { DetailPage, ListFilter, PublishedCollection, PublishedRecord } from './collection';
import { PUBLISHED_COLLECTIONS } from './collections';
import { generatedCoverSvg } from './covers';
import { absoluteUrl, escapeHtml, inlineFonts, jsonLdScript, inlineStylesheets, loadResources, pageFromTemplate, pageHead, sitemapDocument, sitemapEntry } from './page-document';
import { createDocumentMemory, RENDERED_DOCUMENTS_CHANNEL } from './document-memory';
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
  /** The other records' pages it lists (unprefixed paths), as stored in `rendered_documents.shows`. */
  shows?: string[];
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
/** The Open Graph image the server makes for a record (never a file of the build): `/og/{resource}/{slug}.jpg`. */
const OG_FILE = /^\/og\/([a-z0-9-]{1,60})\/([a-z0-9-]{1,120})\.jpg$/;
const renderedOgPath = (collection: PublishedCollection, slug: string) => `/og/${collection.resource}/${slug}.jpg`;
const detailPath = (collection: PublishedCollection, slug: string) => `${collection.publishing.path}/${slug}`;

/** What a path of a published collection is (see {@link publishedPathKind}). */
export type PublishedPathKind =
  | { kind: 'list'; collection: PublishedCollection; lng: LanguageCode; page: number; filter?: ListFilter }
  /** A page outside the collections' paths that shows their records (PublishingDefinition.shownOn): `path` unprefixed. */
  | { kind: 'shown'; lng: LanguageCode; path: string; collections: PublishedCollection[] }
  | { kind: 'detail'; collection: PublishedCollection; lng: LanguageCode; slug: string }
  | { kind: 'sitemap' }
  | { kind: 'og'; collection: PublishedCollection; slug: string };

/**
 * What `path` (pathname and query) is among the published collections' documents, or null when
 * the publisher does not render it. A list page after the first is `{path}?page=<n>` (prefixed
 * by the language), its only query; page 1 is `{path}`.
 */
export function publishedPathKind(path: string, collections: readonly PublishedCollection[] = PUBLISHED_COLLECTIONS): PublishedPathKind | null {
  if (path === '/sitemap.xml') return { kind: 'sitemap' };
  const og = OG_FILE.exec(path);
  if (og) {
    const collection = collections.find((candidate) => candidate.resource === og[1]);
    return collection ? { kind: 'og', collection, slug: og[2] } : null;
  }
  const [pathname, query] = path.split(/\?(.*)/s, 2);
  const parsed = parseLocalizedPath(pathname);
  if (!parsed) return null;
  for (const collection of collections) {
    const base = collection.publishing.path;
    const filter = listFilterAt(collection, parsed.page);
    if (parsed.page === base || filter) {
      const list = { kind: 'list' as const, collection, lng: parsed.lng, ...(filter ? { filter } : {}) };
      if (query === undefined) return { ...list, page: 1 };
      const page = /^page=(\d+)$/.test(query) ? listPageOf(query.slice('page='.length)) : 1;
      return page > 1 && query === `page=${page}` ? { ...list, page } : null;
    }
    if (query === undefined && parsed.page.startsWith(`${base}/`)) {
      const slug = parsed.page.slice(base.length + 1);
      return SLUG.test(slug) ? { kind: 'detail', collection, lng: parsed.lng, slug } : null;
    }
  }
  if (query !== undefined) return null;
  const showing = collections.filter((collection) => collection.shownOn && collection.publishing.shownOn?.includes(parsed.page));
  return showing.length ? { kind: 'shown', lng: parsed.lng, path: parsed.page, collections: showing } : null;
}

/**
 * The filter of `page` (unprefixed, no query) when it is a filtered list of `collection`,
 * `{path}/{segment}/{value}` with a value the field may take (PublishingDefinition.listFilters).
 */
function listFilterAt(collection: PublishedCollection, page: string): ListFilter | undefined {
  const filters = collection.publishing.listFilters;
  const base = collection.publishing.path;
  if (!filters || !page.startsWith(`${base}/`)) return undefined;
  const [segment, value, ...rest] = page.slice(base.length + 1).split('/');
  const field = Object.keys(filters).find((candidate) => filters[candidate] === segment);
  if (!field || value === undefined || rest.length > 0 || !collection.filterValues?.[field]?.includes(value)) return undefined;
  return { field, value };
}

/** Unprefixed address of the list of `collection` filtered by `filter`: `{path}/{segment}/{value}`. */
export const filteredListPath = (collection: PublishedCollection, filter: ListFilter) =>
  `${collection.publishing.path}/${collection.publishing.listFilters?.[filter.field] ?? filter.field}/${filter.value}`;

/** The stored filtered lists of `collection`, every page, in every language (`LIKE` patterns): a change invalidates them. */
const filteredListPatterns = (collection: PublishedCollection) =>
  Object.values(collection.publishing.listFilters ?? {}).flatMap((segment) => LANGUAGE_CODES.map((lng) => `${localizePath(collection.publishing.path, lng)}/${segment}/%`));

/** The pages outside the collection's path that show its records, in every language. */
const shownPaths = (collection: PublishedCollection) =>
  collection.shownOn ? (collection.publishing.shownOn ?? []).flatMap((path) => LANGUAGE_CODES.map((lng) => localizePath(path, lng))) : [];

/** Each filtered list of `published` records with its records' count per language: the lists that are not empty. */
function filteredLists(published: readonly PublishedRecord[]): { filter: ListFilter; lng: LanguageCode; total: number; newest: Date }[] {
  const lists = new Map<string, { filter: ListFilter; lng: LanguageCode; total: number; newest: Date }>();
  for (const record of published) {
    for (const [field, values] of Object.entries(record.filterValues ?? {})) {
      for (const value of values) {
        for (const lng of record.languages) {
          const key = `${field}\u0000${value}\u0000${lng}`;
          const list = lists.get(key) ?? { filter: { field, value }, lng, total: 0, newest: record.updatedAt };
          list.total++;
          if (list.newest < record.updatedAt) list.newest = record.updatedAt;
          lists.set(key, list);
        }
      }
    }
  }
  return [...lists.values()];
}

/** The stored list pages after the first of `collection`, in every language (`LIKE` patterns): a change invalidates them. */
const laterListPagePatterns = (collection: PublishedCollection) =>
  LANGUAGE_CODES.map((lng) => `${localizePath(collection.publishing.path, lng)}?page=%`);

/** Page 1 of the list of `collection` in every language. */
const listPaths = (collection: PublishedCollection) => LANGUAGE_CODES.map((lng) => localizePath(collection.publishing.path, lng));

/** sharp, when it loads on this platform (its binaries are optional npm packages). */
let sharpModule: Promise<typeof import('sharp') | null> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((module) => module.default as unknown as typeof import('sharp')).catch(() => null));

export interface PublisherOptions {
  db: Database;
  /**
   * Listens to a NOTIFY channel (PostgreSQL, server/db/client.ts): how this instance hears of
   * documents other instances render. Without it this process is taken as the only writer.
   */
  listen?: DatabaseHandle['listen'];
  /** The built client (dist/client); its sibling dist/server holds entry-server.js. */
  clientDir: string;
  log: FastifyBaseLogger;
  /** How often an idle instance looks for queued renders (ms; server/publishing/render-queue.ts). */
  renderQueuePollMs?: number;
  /** The published collections (default: every one, ./collections.ts). */
  collections?: readonly PublishedCollection[];
}

/**
 * The render queue's task that finds the other pages listing a record among their related ones:
 * `related:{path}/{slug}` (`related:/blog/hello`).
 */
const RELATED_TASK = 'related:';

/** How far back the first scheduler run of an instance looks for records made public or withdrawn by time (ms). */
const TIMED_LOOKBACK_MS = 2 * 24 * 60 * 60 * 1000;

export type Publisher = ReturnType<typeof createPublisher>;

/** The publisher of one server (see the module comment). */
export function createPublisher({ db, listen, clientDir, log, renderQueuePollMs, collections = PUBLISHED_COLLECTIONS }: PublisherOptions) {
  let buildPromise: Promise<Build | null> | undefined;
  const memory = createDocumentMemory<RenderedDocument>({ heard: !listen });
  const stopListening = listen?.(RENDERED_DOCUMENTS_CHANNEL, { notified: (path) => memory.forget(path), heard: (state) => memory.setHeard(state) });
  const collectionOf = (resource: string) => {
    const collection = collections.find((candidate) => candidate.resource === resource);
    if (!collection) throw new Error(`${resource} is not a published collection (server/publishing/collections.ts)`);
    return collection;
  };

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
      log.error({ err: error }, 'The published pages cannot be rendered: the build could not be loaded');
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
   * The Open Graph image path of a record: the build's drawing of its picture when it has no
   * uploaded one (the seeded articles), else the one the server cuts from its picture (when sharp
   * loads), else the list's.
   */
  const ogImageOf = async (b: Build, collection: PublishedCollection, page: DetailPage) => {
    const drawn = ogImagePath(detailPath(collection, page.slug));
    if (!page.cover?.src.startsWith('/media/') && b.files.has(drawn)) return drawn;
    return (await loadSharp()) ? renderedOgPath(collection, page.slug) : ogImagePath(collection.publishing.path);
  };

  /** The page of a record in `lng` from `page` (published or, for a preview, any version). */
  async function detailDocument(b: Build, collection: PublishedCollection, lng: LanguageCode, page: DetailPage, noindex = false): Promise<string> {
    const cover = page.cover;
    const preload = !cover
      ? undefined
      : cover.sources[0]
        ? `<link rel="preload" as="image" type="${cover.sources[0].type}" imagesrcset="${escapeHtml(cover.sources[0].srcSet)}" imagesizes="(min-width: 900px) 860px, 100vw" fetchpriority="high" />`
        : `<link rel="preload" as="image" href="${escapeHtml(cover.src)}" fetchpriority="high" />`;
    const structured = page.structuredData ? jsonLdScript(page.structuredData(brandName(b, lng))) : undefined;
    return renderPage(b, lng, detailPath(collection, page.slug), page.initialData, {
      alternates: page.alternates.length ? page.alternates : [lng],
      ogType: 'article',
      ogImage: await ogImageOf(b, collection, page),
      extra: [preload, structured].filter(Boolean).join('\n    ') || undefined,
      noindex,
    });
  }

  /** sitemap.xml: the build's static pages, then every collection's published records and its list's pages. */
  async function sitemap(b: Build): Promise<string> {
    const lastmod = (date: Date) => date.toISOString().slice(0, 10);
    const entries: string[] = [b.staticSitemap];
    for (const collection of collections) {
      const published = await collection.published(db);
      for (const { slug, languages, updatedAt } of published) {
        const alternates = languages.map((lng) => ({ lng, url: localizePath(detailPath(collection, slug), lng) }));
        const defaultUrl = localizePath(detailPath(collection, slug), languages.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : languages[0]);
        entries.push(...alternates.map((alt) => sitemapEntry(alt.url, alternates, defaultUrl, lastmod(updatedAt))));
      }
      // The list's pages in each language; page 1 unless the build lists it among its static pages.
      const newest = new Map<LanguageCode, Date>();
      const perLanguage = new Map<LanguageCode, number>();
      for (const { languages, updatedAt } of published) {
        for (const lng of languages) {
          perLanguage.set(lng, (perLanguage.get(lng) ?? 0) + 1);
          if (!newest.has(lng) || newest.get(lng)! < updatedAt) newest.set(lng, updatedAt);
        }
      }
      for (const [lng, total] of perLanguage) {
        const pages = Math.ceil(total / collection.publishing.pageSize);
        for (let page = 1; page <= pages; page++) {
          const url = localizePath(listPagePath(collection.publishing.path, page), lng);
          if (page === 1 && b.staticSitemap.includes(`<loc>${absoluteUrl(url)}</loc>`)) continue;
          entries.push(sitemapEntry(url, [{ lng, url }], url, lastmod(newest.get(lng)!)));
        }
      }
      // The filtered lists holding records, every page, in each language; page 1 names its other languages.
      const lists = filteredLists(published);
      for (const list of lists) {
        const path = filteredListPath(collection, list.filter);
        const pages = Math.ceil(list.total / collection.publishing.pageSize);
        const languages = lists.filter((other) => filteredListPath(collection, other.filter) === path).map((other) => ({ lng: other.lng, url: localizePath(path, other.lng) }));
        for (let page = 1; page <= pages; page++) {
          const url = localizePath(listPagePath(path, page), list.lng);
          entries.push(sitemapEntry(url, page === 1 ? languages : [{ lng: list.lng, url }], page === 1 ? localizePath(path, languages.some((alt) => alt.lng === DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : languages[0].lng) : url, lastmod(list.newest)));
        }
      }
    }
    return sitemapDocument(entries.filter(Boolean));
  }

  /** Renders the document of `path`; undefined when it does not exist (an unpublished record). */
  async function render(b: Build, path: string): Promise<RenderedDocument | undefined> {
    const kind = publishedPathKind(path, collections);
    if (!kind) return undefined;
    if (kind.kind === 'sitemap') return { contentType: XML, body: await sitemap(b), data: null };
    if (kind.kind === 'shown') {
      // The page with every showing collection's data, its picture the page's own (the build's) or the home page's.
      const parts = await Promise.all(kind.collections.map((collection) => collection.shownOn!(db, kind.lng, kind.path)));
      const ogImage = b.files.has(ogImagePath(kind.path)) ? ogImagePath(kind.path) : ogImagePath('/');
      const body = await renderPage(b, kind.lng, kind.path, Object.assign({}, ...parts) as InitialData, { alternates: [...LANGUAGE_CODES], ogType: 'website', ogImage });
      return { contentType: HTML, body, data: null };
    }
    const { collection } = kind;
    if (kind.kind === 'list') {
      const list = await collection.listPage(db, kind.lng, kind.page, kind.filter);
      if (kind.page > 1 && kind.page > list.totalPages) return undefined;
      // Later pages are their language's only (another language has its own number of pages).
      const listPath = kind.filter ? filteredListPath(collection, kind.filter) : collection.publishing.path;
      const pagePath = (page: number) => listPagePath(listPath, page);
      const links = [
        kind.page > 1 ? `<link rel="prev" href="${absoluteUrl(localizePath(pagePath(kind.page - 1), kind.lng))}" />` : '',
        kind.page < list.totalPages ? `<link rel="next" href="${absoluteUrl(localizePath(pagePath(kind.page + 1), kind.lng))}" />` : '',
      ].filter(Boolean);
      const body = await renderPage(b, kind.lng, pagePath(kind.page), list.initialData, {
        alternates: kind.page === 1 ? [...LANGUAGE_CODES] : [kind.lng],
        ogType: 'website',
        ogImage: ogImagePath(collection.publishing.path),
        extra: links.join('\n    ') || undefined,
      });
      return { contentType: HTML, body, data: null };
    }
    if (kind.kind === 'detail') {
      const page = await collection.detailPage(db, kind.slug, kind.lng);
      return page && { contentType: HTML, body: await detailDocument(b, collection, kind.lng, page), data: null, shows: page.shows.map((slug) => detailPath(collection, slug)) };
    }
    // The Open Graph image of a published record.
    const picture = await collection.ogSource(db, kind.slug);
    if (picture === undefined) return undefined;
    const sharp = await loadSharp();
    if (!sharp) return undefined;
    const coverFile = join(clientDir, 'covers', `${kind.slug}.svg`);
    const source = picture ?? (existsSync(coverFile) ? readFileSync(coverFile) : Buffer.from(generatedCoverSvg(kind.slug)));
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
    const values = { contentType: document?.contentType ?? '', body: document?.body ?? '', data: document?.data ?? null, shows: document?.shows ?? [] };
    await db
      .insert(renderedDocuments)
      .values({ path, ...values, buildId: b.id })
      .onConflictDoUpdate({
        target: renderedDocuments.path,
        set: { ...values, buildId: b.id, updatedAt: sql`clock_timestamp()` },
        ...(since ? { setWhere: lt(renderedDocuments.updatedAt, since) } : {}),
      });
    memory.forget(path);
    return document;
  }

  /**
   * Deletes the rendered documents matching `where` and forgets each from memory (everything
   * when the delete failed: it may have committed). Returns nothing; throws the delete's error.
   */
  async function removeDocuments(where: SQL | undefined): Promise<void> {
    let removed: { path: string }[];
    try {
      removed = await db.delete(renderedDocuments).where(where).returning({ path: renderedDocuments.path });
    } catch (error) {
      memory.forgetAll();
      throw error;
    }
    for (const { path } of removed) memory.forget(path);
  }

  /** Where the last scheduler run's window of time-made changes ended ({@link Publisher.publishDue}). */
  let timedSince: Date | undefined;

  /** The database's clock now (the one `updated_at` is written with). */
  const databaseNow = async () => ((await db.execute(sql`select clock_timestamp() as now`)) as unknown as { rows: { now: Date | string }[] }).rows.map((row) => new Date(row.now))[0];

  /**
   * The other pages of `collection` that list any of `slugs` among their related records, now
   * (those to add it) or in their stored document (those to drop or update it).
   */
  async function relatedPages(collection: PublishedCollection, slugs: readonly string[]): Promise<string[]> {
    if (slugs.length === 0) return [];
    const now = (await collection.pagesShowing(db, slugs)).map(({ slug, language }) => localizePath(detailPath(collection, slug), language));
    // What each stored page listed when it was rendered (its `shows`, a GIN index).
    const stored = await db
      .select({ path: renderedDocuments.path })
      .from(renderedDocuments)
      .where(arrayOverlaps(renderedDocuments.shows, slugs.map((slug) => detailPath(collection, slug))));
    return [...now, ...stored.map((row) => row.path).filter((path) => {
      const kind = publishedPathKind(path, collections);
      return kind?.kind === 'detail' && kind.collection === collection;
    })];
  }

  /**
   * The collection and slug a related-pages task names: `related:/blog/hello`, or (queued by an
   * earlier version) `related:hello`, an article.
   */
  const relatedTaskOf = (key: string): { collection: PublishedCollection; slug: string } | undefined => {
    const named = key.slice(RELATED_TASK.length);
    if (!named.startsWith('/')) return { collection: collectionOf('articles'), slug: named };
    const kind = publishedPathKind(named, collections);
    return kind?.kind === 'detail' && kind.lng === DEFAULT_LANGUAGE ? { collection: kind.collection, slug: kind.slug } : undefined;
  };

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
        const task = relatedTaskOf(key);
        if (task) await queue.enqueue(await relatedPages(task.collection, [task.slug]));
        return;
      }
      const b = await build();
      if (!b) await removeDocuments(eq(renderedDocuments.path, key));
      else await refresh(b, key, { tombstone: true });
    },
  });

  /** The paths to render for every collection: the published records, their Open Graph images and the lists' pages. */
  const everyPath = async () => {
    const paths = ['/sitemap.xml'];
    for (const collection of collections) {
      const published = await collection.published(db);
      const laterListPages = LANGUAGE_CODES.flatMap((lng) => {
        const total = published.filter(({ languages }) => languages.includes(lng)).length;
        return Array.from({ length: Math.max(0, Math.ceil(total / collection.publishing.pageSize) - 1) }, (_, index) =>
          localizePath(listPagePath(collection.publishing.path, index + 2), lng),
        );
      });
      paths.push(
        ...listPaths(collection),
        ...published.flatMap(({ slug, languages }) => [...languages.map((lng) => localizePath(detailPath(collection, slug), lng)), renderedOgPath(collection, slug)]),
        ...laterListPages,
        ...shownPaths(collection),
        // The filtered lists' first pages (the later ones are rendered when requested).
        ...filteredLists(published).map(({ filter, lng }) => localizePath(filteredListPath(collection, filter), lng)),
      );
    }
    return paths;
  };

  return {
    /** Whether there is a build to render with. */
    async enabled(): Promise<boolean> {
      return (await build()) !== null;
    },

    /**
     * The document served at `path` (a collection's page, sitemap.xml, a record's Open Graph
     * image): stored, or rendered now; undefined when the path is none of these or does not exist.
     */
    async documentFor(path: string): Promise<RenderedDocument | undefined> {
      if (!publishedPathKind(path, collections)) return undefined;
      const b = await build();
      if (!b) return undefined;
      const recalled = memory.recall(path);
      if (recalled !== undefined) return recalled ?? undefined;
      const mark = memory.mark();
      const [stored] = await db
        .select({ contentType: renderedDocuments.contentType, body: renderedDocuments.body, data: renderedDocuments.data, buildId: renderedDocuments.buildId })
        .from(renderedDocuments)
        .where(eq(renderedDocuments.path, path));
      if (stored && stored.buildId === b.id) {
        const document = stored.contentType ? { contentType: stored.contentType, body: stored.body, data: stored.data } : null;
        memory.remember(path, document, mark);
        return document ?? undefined;
      }
      return refresh(b, path, { since: await databaseNow() });
    },

    /**
     * After records `slugs` of `resource` changed (any of their versions, their slug, picture or
     * state): their pages in every language are rendered again before this resolves (a tombstone
     * where no longer published, so a withdrawal takes effect at the next request on every
     * instance); what depends on them — the list, sitemap.xml, their Open Graph images and the
     * other pages that list them as related, now or before the change — is queued
     * (docs/decisions.md#render-queue). The list's later pages are forgotten, and rendered when
     * next requested. Errors are logged, never thrown: the change itself has committed.
     * Throws only for a resource that is not a published collection (a programming error).
     */
    async changed(resource: string, slugs: readonly string[]): Promise<void> {
      const collection = collectionOf(resource);
      const b = await build();
      const own = slugs.flatMap((slug) => LANGUAGE_CODES.map((lng) => localizePath(detailPath(collection, slug), lng)));
      const dependents = [
        ...slugs.map((slug) => renderedOgPath(collection, slug)),
        ...listPaths(collection),
        ...shownPaths(collection),
        '/sitemap.xml',
        ...slugs.map((slug) => `${RELATED_TASK}${detailPath(collection, slug)}`),
      ];
      try {
        if (!b) {
          await removeDocuments(inArray(renderedDocuments.path, [...own, ...dependents]));
          return;
        }
        for (const path of own) await refresh(b, path, { tombstone: true });
        // Every later list page may have moved by one, and any filtered list may have gained or
        // lost the records: forgotten now, rendered when next requested.
        const forgotten = [...laterListPagePatterns(collection), ...filteredListPatterns(collection)];
        await removeDocuments(or(...forgotten.map((pattern) => like(renderedDocuments.path, pattern))));
      } catch (error) {
        log.error({ err: error, resource, slugs }, 'Rendering changed records failed; they are rendered when next requested');
        await removeDocuments(inArray(renderedDocuments.path, own)).catch(() => undefined);
      }
      try {
        await queue.enqueue(dependents);
        queue.kick();
      } catch (error) {
        log.error({ err: error, resource, slugs }, 'Queueing the pages that depend on changed records failed; they are rendered when next requested');
        await removeDocuments(inArray(renderedDocuments.path, dependents)).catch(() => undefined);
      }
    },

    /**
     * After records `ids` of `resource` changed (written through the CRUD routes): the published
     * records that show them (PublishedCollection.referencing: a case study's testimonial, logo
     * or cover) are rendered again, with what depends on them, as {@link changed} does. Errors
     * are logged, never thrown: the change itself has committed.
     */
    async referencedChanged(resource: string, ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      for (const collection of collections) {
        if (!collection.referencing) continue;
        try {
          const slugs = await collection.referencing(db, resource, ids);
          if (slugs.length) await this.changed(collection.resource, slugs);
        } catch (error) {
          log.error({ err: error, resource, ids, collection: collection.resource }, 'Rendering the records that show changed records failed; they are rendered after their next change');
        }
      }
    },

    /**
     * When the stored documents come from another build (or none is stored): removes them and
     * queues every published document for this build (a request meanwhile renders what it asks
     * for). Returns how many were queued.
     */
    async renderForThisBuild(): Promise<number> {
      const b = await build();
      if (!b) return 0;
      const stale = await db.select({ path: renderedDocuments.path }).from(renderedDocuments).where(ne(renderedDocuments.buildId, b.id)).limit(1);
      const [{ stored }] = await db.select({ stored: sql<number>`count(*)::int` }).from(renderedDocuments);
      if (stale.length === 0 && stored > 0) return 0;
      await removeDocuments(ne(renderedDocuments.buildId, b.id));
      const paths = await everyPath();
      await queue.enqueue(paths, { background: true });
      queue.kick();
      return paths.length;
    },

    /** The render queue (started and stopped by server/plugins/publishing.ts). */
    queue,

    /** Stops listening for other instances' renders (server/plugins/publishing.ts, on close). */
    async close(): Promise<void> {
      await stopListening?.();
    },

    /**
     * The page of one record of `resource` as it would be published, whatever its status, marked
     * `noindex` (the private preview); undefined without a build.
     */
    async previewDocument(resource: string, lng: LanguageCode, page: DetailPage): Promise<string | undefined> {
      const b = await build();
      return b ? detailDocument(b, collectionOf(resource), lng, page, true) : undefined;
    },

    /**
     * Renders the records whose time made them public or withdrew them since the last run (the
     * collections' `changedBetween`: job openings shown from or closed after a moment). Then
     * publishes the scheduled article versions whose time has come, on one instance at a time (a
     * transaction-level advisory lock; another instance's run skips), logs each in the activity
     * log and renders the articles. Returns how many versions it published.
     */
    async publishDue(now = new Date()): Promise<number> {
      // Records public by time alone (an opening's shown-from or closing moment) since the last run:
      // every instance renders them (the same pages again, harmlessly); the first run looks back
      // two days, so that a moment passed while no instance ran is not missed.
      const since = timedSince ?? new Date(now.getTime() - TIMED_LOOKBACK_MS);
      timedSince = now;
      for (const collection of collections) {
        if (!collection.changedBetween) continue;
        try {
          const slugs = await collection.changedBetween(db, since, now);
          if (slugs.length) await this.changed(collection.resource, slugs);
        } catch (error) {
          timedSince = since;
          log.error({ err: error, resource: collection.resource }, 'Finding records made public or withdrawn by time failed; tried again on the next run');
        }
      }
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
      await this.changed('articles', slugs.map((row) => row.slug));
      return due.length;
    },
  };
}
