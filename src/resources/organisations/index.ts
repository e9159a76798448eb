/**
 * Registration of the organisations resource (docs/decisions.md#admin-bundle): what the back office needs at start
 * (menu icon, screens, how a record is named, as ./declaration.ts says them); its declaration and
 * screens (./screens.ts) load the first time one of them opens.
 */
import BusinessIcon from '@mui/icons-material/Business';
import { lazyResource } from '../../admin/crud/lazyResource';
import { organisationsDefinition } from '../../shared/resources';

export default lazyResource(organisationsDefinition, {
  icon: BusinessIcon,
  screens: { list: true, show: true, create: true, edit: true },
  recordRepresentation: 'name',
  load: () => import('./screens'),
});
