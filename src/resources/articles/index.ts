/**
 * Registration of the articles resource (docs/decisions.md#admin-bundle): what the back office needs at start
 * (menu icon, screens, how a record is named, as ./declaration.ts says them); its declaration and
 * screens (./screens.ts) load the first time one of them opens.
 */
import ArticleIcon from '@mui/icons-material/Article';
import type { RaRecord } from 'react-admin';
import { lazyResource } from '../../admin/crud/lazyResource';
import { articlesDefinition } from '../../shared/resources';
import { articleTitle, type ArticleRecord } from './versions';

export default lazyResource<ArticleRecord & RaRecord>(articlesDefinition, {
  icon: ArticleIcon,
  screens: { list: true, show: true, create: true, edit: true },
  recordRepresentation: (article) => articleTitle(article),
  load: () => import('./screens'),
});
