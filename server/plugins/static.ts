/**
 * Serves the built client (DESIGN.md "The shape"): hashed assets cached for a year, HTML never
 * cached; `/en/...` redirects to the unprefixed path (English has no prefix, SPEC §2); any other
 * GET that accepts HTML gets the back office's admin.html under /admin, else the prerendered
 * page for its path when one exists (clientDir/prerendered/<path>/index.html, written by
 * scripts/prerender.ts), else the site's index.html; everything else, and anything under /api, is a JSON 404.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { cspHeader, inlineScriptHashes } from './security';
import { isAdminPath } from '../../src/auth/paths';

/** Options of the static plugin. */
export interface StaticPluginOptions {
  clientDir: string;
}

interface Page {
  html: string;
  csp: string;
  /** Compressed copies, made on first request. */
  br?: Buffer;
  gzip?: Buffer;
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
const FILE_EXTENSION = /\.[a-z0-9]+$/i;

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

export default fp(
  async function clientApp(app: FastifyInstance, options: StaticPluginOptions) {
    const { clientDir } = options;
    const directories = pageDirectories(clientDir);
    const pages = new Map<string, Page>();

    if (existsSync(clientDir)) {
      await app.register(fastifyStatic, {
        root: clientDir,
        wildcard: false,
        index: false,
        // HTML is served below, with its own CSP and no-cache.
        globIgnore: ['**/*.html'],
        cacheControl: false,
        setHeaders(reply: FastifyReply, path: string) {
          const immutable = path.split(sep).join('/').includes('/assets/');
          reply.header('cache-control', immutable ? `public, max-age=${ONE_YEAR}, immutable` : 'public, max-age=3600');
        },
      });
    }

    const shellFile = join(clientDir, 'index.html');
    const adminShellFile = join(clientDir, 'admin.html');

    /**
     * The page for a request path: the back office's shell (clientDir/admin.html) for /admin
     * and below, else the prerendered page if any, else the site's SPA shell
     * (clientDir/index.html); the shells have an empty #root the browser renders into.
     */
    const pageFor = (pathname: string): Page | undefined => {
      const key = pageKey(pathname);
      const shell = key !== null && isAdminPath(`/${key}`) ? adminShellFile : shellFile;
      const file = key !== null && directories.has(key) ? join(clientDir, PRERENDERED, key, 'index.html') : existsSync(shell) ? shell : undefined;
      if (file === undefined) return undefined;
      let page = pages.get(file);
      if (!page) {
        const html = readFileSync(file, 'utf8');
        page = { html, csp: cspHeader(inlineScriptHashes(html)) };
        pages.set(file, page);
      }
      return page;
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
        const acceptsHtml = (request.headers.accept ?? '').includes('text/html');
        const page = acceptsHtml && !FILE_EXTENSION.test(pathname) ? pageFor(pathname) : undefined;
        if (page) {
          reply
            .status(200)
            .header('content-type', 'text/html; charset=utf-8')
            .header('cache-control', 'no-cache')
            .header('content-security-policy', page.csp);
          // The not-found handler is not a route, so @fastify/compress's per-route hooks do not
          // apply: pages are compressed here, once per page and encoding, and kept.
          reply.header('vary', 'accept-encoding');
          const encoding = preferredEncoding(request.headers['accept-encoding']);
          if (!encoding) return reply.send(page.html);
          page[encoding] ??= encoding === 'br' ? brotliCompressSync(page.html) : gzipSync(page.html);
          return reply.header('content-encoding', encoding).send(page[encoding]);
        }
      }
      return reply.status(404).send({ message: 'Not found' });
    });
  },
  { name: 'static', dependencies: ['security', 'compression'] },
);
