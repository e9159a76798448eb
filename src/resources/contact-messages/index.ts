/**
 * Registration of the contact-messages resource (docs/decisions.md#admin-bundle): what the back office needs at start
 * (menu icon, screens, how a record is named, as ./declaration.ts says them); its declaration and
 * screens (./screens.ts) load the first time one of them opens.
 */
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import { lazyResource } from '../../admin/crud/lazyResource';
import { contactMessagesDefinition } from '../../shared/resources';

export default lazyResource(contactMessagesDefinition, {
  icon: MoveToInboxIcon,
  screens: { list: true, show: true, edit: true },
  recordRepresentation: 'name',
  load: () => import('./screens'),
});
