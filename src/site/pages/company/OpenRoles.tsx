import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { jobOpeningListKey, jobOpeningListUrl, type JobOpeningList, type JobOpeningListItem } from '../../../shared/careers';
import { CAREERS_PATH } from '../../../shared/resources/job-openings';
import { listPageOf, listPagePath } from '../../../shared/publishing';
import { DataError, DataLoading } from '../../components/DataStatus';
import ListPagination from '../../components/ListPagination';
import { usePublicData } from '../../data';
import { useLanguage } from '../../useLanguage';
import { OpeningFacts } from './OpeningFacts';

/** One open opening: its linked title, where and how, and when applications close. */
function OpeningRow({ item }: { item: JobOpeningListItem }) {
  const { t } = useTranslation('company');
  const { localize } = useLanguage();
  const to = localize(`${CAREERS_PATH}/${item.slug}`);
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: { xs: 2.5, md: 3 }, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'center' }, gap: 2 }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
          <Link component={RouterLink} to={to} underline="hover" color="inherit">{item.title}</Link>
        </Typography>
        <OpeningFacts opening={item} />
      </Box>
      <Button
        component={RouterLink}
        to={to}
        variant="outlined"
        aria-label={t('careers.roles.viewFor', { role: item.title })}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
      >
        {t('careers.roles.view')}
      </Button>
    </Paper>
  );
}

/** The list itself, or what to do when nothing is open. */
function Openings({ list }: { list: JobOpeningList }) {
  const { t } = useTranslation('company');
  const { localize } = useLanguage();
  if (list.items.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>{t('careers.roles.empty')}</Typography>
        <Button component={RouterLink} to={localize('/contact')} variant="outlined">{t('careers.roles.openApplication')}</Button>
      </Paper>
    );
  }
  return (
    <>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.items.map((item) => <OpeningRow key={item.slug} item={item} />)}
      </Stack>
      <ListPagination
        count={list.total_pages}
        page={list.current_page}
        pathOf={(page) => listPagePath(CAREERS_PATH, page)}
        labels={{ navigation: t('careers.roles.pagination'), previous: t('careers.roles.previous'), next: t('careers.roles.next'), page: (page) => t('careers.roles.page', { page }) }}
      />
    </>
  );
}

/**
 * The open job openings in the page's language (the back office keeps them; an opening shows from
 * its `visibleFrom` and goes after its closing date), a page at a time (`/careers?page=2`). The
 * server renders `/careers` with this data embedded; a visitor arriving from another page gets
 * it from the public API.
 */
export default function OpenRoles() {
  const { t } = useTranslation('company');
  const { lng } = useLanguage();
  const [searchParams] = useSearchParams();
  const page = listPageOf(searchParams.get('page'));
  const { data, error, loading, retry } = usePublicData<JobOpeningList>(jobOpeningListKey(lng, page), jobOpeningListUrl(lng, page));
  if (loading) return <DataLoading text={t('careers.roles.loading')} />;
  if (error || !data) return <DataError title={t('careers.error.title')} text={t('careers.error.text')} retry={t('careers.error.retry')} onRetry={retry} />;
  return <Openings list={data} />;
}
