/**
 * Registration of the media resource (docs/decisions.md#admin-bundle): what the back office needs at start
 * (menu icon, screens, how a record is named, as ./declaration.ts says them); its declaration and
 * screens (./screens.ts) load the first time one of them opens.
 */
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { lazyResource } from '../../admin/crud/lazyResource';
import { mediaDefinition } from '../../shared/resources';

export default lazyResource(mediaDefinition, {
  icon: PhotoLibraryIcon,
  screens: { list: true, show: true, edit: true },
  recordRepresentation: 'fileName',
  load: () => import('./screens'),
});
