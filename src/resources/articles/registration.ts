/**
 * Registration of the articles resource (docs/decisions.md#admin-bundle): what the back office knows
 * of it from the start (menu icon, screens, how a record is named), said once here and read by
 * both its registry entry (./index.ts) and its declaration (./declaration.ts).
 */
import ArticleIcon from '@mui/icons-material/Article';
import type { RaRecord } from 'react-admin';
import { articleTitle, type ArticleRecord } from './versions';
import type { ResourceRegistration } from '../../admin/crud/types';

export const articleRegistration: ResourceRegistration<ArticleRecord & RaRecord> = {
  icon: ArticleIcon,
  screens: { list: true, show: true, create: true, edit: true },
  recordRepresentation: (article) => articleTitle(article),
};
