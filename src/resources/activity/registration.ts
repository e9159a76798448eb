/**
 * Registration of the activity resource (docs/decisions.md#admin-bundle): what the back office knows
 * of it from the start (menu icon, screens, how a record is named), said once here and read by
 * both its registry entry (./index.ts) and its declaration (./declaration.ts).
 */
import HistoryIcon from '@mui/icons-material/History';
import type { Activity } from '../../shared/api';
import type { ResourceRegistration } from '../../admin/crud/types';

export const activityRegistration: ResourceRegistration<Activity> = {
  icon: HistoryIcon,
  screens: { list: true, show: true },
  recordRepresentation: (row) => `#${row.id}`,
};
