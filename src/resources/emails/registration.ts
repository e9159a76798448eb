/**
 * Registration of the emails resource (docs/decisions.md#admin-bundle): what the back office knows
 * of it from the start (menu icon, screens, how a record is named), said once here and read by
 * both its registry entry (./index.ts) and its declaration (./declaration.ts).
 */
import MailIcon from '@mui/icons-material/Mail';
import type { RaRecord } from 'react-admin';
import type { ResourceRegistration } from '../../admin/crud/types';

export const emailRegistration: ResourceRegistration<RaRecord> = {
  icon: MailIcon,
  screens: { list: true, show: true, create: true },
  paths: { create: 'create' },
  recordRepresentation: 'subject',
};
