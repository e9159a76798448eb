/**
 * Registration of the users resource (docs/decisions.md#admin-bundle): what the back office needs at start
 * (menu icon, screens, how a record is named, as ./declaration.ts says them); its declaration and
 * screens (./screens.ts) load the first time one of them opens.
 */
import PeopleIcon from '@mui/icons-material/People';
import type { User } from '../../shared/api';
import { lazyResource } from '../../admin/crud/lazyResource';
import { usersDefinition } from '../../shared/resources';

export default lazyResource<User>(usersDefinition, {
  icon: PeopleIcon,
  screens: { list: true, show: true, create: true, edit: true },
  recordRepresentation: (user) => `${user.firstName} ${user.lastName}`,
  load: () => import('./screens'),
});
