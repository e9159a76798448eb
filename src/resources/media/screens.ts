/**
 * The media library resource (`/admin/media`, `/{id}`, `/{id}/edit`): generated from its
 * declaration; uploading is the list's dialog. The cover picker for other forms is
 * ./MediaPickerInput.tsx.
 *
 * Loaded the first time one of its screens opens (./index.ts registers it; docs/decisions.md#admin-bundle).
 */
import { resourcePropsOf } from '../../admin/crud';
import { mediaDeclaration } from './declaration';

export { mediaDeclaration, MEDIA_TYPE_CHOICES } from './declaration';

export default resourcePropsOf(mediaDeclaration);
