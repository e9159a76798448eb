/**
 * Serves the built client (docs/architecture.md): hashed assets cached for a year, HTML never
 * cached; `/en/...` redirects to the unprefixed path (English has no prefix), and a path whose
 * first segment is two letters but no supported language (`/de/contact`, `/fr`) redirects to
 * the home page (302, Location exactly `/`), unless the built client has a file or folder of
 * that name (`/og/…` images).
 *
 * A GET (or HEAD) of any path outside /api answers a page, whatever the request's Accept
 * header (curl, monitors and crawlers send `*∕*` or none):
 * - /admin and below: the back office's admin.html (200);
 * - a prerendered page (clientDir/prerendered/<path>/index.html, scripts/prerender.ts): that page (200);
 * - the blog (`/blog`, `/blog/<slug>` in each language), sitemap.xml and an article's Open Graph
 *   image: the document the publisher rendered at run time (server/publishing/publisher.ts,
 *   stored in the database, so every instance serves the same); a former slug of an article
 *   answers 301 to its current address; `?preview=<token>` on an article (a signed, expiring
 *   preview link, server/routes/articles.ts) shows its version as it would be published,
 *   `noindex`, never cached, while the version is as the link was made for (a changed one
 *   answers as a bad link does);
 * - a public route the SPA shell renders (`/login`, `/reset-password`, listed in
 *   prerendered/site.json): the site's index.html (200);
 * - anything else: the not-found page of the path's language, status 404, `noindex`.
 * Everything under /api, and other methods, get a JSON 404.
 *
 * The build writes a placeholder origin into absolute URLs (canonical, hreflang, Open Graph,
 * JSON-LD, sitemap.xml, robots.txt); pages, sitemap.xml and robots.txt are served with it
 * replaced by PUBLIC_URL. Each document is read, rewritten and compressed once, then kept in
 * memory. Every page and document (and an Open Graph image) carries a strong ETag, the SHA-256
 * of what it sends: a revisit with `If-None-Match` gets 304 and no body, and a document the
 * publisher renders anew gets a new tag (docs/decisions.md#validators).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { LRUCache } from 'lru-cache';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BUILD_ORIGIN, SITE_MANIFEST_FILE, type SiteManifest } from '../../src/shared/siteManifest';
import { isAdminPath } from '../../src/shared/paths';
import { DEFAULT_LANGUAGE, isSupportedLanguage, localizePath, parseLocalizedPath, type LanguageCode } from '../../src/shared/languages';
import { listPageOf } from '../../src/shared/publishing';
import { articleRedirects, articleTranslations, articles } from '../db/schema';
import { previewPost } from '../publishing/blog-data';
import { articlePage } from '../publishing/articles-collection';
import { publishedPathKind } from '../publishing/publisher';
import { previewedVersion } from '../publishing/preview-links';
import { cspHeader, inlineScriptHashes } from './security';

/** How much of the rendered documents one instance keeps ready to send (bytes, estimated). */
const RENDERED_CACHE_BYTES = 64 * 1024 * 1024;

/** Options of the static plugin. */
export interface StaticPluginOptions {
  clientDir: string;
  /** The public origin (PUBLIC_URL, no trailing slash) that replaces the build's placeholder origin. */
  publicUrl?: string;
}

/** A file as served: its text with the public origin, and compressed copies made on first use. */
interface Document {
  body: string;
  /** Content-Security-Policy allowing the document's inline scripts (HTML only). */
  csp?: string;
  br?: Buffer;
  gzip?: Buffer;
  /** The SHA-256 of `body` (base64url), made on first use: the entity tags' common part. */
  digest?: string;
}

/**
 * The strong entity tag (RFC 9110 §8.8.3) of `document` as sent with `encoding`: its body's
 * SHA-256, and the encoding's name for a compressed copy, since a compressed copy is another
 * representation with bytes of its own (§8.8.1).
 */
function entityTag(document: Document, encoding: 'br' | 'gzip' | null): string {
  document.digest ??= createHash('sha256').update(document.body).digest('base64url');
  return `"${document.digest}${encoding ? `-${encoding}` : ''}"`;
}

/**
 * Whether an `If-None-Match` header matches `tag` (RFC 9110 §13.1.2: `*`, or any listed tag by
 * the weak comparison, which ignores a `W/` prefix).
 */
export function noneMatchHolds(header: string | string[] | undefined, tag: string): boolean {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  if (!text.trim()) return false;
  return text.split(',').some((candidate) => {
    const trimmed = candidate.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === tag;
  });
}

/**
 * The encoding to answer with for an Accept-Encoding header (RFC 9110 §12.5.3): brotli, else
 * gzip, among those listed without `q=0`; null for none.
 */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

