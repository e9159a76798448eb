import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHero } from '../../components/content';
import { usePublicData } from '../../data';
import { blogListKey, blogListPageOf, blogListPagePath, blogListUrl, type BlogList, type BlogListItem } from '../../../shared/blog';
import { useLanguage } from '../../useLanguage';
import usePageMeta from '../../usePageMeta';
import { BlogError, BlogLoading } from './BlogStatus';
import { ArticleByline } from './ArticleByline';
import BlogCover from '../../components/Picture';
import ListPagination from '../../components/ListPagination';


/** One article of the list: its cover beside (above, on phones) the linked title, byline and summary. */
function ArticleCard({ item, first }: { item: BlogListItem; first: boolean }) {
  const { localize } = useLanguage();
  return (
    <Card variant="outlined" component="article">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '240px 1fr', md: '300px 1fr' }, gap: { xs: 0, sm: 1 }, alignItems: 'center' }}>
        <Box sx={{ p: { xs: 2, sm: 2.5 }, pb: { xs: 0, sm: 2.5 } }}>
          <BlogCover cover={item.cover} eager={first} />
        </Box>
        <CardContent sx={{ p: { xs: 2.5, md: 3.5 } }}>
          <Typography variant="h2" sx={{ fontSize: { xs: '1.3rem', md: '1.5rem' }, mb: 1 }}>
            <Link component={RouterLink} to={localize(`/blog/${item.slug}`)} underline="hover" color="inherit">
              {item.title}
            </Link>
          </Typography>
          <ArticleByline publishedAt={item.publishedAt} author={item.author} />
          <Typography sx={{ mt: 1.5, lineHeight: 1.7 }}>{item.summary}</Typography>
        </CardContent>
      </Box>
    </Card>
  );
}

function ArticleList({ list }: { list: BlogList }) {
  const { t } = useTranslation('blog');
  const { localize } = useLanguage();
  if (list.items.length === 0) {
    return (
      <Box sx={{ py: 6, textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>{t('list.empty')}</Typography>
        <Button component={RouterLink} to={localize('/blog')} variant="outlined">{t('list.firstPage')}</Button>
      </Box>
    );
  }
  return (
    <>
      <Stack spacing={3}>
        {list.items.map((item, index) => <ArticleCard key={item.slug} item={item} first={index === 0} />)}
      </Stack>
      <ListPagination
        count={list.total_pages}
        page={list.current_page}
        pathOf={blogListPagePath}
        labels={{ navigation: t('list.pagination'), previous: t('list.previous'), next: t('list.next'), page: (page) => t('list.page', { page }) }}
        sx={{ mt: 5 }}
      />
    </>
  );
}

/**
 * /blog: the articles in the page's language, newest first, a page at a time (`?page=`). The
 * server renders every page (`/blog?page=2` …) with its data, so the first render matches the
 * HTML; later pages a visitor opens come from the API.
 */
export default function BlogListPage() {
  const { t } = useTranslation('blog');
  const { lng } = useLanguage();
  const [searchParams] = useSearchParams();
  const page = blogListPageOf(searchParams.get('page'));
  const { data, error, loading, retry } = usePublicData<BlogList>(blogListKey(lng, page), blogListUrl(lng, page));
  usePageMeta(t('list.meta.title'), t('list.meta.description'));

  return (
    <>
      <PageHero eyebrow={t('list.eyebrow')} title={t('list.title')} lead={t('list.lead')} />
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 7 } }}>
        {loading ? <BlogLoading text={t('loading')} /> : error || !data ? <BlogError onRetry={retry} /> : <ArticleList list={data} />}
      </Container>
    </>
  );
}
