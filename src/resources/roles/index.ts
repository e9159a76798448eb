/**
 * Registration of the roles resource (docs/decisions.md#admin-bundle): what the back office needs at start
 * (menu icon, screens, how a record is named, as ./declaration.ts says them); its declaration and
 * screens (./screens.ts) load the first time one of them opens.
 */
import SecurityIcon from '@mui/icons-material/Security';
import { lazyResource } from '../../admin/crud/lazyResource';
import { rolesDefinition } from '../../shared/resources';

export default lazyResource(rolesDefinition, {
  icon: SecurityIcon,
  screens: { list: true, show: true, create: true, edit: true },
  recordRepresentation: 'name',
  load: () => import('./screens'),
});
