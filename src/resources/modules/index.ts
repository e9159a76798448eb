/**
 * Registration of the modules resource (docs/decisions.md#admin-bundle): what the back office needs at start
 * (menu icon, screens, how a record is named, as ./declaration.ts says them); its declaration and
 * screens (./screens.ts) load the first time one of them opens.
 */
import ExtensionIcon from '@mui/icons-material/Extension';
import { lazyResource } from '../../admin/crud/lazyResource';
import { modulesDefinition } from '../../shared/resources';

export default lazyResource(modulesDefinition, {
  icon: ExtensionIcon,
  screens: { list: true, show: true, create: true, edit: true },
  recordRepresentation: 'name',
  load: () => import('./screens'),
});
