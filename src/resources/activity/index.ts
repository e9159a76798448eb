/**
 * Registration of the activity resource (docs/decisions.md#admin-bundle): what the back office needs at start
 * (menu icon, screens, how a record is named, as ./declaration.ts says them); its declaration and
 * screens (./screens.ts) load the first time one of them opens.
 */
import HistoryIcon from '@mui/icons-material/History';
import type { Activity } from '../../shared/api';
import { lazyResource } from '../../admin/crud/lazyResource';
import { activityDefinition } from '../../shared/resources';

export default lazyResource<Activity>(activityDefinition, {
  icon: HistoryIcon,
  screens: { list: true, show: true },
  recordRepresentation: (row) => `#${row.id}`,
  load: () => import('./screens'),
});
