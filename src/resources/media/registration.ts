/**
 * Registration of the media resource (docs/decisions.md#admin-bundle): what the back office knows
 * of it from the start (menu icon, screens, how a record is named), said once here and read by
 * both its registry entry (./index.ts) and its declaration (./declaration.ts).
 */
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import type { RaRecord } from 'react-admin';
import type { ResourceRegistration } from '../../admin/crud/types';

export const mediaRegistration: ResourceRegistration<RaRecord> = {
  icon: PhotoLibraryIcon,
  screens: { list: true, show: true, edit: true },
  recordRepresentation: 'fileName',
};
