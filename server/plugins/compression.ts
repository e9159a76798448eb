/**
 * Response compression (@fastify/compress): brotli or gzip by the client's Accept-Encoding,
 * for every compressible response over 1 KiB (HTML, JS, CSS, JSON, SVG, XML), including the
 * HTML the not-found handler sends. Lighthouse's "uses-text-compression" and the mobile
 * performance budget depend on it.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

export default fp(
  async function compression(app: FastifyInstance) {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      // Quality 5 keeps brotli fast enough to compress on the fly (HTML pages are not cached).
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
  },
  { name: 'compression' },
);
