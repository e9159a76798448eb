/**
 * Registration of the users resource (docs/decisions.md#admin-bundle): what the back office knows
 * of it from the start (menu icon, screens, how a record is named), said once here and read by
 * both its registry entry (./index.ts) and its declaration (./declaration.ts).
 */
import PeopleIcon from '@mui/icons-material/People';
import type { User } from '../../shared/api';
import type { ResourceRegistration } from '../../admin/crud/types';

export const userRegistration: ResourceRegistration<User> = {
  icon: PeopleIcon,
  screens: { list: true, show: true, create: true, edit: true },
  recordRepresentation: (user) => `${user.firstName} ${user.lastName}`,
};
