/**
 * Security headers (helmet) with a Content-Security-Policy fit for the React/MUI client:
 * scripts only from our origin plus the SHA-256 of each inline script in the page (MUI's
 * colour-scheme script runs inline before the app to avoid a theme flash), inline styles for
 * emotion, images from anywhere over https (flag service), API calls to https origins. The back
 * office's document also allows `blob:` images: its upload dialogs preview the picked file
 * through an object URL before it is sent (public pages never need one).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP source expressions (`'sha256-…'`) for every inline `<script>` in `html`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    if (body.trim()) hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** What a document's CSP allows beyond the common policy. */
export interface CspOptions {
  /** Images from `blob:` object URLs (the back office's upload previews). */
  blobImages?: boolean;
}

/** The CSP directives (helmet's shape) allowing the given inline script hashes. */
export function cspDirectives(scriptHashes: readonly string[], { blobImages = false }: CspOptions = {}): Record<string, string[] | null> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(blobImages ? ['blob:'] : []), 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'https:'],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    // Would send same-origin requests of a plain-http deployment (127.0.0.1) to https.
    'upgrade-insecure-requests': null,
  };
}

/** The Content-Security-Policy header value for a page with these inline script hashes. */
export function cspHeader(scriptHashes: readonly string[], options: CspOptions = {}): string {
  return Object.entries(cspDirectives(scriptHashes, options))
    .filter((entry): entry is [string, string[]] => entry[1] !== null)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Options of the security plugin. */
export interface SecurityPluginOptions {
  /** Its index.html's inline scripts are allowed by hash on every response. */
  clientDir: string;
}

export default fp(
  async function security(app: FastifyInstance, options: SecurityPluginOptions) {
    const indexHtml = join(options.clientDir, 'index.html');
    const hashes = existsSync(indexHtml) ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : [];
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(hashes) },
    });
  },
  { name: 'security' },
);
