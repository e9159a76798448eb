/**
 * The media library's API on its definition (src/shared/resources/media.ts;
 * docs/decisions.md#media), with soft delete and restore:
 *
 *   POST /media?fileName=&alt=&language=   `media.create`  the file as the raw body (image/* or
 *        application/octet-stream; the name also as `X-File-Name`) → 201 the medium. Its type is
 *        read from its bytes; 400 empty or no name, 413 above MAX_MEDIA_BYTES, 415 not a JPEG,
 *        PNG, WebP, AVIF or SVG, 422 not decodable or above the dimension limits — each with the
 *        reason in English and `errors: [{field, reason}]`; 503 with Retry-After (seconds) while
 *        the image queue is full (MEDIA_QUEUE_SIZE; nothing written). The file is inspected and
 *        resized in an image worker thread (server/media/image-jobs.ts). An SVG is stored
 *        sanitised; a raster image gets its AVIF and WebP variants in the same transaction.
 *   PUT  /media/{id} {alt}                 `media.update`  the alternative texts, the whole set
 *        (a language left out or empty is removed); the articles using it are rendered again.
 *   DELETE /media/{id}/soft                `media.delete`  409 naming the articles (slugs) that
 *        use it as their cover, while one that is not deleted does, or the other records using it
 *        (a case study's logo or cover, a testimonial's photo: server/media/references.ts).
 * plus the factory's reads (paged list, list, by-ids, details), which never read the files'
 * bytes. A medium answers its variants and `usedBy` (the articles whose cover it is).
 * The files themselves are served by server/media/serve.ts.
 */
import { Type, type TSchema } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyRequest } from 'fastify';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/shared/languages';
import { MAX_MEDIA_ALT_LENGTH, MAX_MEDIA_BYTES, MEDIA_CONTENT_TYPES } from '../../src/shared/media';
import { mediaDefinition } from '../../src/shared/resources/media';
import { diffChanges, recordActivity } from '../audit/activity';
import type { Database } from '../db/client';
import { articles, mediaVariants } from '../db/schema';
import { conflict, HttpError } from '../http/errors';
import { keyed } from '../http/localize';
import { ImageQueueFull, type ProcessedImage } from '../media/image-jobs';
import { MediaUploadError, storedFileName, UPLOAD_ERRORS } from '../media/images';
import { recordsUsingMedia } from '../media/references';
import { insertMedia } from '../media/store';
import type { CrudApp, Row, WriteContext } from './crud';
import { definedCrudRoutes } from './defined-crud';
import { writeBodyOf } from './definition-schemas';
import { NameString, Nullable } from './schemas';

const V = 'resources.media.validation';

/**
 * The `media` table without its `data` column: what the lists, details and writes of the CRUD
 * factory read, so that a page of 25 never loads 25 files. The same table as
 * server/db/schema.ts `media` (which alone drizzle-kit reads).
 */