const ONE_YEAR = 365 * 24 * 60 * 60;
const ENGLISH_PREFIX = /^\/en(?=\/|$)/;
const NOINDEX = '<meta name="robots" content="noindex" />';

/** `/sr/about/` → `sr/about`; null for paths that cannot name a page (`..`, bad escapes). */
function pageKey(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const key = posix.normalize(`/${decoded}`).replace(/^\/+|\/+$/g, '');
  return key.split('/').includes('..') || key.includes('\0') ? null : key;
}

/**
 * True when the page path `key` (from {@link pageKey}) starts with a segment that looks like a
 * language code, two letters, but is no supported language and no top-level entry of the built
 * client (`names`).
 */
export function hasUnsupportedLanguagePrefix(key: string, names: ReadonlySet<string>): boolean {
  const segment = key.split('/')[0];
  return /^[a-z]{2}$/i.test(segment) && !isSupportedLanguage(segment) && !names.has(segment);
}

/** Where scripts/prerender.ts writes the prerendered pages, under the client directory. */
const PRERENDERED = 'prerendered';

/**
 * Pages under clientDir/prerendered (relative, `/`-separated, '' for the home page) that hold
 * an index.html.
 */
function pageDirectories(clientDir: string): Set<string> {
  const root = join(clientDir, PRERENDERED);
  if (!existsSync(root)) return new Set();
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' });
  return new Set(
    files
      .map((file) => file.split(sep).join('/'))
      .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
      .filter((file) => !file.startsWith('assets/'))
      .map((file) => file.slice(0, -'index.html'.length).replace(/\/$/, '')),
  );
}

/** The build's prerendered/site.json, or undefined for a build without one (then every path gets the shell). */
function readManifest(clientDir: string): SiteManifest | undefined {
  const file = join(clientDir, PRERENDERED, SITE_MANIFEST_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SiteManifest) : undefined;
}

/** `html` with `<meta name="robots" content="noindex">` in its head (added unless it has a robots tag). */
function withNoindex(html: string): string {
  return /<meta\s+name="robots"/i.test(html) ? html : html.replace(/<\/head>/i, `  ${NOINDEX}\n  </head>`);
}

/**
 * Sends `document` compressed as the client accepts (compressed copies kept on the document),
 * with its entity tag; a successful answer the client already holds (`If-None-Match` naming
 * that tag) is 304 Not Modified with no body (RFC 9110 §15.4.5). HEAD answers the headers GET
 * would, its length included, without the body (§9.3.2).
 */
