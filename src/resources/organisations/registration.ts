/**
 * Registration of the organisations resource (docs/decisions.md#admin-bundle): what the back office knows
 * of it from the start (menu icon, screens, how a record is named), said once here and read by
 * both its registry entry (./index.ts) and its declaration (./declaration.ts).
 */
import BusinessIcon from '@mui/icons-material/Business';
import type { RaRecord } from 'react-admin';
import type { ResourceRegistration } from '../../admin/crud/types';

export const organisationRegistration: ResourceRegistration<RaRecord> = {
  icon: BusinessIcon,
  screens: { list: true, show: true, create: true, edit: true },
  recordRepresentation: 'name',
};
