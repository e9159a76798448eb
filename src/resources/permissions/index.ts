/**
 * Registration of the permissions resource (docs/decisions.md#admin-bundle): what the back office needs at start
 * (menu icon, screens, how a record is named, as ./declaration.ts says them); its declaration and
 * screens (./screens.ts) load the first time one of them opens.
 */
import KeyIcon from '@mui/icons-material/Key';
import { lazyResource } from '../../admin/crud/lazyResource';
import { permissionsDefinition } from '../../shared/resources';

export default lazyResource(permissionsDefinition, {
  icon: KeyIcon,
  screens: { list: true, show: true, create: true, edit: true },
  recordRepresentation: 'name',
  load: () => import('./screens'),
});
