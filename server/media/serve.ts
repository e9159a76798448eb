/**
 * Public media files (docs/decisions.md#media), outside /api and without sign-in:
 *
 *   GET /media/{id}/{sha256}/{file name}        the original
 *   GET /media/{id}/{sha256}/w{width}.{format}  a resized variant (avif, webp)
 *
 * Answers are `cache-control: public, max-age=31536000, immutable` (the SHA-256 in the address
 * pins the bytes), with the stored content type, `x-content-type-options: nosniff` and an ETag.
 * An SVG is served with `content-security-policy: default-src 'none'; style-src 'unsafe-inline'`
 * and as an attachment, so that even opened on its own it runs nothing and loads nothing. A
 * deleted medium, a wrong SHA-256 or file name, and an unknown variant answer 404.
 *
 * Registered before the client app (server/app.ts): a route wins over the static plugin's
 * not-found handler. One wildcard route, because file names can be longer than a path
 * parameter may be (the router's maxParamLength). Logs once at start when sharp cannot load
 * ("image variants disabled: …"): uploads then keep the original only.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MEDIA_BASE } from '../../src/shared/media';
import { media, mediaVariants } from '../db/schema';
import { loadSharp, sharpUnavailableReason } from './images';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";
const VARIANT_NAME = /^w(\d{1,5})\.(avif|webp|jpeg)$/;
const VARIANT_TYPES: Readonly<Record<string, string>> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** `{id, sha256, name}` of a media path (`7/<sha>/photo.jpg`), decoded; null when it cannot name a file. */
export function parseMediaPath(rest: string): { id: number; sha256: string; name: string } | null {
  const [id, sha256, encoded, ...more] = rest.split('/');
  if (more.length || !/^[1-9]\d{0,9}$/.test(id ?? '') || !/^[0-9a-f]{64}$/.test(sha256 ?? '') || !encoded) return null;
  try {
    return { id: Number(id), sha256, name: decodeURIComponent(encoded) };
  } catch {
    return null;
  }
}

/** RFC 6266 `filename*` of a Content-Disposition. */
const dispositionName = (name: string) => `filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

const notFound = (reply: FastifyReply) => reply.status(404).header('cache-control', 'no-store').send({ message: 'Not found' });

export default fp(
  async function mediaFiles(app: FastifyInstance) {
    if (!(await loadSharp())) app.log.warn(`image variants disabled: ${sharpUnavailableReason() ?? 'sharp is not available'}`);

    /** Sends `data` as an immutable file, or 304 when the client holds it (If-None-Match). */
    const sendFile = (request: FastifyRequest, reply: FastifyReply, data: Buffer, contentType: string, etag: string) => {
      reply.header('cache-control', IMMUTABLE).header('x-content-type-options', 'nosniff').header('etag', etag).header('content-type', contentType);
      if (contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_CSP);
      const held = request.headers['if-none-match'];
      if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.status(304).send();
      return reply.send(data);
    };

    app.get(`${MEDIA_BASE}/*`, { config: { permission: 'public' } }, async (request, reply) => {
      // The raw path: the router has already decoded its parameters once.
      const parsed = parseMediaPath(request.url.split('?')[0].slice(MEDIA_BASE.length + 1));
      if (!parsed) return notFound(reply);
      const variant = parsed.name.match(VARIANT_NAME);
      if (variant) {
        const [row] = await app.db
          .select({ data: mediaVariants.data, sha256: media.sha256, deletedAt: media.deletedAt })
          .from(mediaVariants)
          .innerJoin(media, eq(media.id, mediaVariants.mediaId))
          .where(and(eq(mediaVariants.mediaId, parsed.id), eq(mediaVariants.width, Number(variant[1])), eq(mediaVariants.format, variant[2])));
        if (!row || row.deletedAt || row.sha256 !== parsed.sha256) return notFound(reply);
        return sendFile(request, reply, row.data, VARIANT_TYPES[variant[2]], `"${parsed.sha256}-${parsed.name}"`);
      }
      const [row] = await app.db
        .select({ data: media.data, sha256: media.sha256, fileName: media.fileName, contentType: media.contentType, deletedAt: media.deletedAt })
        .from(media)
        .where(eq(media.id, parsed.id));
      if (!row || row.deletedAt || row.sha256 !== parsed.sha256 || row.fileName !== parsed.name) return notFound(reply);
      const svg = row.contentType === 'image/svg+xml';
      reply.header('content-disposition', `${svg ? 'attachment' : 'inline'}; ${dispositionName(row.fileName)}`);
      return sendFile(request, reply, row.data, row.contentType, `"${row.sha256}"`);
    });
  },
  { name: 'media-files', dependencies: ['database'] },
);
