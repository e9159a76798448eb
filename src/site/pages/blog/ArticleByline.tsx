import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { useLanguage } from '../../useLanguage';
import { formatPublishedDate } from './publishedDate';

/** Publication date and author of an article. */
export function ArticleByline({ publishedAt, author }: { publishedAt: string; author: string }) {
  const { t } = useTranslation('blog');
  const { lng } = useLanguage();
  return (
    <Typography variant="body2" color="text.secondary">
      {/* Node and the browser may ship different locale data: the text may differ, the date cannot. */}
      <time dateTime={publishedAt} suppressHydrationWarning>{formatPublishedDate(publishedAt, lng)}</time>
      {' · '}
      <span>{t('post.by', { author })}</span>
    </Typography>
  );
}
