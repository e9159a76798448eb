/**
 * The media library (`/admin/media`, `/admin/media/{id}`, `/admin/media/{id}/edit`;
 * docs/decisions.md#media): the list with thumbnails, file name, type, dimensions, size and
 * upload date (newest first, searched by file name, filtered by type, deleted ones on demand),
 * an "Upload" button (the raw file, `media.create`); the details with the preview, the
 * alternative texts per language, the resized copies and the articles using it as their cover;
 * the edit form for the alternative texts in seven languages. No create screen: a medium is made
 * by uploading a file.
 */
import { declarationOf, enumChoices, type FieldChoice } from '../../admin/crud';
import { mediaDefinition } from '../../shared/resources';
import { AltTextsInput } from './AltTextsInput';
import type { MediaRecord } from './media';
import {
  MediaAltTextsField,
  MediaDimensionsField,
  MediaPreviewField,
  MediaSizeField,
  MediaThumbnailField,
  MediaUsedByField,
  MediaVariantsField,
} from './MediaFields';
import { UploadMediaButton } from './UploadMediaDialog';
import { mediaRegistration } from './registration';

/** The accepted types → label keys (`image/png` → `resources.media.types.image/png`). */
export const MEDIA_TYPE_CHOICES: readonly FieldChoice[] = enumChoices(mediaDefinition, 'contentType');

export const mediaDeclaration = declarationOf<MediaRecord>(mediaDefinition, mediaRegistration, {
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: [{ source: 'contentType', type: 'select', choices: MEDIA_TYPE_CHOICES, alwaysOn: true }],
  compactList: { primary: 'fileName', secondary: 'contentType', tertiary: 'createdAt' },
  listActions: [UploadMediaButton],
  tabs: [{ type: 'activity', path: 'history' }],
  fields: [
    { source: 'thumbnail', type: 'text', label: 'resources.media.fields.preview', list: true, sortable: false, display: MediaThumbnailField },
    { source: 'preview', type: 'text', show: true, sortable: false, display: MediaPreviewField },
    { source: 'id', show: true },
    { source: 'fileName', list: true, show: true },
    { source: 'contentType', choices: MEDIA_TYPE_CHOICES, list: true, show: true, sortable: false },
    { source: 'dimensions', type: 'text', list: true, show: true, sortable: false, hideBelow: 'md', display: MediaDimensionsField },
    { source: 'byteSize', list: true, show: true, hideBelow: 'md', display: MediaSizeField },
    { source: 'createdAt', list: true, show: true },
    { source: 'alt', type: 'text', show: true, form: 'edit', sortable: false, display: MediaAltTextsField, input: AltTextsInput },
    { source: 'variants', type: 'text', show: true, sortable: false, display: MediaVariantsField },
    { source: 'usedBy', show: true, sortable: false, display: MediaUsedByField },
    { source: 'createdBy', optionText: 'userName', show: true },
    { source: 'sha256', show: true },
    { source: 'updatedAt', show: true },
  ],
});
