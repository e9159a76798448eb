import { useTranslation } from 'react-i18next';
import { DataError, DataLoading } from '../../components/DataStatus';

/** The translated loading state of a blog page. */
export const BlogLoading = DataLoading;

/** The translated failure of a blog request, with a button that tries again. */
export function BlogError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('blog');
  return <DataError title={t('error.title')} text={t('error.text')} retry={t('error.retry')} onRetry={onRetry} />;
}
