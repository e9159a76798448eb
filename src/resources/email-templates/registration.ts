/**
 * Registration of the email-templates resource (docs/decisions.md#admin-bundle): what the back office knows
 * of it from the start (menu icon, screens, how a record is named), said once here and read by
 * both its registry entry (./index.ts) and its declaration (./declaration.ts).
 */
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import type { RaRecord } from 'react-admin';
import type { ResourceRegistration } from '../../admin/crud/types';

export const emailTemplateRegistration: ResourceRegistration<RaRecord> = {
  icon: DescriptionOutlinedIcon,
  screens: { list: true, show: true, create: true, edit: true },
  recordRepresentation: 'name',
};
