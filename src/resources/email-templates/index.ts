/**
 * Registration of the email-templates resource (docs/decisions.md#admin-bundle): what the back office needs at start
 * (menu icon, screens, how a record is named, as ./declaration.ts says them); its declaration and
 * screens (./screens.ts) load the first time one of them opens.
 */
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { lazyResource } from '../../admin/crud/lazyResource';
import { emailTemplatesDefinition } from '../../shared/resources';

export default lazyResource(emailTemplatesDefinition, {
  icon: DescriptionOutlinedIcon,
  screens: { list: true, show: true, create: true, edit: true },
  recordRepresentation: 'name',
  load: () => import('./screens'),
});