function sendDocument(request: FastifyRequest, reply: FastifyReply, document: Document) {
  reply.header('vary', 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const tag = entityTag(document, encoding);
  reply.header('etag', tag);
  if (reply.statusCode === 200 && noneMatchHolds(request.headers['if-none-match'], tag)) return reply.status(304).send();
  if (encoding) {
    document[encoding] ??= encoding === 'br' ? brotliCompressSync(document.body) : gzipSync(document.body);
    reply.header('content-encoding', encoding);
  }
  const payload = encoding ? document[encoding]! : document.body;
  // The not-found handler is no route, so Fastify does not drop a HEAD answer's body itself.
  if (request.method === 'HEAD') return reply.header('content-length', Buffer.byteLength(payload)).send();
  return reply.send(payload);
}

export default fp(
  async function clientApp(app: FastifyInstance, options: StaticPluginOptions) {
    const { clientDir } = options;
    const directories = pageDirectories(clientDir);
    const manifest = readManifest(clientDir);
    const publicUrl = options.publicUrl ?? manifest?.origin ?? BUILD_ORIGIN;
    const buildOrigin = manifest?.origin ?? BUILD_ORIGIN;
    const shellRoutes = new Set(manifest?.shellRoutes ?? []);
    /** Files and folders at the top of the client (a two-letter one, like `og`, is no language). */
    const topLevelNames = new Set(existsSync(clientDir) ? readdirSync(clientDir) : []);
    /** Documents by file (and variant), read and rewritten once. */
    const documents = new Map<string, Document>();

    /**
     * The file's text with the build origin replaced by the public one, cached; undefined if
     * missing. `blobImages` lets the document's CSP show `blob:` images (one file, one CSP).
     */
    const documentAt = (file: string, { html = false, noindex = false, blobImages = false } = {}): Document | undefined => {
      const key = noindex ? `noindex:${file}` : file;
      let document = documents.get(key);
      if (!document) {
        if (!existsSync(file)) return undefined;
        let body = readFileSync(file, 'utf8').replaceAll(buildOrigin, publicUrl);
        if (noindex) body = withNoindex(body);
        document = { body, ...(html ? { csp: cspHeader(inlineScriptHashes(body), { blobImages }) } : {}) };
        documents.set(key, document);
      }
      return document;
    };

    /**
     * Rendered documents by path, rewritten once per body the publisher answers, with their
     * compressed copies: the most recently served up to about 64 MB (a blog of a thousand articles
     * in seven languages has several thousand documents; the database holds them all).
     */
    const rendered = new LRUCache<string, { source: string; document: Document }>({
      maxSize: RENDERED_CACHE_BYTES,
      // The text twice (as stored and rewritten) and its compressed copies (a fraction of it).
      sizeCalculation: ({ source }) => Math.max(1, source.length * 3),
    });
    const renderedDocument = (path: string, source: string, { noindex = false } = {}): Document => {
      const key = noindex ? `noindex:${path}` : path;
      const cached = rendered.get(key);
      if (cached?.source === source) return cached.document;
      let body = source.replaceAll(buildOrigin, publicUrl);
      if (noindex) body = withNoindex(body);
      const document: Document = { body, ...(path.endsWith('.xml') ? {} : { csp: cspHeader(inlineScriptHashes(body)) }) };
      rendered.set(key, { source, document });
      return document;
    };

    /**
     * The current address of an article that had the slug `slug`, in `lng`: when it is published
     * in `lng`, or for the holder of a preview link of that article still valid for its current
     * state (`previewToken`); undefined otherwise.
     */
    const redirectOf = async (slug: string, lng: LanguageCode, previewToken?: string): Promise<string | undefined> => {
      const [row] = await app.db
        .select({ id: articles.id, slug: articles.slug, status: articleTranslations.status })
        .from(articleRedirects)
        .innerJoin(articles, eq(articles.id, articleRedirects.articleId))
        .innerJoin(articleTranslations, and(eq(articleTranslations.articleId, articles.id), eq(articleTranslations.language, lng)))
        .where(and(eq(articleRedirects.oldSlug, slug), isNull(articles.deletedAt)));
      if (!row) return undefined;
      const previewed = previewToken ? (await previewedVersion(app.db, app.previewKey, previewToken))?.articleId === row.id : false;
      return row.status === 'published' || previewed ? localizePath(`/blog/${row.slug}`, lng) : undefined;
    };

    /**
     * The private preview of an article version named by a preview link's `token` for the page
     * `slug` in `lng`; undefined for a bad, expired or foreign token, and for one made before the
     * version or article last changed.
     */
    const previewOf = async (token: string, slug: string, lng: LanguageCode): Promise<string | undefined> => {
      const claims = await previewedVersion(app.db, app.previewKey, token);
      if (!claims || claims.lng !== lng) return undefined;
      const post = await previewPost(app.db, claims.articleId, lng);
      if (!post || post.slug !== slug) return undefined;
      return app.publisher.previewDocument('articles', lng, articlePage(post, lng));
    };

    if (existsSync(clientDir)) {
      await app.register(fastifyStatic, {
        root: clientDir,
        wildcard: false,
        index: false,
        // HTML, the manifest, sitemap.xml and robots.txt are served below (rewritten, with
        // their own headers).
        globIgnore: ['**/*.html', `${PRERENDERED}/**`, 'sitemap.xml', 'robots.txt'],
        cacheControl: false,
        setHeaders(reply: FastifyReply, path: string) {
          const immutable = path.split(sep).join('/').includes('/assets/');
          reply.header('cache-control', immutable ? `public, max-age=${ONE_YEAR}, immutable` : 'public, max-age=3600');
        },
      });
    }

    for (const [name, type] of [
      ['sitemap.xml', 'application/xml; charset=utf-8'],
      ['robots.txt', 'text/plain; charset=utf-8'],
    ] as const) {
      const file = join(clientDir, name);
      if (!existsSync(file)) continue;
      app.get(`/${name}`, { compress: false }, async (request, reply) => {
        // sitemap.xml lists the published articles too: the publisher's, when it renders.
        const published = name === 'sitemap.xml' ? await app.publisher.documentFor('/sitemap.xml') : undefined;
        const document = published ? renderedDocument('/sitemap.xml', published.body) : documentAt(file);
        if (!document) return reply.status(404).send({ message: 'Not found' });
        reply.header('content-type', type).header('cache-control', 'public, max-age=3600');
        return sendDocument(request, reply, document);
      });
    }

    const shellFile = join(clientDir, 'index.html');
    const adminShellFile = join(clientDir, 'admin.html');

    /**
     * The page for a request path and its status (see the module comment); undefined when
     * there is no built client.
     */
    const pageFor = async (pathname: string, search = ''): Promise<{ document: Document; status: 200 | 404 } | undefined> => {
      const key = pageKey(pathname);
      const path = key === null ? null : `/${key}`;
      const found = (document: Document | undefined) => (document ? { document, status: 200 as const } : undefined);
      // The back office previews picked pictures through object URLs (blob:) before uploading them.
      if (path !== null && isAdminPath(path)) return found(documentAt(adminShellFile, { html: true, blobImages: true }));
      if (key !== null && directories.has(key)) return found(documentAt(join(clientDir, PRERENDERED, key, 'index.html'), { html: true }));

      const parsed = path === null ? null : parseLocalizedPath(path);
      // A build without site.json cannot tell routes apart: the shell renders every path.
      if (!manifest) return found(documentAt(shellFile, { html: true }));
      if (parsed && shellRoutes.has(parsed.page)) return found(documentAt(shellFile, { html: true }));
      if (path !== null) {
        // A later page of a published list is a document of its own (`/blog?page=3`); `?page=1`
        // and a query without a page number are page 1.
        const listPage = publishedPathKind(path)?.kind === 'list' ? listPageOf(new URLSearchParams(search).get('page')) : 1;
        const documentPath = listPage > 1 ? `${path}?page=${listPage}` : path;
        const rendered = await app.publisher.documentFor(documentPath);
        if (rendered) return found(renderedDocument(documentPath, rendered.body));
      }

      const lng = parsed?.lng ?? DEFAULT_LANGUAGE;
      const notFoundFile = manifest.notFound[lng] ?? manifest.notFound[DEFAULT_LANGUAGE];
      const document =
        (notFoundFile ? documentAt(join(clientDir, PRERENDERED, notFoundFile), { html: true, noindex: true }) : undefined) ??
        documentAt(shellFile, { html: true, noindex: true });
      return document ? { document, status: 404 } : undefined;
    };

    app.setNotFoundHandler(async function notFound(request: FastifyRequest, reply: FastifyReply) {
      const [pathname, query = ''] = request.url.split(/\?(.*)/s, 2);
      const search = query ? `?${query}` : '';
      const readsPage = request.method === 'GET' || request.method === 'HEAD';

      if (readsPage && !/^\/api(\/|$)/.test(pathname)) {
        if (ENGLISH_PREFIX.test(pathname)) {
          // Collapse leading slashes so that `/en//evil.example` cannot become `//evil.example`.
          const target = `/${pathname.replace(ENGLISH_PREFIX, '').replace(/^\/+/, '')}`;
          return reply.redirect(`${target}${search}`, 301);
        }
        const key = pageKey(pathname);
        // Always exactly `/`: nothing of the request goes into Location (no open redirect).
        if (key !== null && hasUnsupportedLanguagePrefix(key, topLevelNames)) return reply.redirect('/', 302);
        const kind = key === null ? null : publishedPathKind(`/${key}`);
        // Preview links and former slugs are the articles' own (docs/decisions.md#publishing).
        const article = kind?.kind === 'detail' && kind.collection.resource === 'articles' ? kind : undefined;
        if (kind?.kind === 'og') {
          const image = await app.publisher.documentFor(`/${key}`);
          if (image?.data) {
            const tag = `"${createHash('sha256').update(image.data).digest('base64url')}"`;
            reply.header('content-type', image.contentType).header('cache-control', 'public, max-age=3600').header('etag', tag);
            return noneMatchHolds(request.headers['if-none-match'], tag) ? reply.status(304).send() : reply.send(image.data);
          }
        }
        const preview = typeof (request.query as Record<string, unknown>).preview === 'string' ? (request.query as Record<string, string>).preview : undefined;
        if (article) {
          const html = preview ? await previewOf(preview, article.slug, article.lng) : undefined;
          if (html) {
            const document = renderedDocument(`preview:/${key}`, html, { noindex: true });
            reply.status(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex').header('content-security-policy', document.csp!);
            return sendDocument(request, reply, document);
          }
        }
        const page = await pageFor(pathname, search);
        if (page?.status === 404 && article) {
          const target = await redirectOf(article.slug, article.lng, preview);
          if (target) return reply.redirect(`${target}${search}`, 301);
        }
        if (page) {
          reply
            .status(page.status)
            .header('content-type', 'text/html; charset=utf-8')
            .header('cache-control', 'no-cache')
            .header('content-security-policy', page.document.csp!);
          // The not-found handler is not a route, so @fastify/compress's per-route hooks do not
          // apply: pages are compressed here, once per page and encoding, and kept.
          return sendDocument(request, reply, page.document);
        }
      }
      return reply.status(404).send({ message: 'Not found' });
    });
  },
  { name: 'static', dependencies: ['security', 'compression', 'database', 'publishing'] },
);