const mediaRecords = pgTable('media', {
  id: integer('id').primaryKey(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  width: integer('width'),
  height: integer('height'),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  alt: jsonb('alt').$type<Partial<Record<string, string>>>().notNull(),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .$onUpdate(() => new Date()),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/** One alternative text as written: trimmed, one line, at most MAX_MEDIA_ALT_LENGTH characters; empty or null removes it. */
const AltText = NameString({ minLength: 0, maxLength: MAX_MEDIA_ALT_LENGTH, label: 'Alternative text', message: keyed(`${V}.alt`, { max: MAX_MEDIA_ALT_LENGTH }) });
const AltWrite = Type.Object(Object.fromEntries(LANGUAGE_CODES.map((code) => [code, Type.Optional(Nullable(AltText))])), { additionalProperties: false });
const AltEntity = Type.Object(Object.fromEntries(LANGUAGE_CODES.map((code) => [code, Type.Optional(Type.String())])));
const VariantEntity = Type.Object({ width: Type.Integer(), format: Type.String(), byteSize: Type.Integer() });
const fieldSchemas: Record<string, TSchema> = { alt: AltEntity, variants: Type.Array(VariantEntity) };

/** The alternative texts to store: known languages with a non-empty text, in LANGUAGE_CODES order. */
function altTexts(written: Readonly<Record<string, string | null | undefined>>): Partial<Record<LanguageCode, string>> {
  const kept: Partial<Record<LanguageCode, string>> = {};
  for (const code of LANGUAGE_CODES) {
    const value = written[code]?.trim();
    if (value) kept[code] = value;
  }
  return kept;
}

/** The articles (not deleted) whose cover is one of `ids`, as `{id, name: slug, mediaId}`, by slug. */
async function coverUsers(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: articles.id, name: articles.slug, mediaId: articles.coverMediaId })
    .from(articles)
    .where(and(inArray(articles.coverMediaId, [...ids]), isNull(articles.deletedAt)))
    .orderBy(articles.slug);
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null);

/** Media rows → entities, with their variants and the articles using them. */
async function presentMedia(db: Database, rows: Row[]): Promise<Record<string, unknown>[]> {
  const ids = rows.map((row) => row.id as number);
  if (ids.length === 0) return [];
  const [variants, users] = await Promise.all([
    db
      .select({ mediaId: mediaVariants.mediaId, width: mediaVariants.width, format: mediaVariants.format, byteSize: mediaVariants.byteSize })
      .from(mediaVariants)
      .where(inArray(mediaVariants.mediaId, ids)),
    coverUsers(db, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    byteSize: row.byteSize,
    width: row.width ?? null,
    height: row.height ?? null,
    sha256: row.sha256,
    alt: row.alt ?? {},
    variants: variants
      .filter((variant) => variant.mediaId === row.id)
      .sort((a, b) => a.width - b.width || a.format.localeCompare(b.format))
      .map(({ width, format, byteSize }) => ({ width, format, byteSize })),
    usedBy: users.filter((user) => user.mediaId === row.id).map(({ id, name }) => ({ id, name })),
    createdBy: row.createdBy ?? null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    deletedAt: iso(row.deletedAt),
  }));
}

/** After the transaction: the pages of the articles using the media `ids` are rendered again (their alt texts). */
async function renderUsersAfterCommit(ctx: WriteContext, ids: readonly number[]) {
  const users = await coverUsers(ctx.tx, ids);
  if (users.length) ctx.afterCommit(() => ctx.request.server.publisher.changed('articles', users.map((user) => user.name)));
}

/** The media routes: the CRUD routes of the definition over mediaRecords and the upload; register under /api/1.0. */
const mediaRoutes = definedCrudRoutes(mediaDefinition, mediaRecords, {
  fieldSchemas,
  // The alternative texts are a jsonb of texts by language: searched as text, every language at once.
  searchColumns: [mediaRecords.fileName, sql`(${mediaRecords.alt})::text`],
  schemas: { update: writeBodyOf(mediaDefinition, 'update', { alt: AltWrite }) },
  hooks: {
    present: presentMedia,
    async update(ctx, current, body) {
      const { alt } = body as { alt?: Record<string, string | null> };
      if (alt === undefined) return;
      await ctx.tx
        .update(mediaRecords)
        .set({ alt: altTexts(alt) })
        .where(eq(mediaRecords.id, current.id as number));
      await renderUsersAfterCommit(ctx, [current.id as number]);
    },
    async authorise(ctx, action, rows) {
      if (action !== 'delete') return;
      const users = await coverUsers(
        ctx.tx,
        rows.map((row) => row.id as number),
      );
      if (users.length) throw conflict(keyed('resources.media.errors.inUse', { articles: users.map((user) => user.name).join(', ') }));
      // A case study's logo or cover, a testimonial's photo: chosen anew there first.
      const records = await recordsUsingMedia(
        ctx.tx,
        rows.map((row) => row.id as number),
      );
      if (records.length) throw conflict(keyed('resources.media.errors.usedBy', { records: records.join(', ') }));
    },
  },
  routes: uploadRoutes,
});

/** An upload refusal as the API answers it: the status, the reason worded from its key, the field. */
function uploadHttpError(error: MediaUploadError): HttpError {
  const reason = keyed(error.key, error.values as Record<string, string | number>);
  const message = { 400: 'Bad request', 413: 'Payload too large', 415: 'Unsupported media type', 422: 'Validation failed' }[error.statusCode];
  return new HttpError(error.statusCode, message, reason, [{ field: error.field, ...reason }]);
}

const UploadQuery = Type.Object(
  {
    fileName: Type.Optional(Type.String({ minLength: 1, maxLength: 1000, description: 'The file name (else the X-File-Name header)' })),
    alt: Type.Optional(AltText),
    language: Type.Optional(Type.Enum([...LANGUAGE_CODES], { default: 'en', description: 'The language of `alt`' })),
  },
  { additionalProperties: false },
);

/** The name of an upload: `?fileName=`, else the `X-File-Name` header (percent-encoded UTF-8 allowed). */
function uploadName(request: FastifyRequest): string {
  const { fileName } = request.query as { fileName?: string };
  if (fileName) return fileName;
  const header = request.headers['x-file-name'];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return '';
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The upload (`POST /media`, the create), in the media's scope; `schemas.entity` is the medium as answered. */
async function uploadRoutes(app: CrudApp, { schemas }: { schemas: { entity: TSchema } }) {
  // Raw image bodies are read in this scope only (the upload's and the CRUD routes'), as one
  // Buffer of at most MAX_MEDIA_BYTES.
  for (const type of [/^image\/[\w.+-]+$/, 'application/octet-stream']) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: MAX_MEDIA_BYTES }, (_request, body, done) => done(null, body));
  }

  app.post(
    '/media',
    {
      config: { permission: 'media.create' },
      bodyLimit: MAX_MEDIA_BYTES,
      schema: {
        tags: ['media'],
        consumes: [...MEDIA_CONTENT_TYPES, 'application/octet-stream'],
        querystring: UploadQuery,
        response: { 201: schemas.entity },
      },
      // Fastify's own refusals of the body, in the upload's words.
      errorHandler(error: FastifyError) {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw uploadHttpError(new MediaUploadError(413, 'file', UPLOAD_ERRORS.tooLarge, { max: MAX_MEDIA_BYTES / 1024 / 1024 }));
        if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw uploadHttpError(new MediaUploadError(415, 'file', UPLOAD_ERRORS.unsupportedType));
        if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') throw uploadHttpError(new MediaUploadError(400, 'file', UPLOAD_ERRORS.empty));
        throw error;
      },
    },
    async (request, reply) => {
      // A body another parser read (JSON, say) is no file: 415, as for any other type.
      if (request.body != null && !Buffer.isBuffer(request.body)) throw uploadHttpError(new MediaUploadError(415, 'file', UPLOAD_ERRORS.unsupportedType));
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let processed: ProcessedImage;
      try {
        // Checked, sanitised and resized in an image worker thread; refused at once when the
        // image queue is full (server/media/image-jobs.ts), before anything is written.
        processed = await app.imageJobs.process(body);
      } catch (error) {
        if (error instanceof MediaUploadError) throw uploadHttpError(error);
        if (error instanceof ImageQueueFull) {
          reply.header('retry-after', error.retryAfterSeconds);
          throw new HttpError(503, 'Service unavailable', keyed(UPLOAD_ERRORS.busy));
        }
        throw error;
      }
      const { image: inspected, variants } = processed;
      let fileName: string;
      try {
        fileName = storedFileName(uploadName(request), inspected.contentType);
      } catch (error) {
        if (error instanceof MediaUploadError) throw uploadHttpError(error);
        throw error;
      }
      const { language = 'en', alt } = request.query;
      const id = await app.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const created = await insertMedia(tx, { fileName, image: inspected, variants, alt: altTexts({ [language]: alt }), createdBy: request.principal?.userId ?? null });
        const [row] = await tx.select().from(mediaRecords).where(eq(mediaRecords.id, created));
        const [entity] = await presentMedia(tx, [row]);
        await recordActivity(tx, request, { action: 'create', resource: 'media', recordId: created, changes: diffChanges(undefined, entity) });
        return created;
      });
      const [row] = await app.db.select().from(mediaRecords).where(eq(mediaRecords.id, id));
      return reply.status(201).send((await presentMedia(app.db, [row]))[0] as never);
    },
  );
}

export default mediaRoutes;
