/**
 * Registration of the emails resource (docs/decisions.md#admin-bundle): what the back office needs at start
 * (menu icon, screens, how a record is named, as ./declaration.ts says them); its declaration and
 * screens (./screens.ts) load the first time one of them opens.
 */
import MailIcon from '@mui/icons-material/Mail';
import { lazyResource } from '../../admin/crud/lazyResource';
import { emailsDefinition } from '../../shared/resources';

export default lazyResource(emailsDefinition, {
  icon: MailIcon,
  screens: { list: true, show: true, create: true },
  paths: { create: 'create' },
  recordRepresentation: 'subject',
  load: () => import('./screens'),
});
