/**
 * The media library (docs/decisions.md#media): uploaded images (JPEG, PNG, WebP, AVIF, SVG), each
 * with its alternative text per language and resized AVIF and WebP variants, served publicly at
 * immutable addresses (src/shared/media.ts). Files are uploaded as the raw body of
 * `POST /media?fileName=…` (`media.create`); only the alternative texts are edited afterwards
 * (`PUT /media/{id}`, `media.update`). A medium an article uses as its cover cannot be deleted
 * (409 naming the articles). The routes: server/routes/media.ts.
 */
import { MEDIA_CONTENT_TYPES } from '../media';
import { defineResource } from '../resource';

export const mediaDefinition = defineResource({
  name: 'media',
  actions: ['read', 'create', 'update', 'delete'],
  capabilities: { softDelete: true, noCreate: true },
  /** The file name, and the alternative texts in every language (server/routes/media.ts searches the jsonb as text). */
  search: ['fileName', 'alt'],
  filters: ['contentType'],
  sort: ['createdAt', 'fileName', 'byteSize', 'id'],
  defaultSortOrder: 'desc',
  fields: {
    id: { kind: 'id' },
    /** The uploaded file's name, its extension corrected to the real type. */
    fileName: { kind: 'text' },
    /** Read from the file's bytes on upload. */
    contentType: { kind: 'enum', values: MEDIA_CONTENT_TYPES, valueLabels: 'resources.media.types' },
    byteSize: { kind: 'integer' },
    /** Pixels; an SVG's from its width and height or viewBox (null when it has neither). */
    width: { kind: 'integer', nullable: true },
    height: { kind: 'integer', nullable: true },
    /** SHA-256 of the stored file (hex), part of its public address. */
    sha256: { kind: 'code' },
    /** Alternative text per language: `{en: "…", sr: "…"}` (languages without one left out). */
    alt: { kind: 'custom', update: 'optional' },
    /** The resized copies: `[{width, format, byteSize}]`, narrowest first. */
    variants: { kind: 'custom' },
    /** The articles whose cover it is (`{id, name}`, the name being the slug); deleted articles left out. */
    usedBy: { kind: 'named-refs', reference: 'articles' },
    createdBy: { kind: 'reference', reference: 'users', nullable: true },
    createdAt: { kind: 'datetime' },
    updatedAt: { kind: 'datetime' },
    deletedAt: { kind: 'datetime', nullable: true },
  },
});
