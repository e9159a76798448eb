/**
 * /case-studies, /case-studies/industry/<industry> and /case-studies/service/<service>: the public
 * case studies in the page's language, newest first, a page at a time (`?page=2`), whole or
 * filtered. The filters are links to pages of their own (no script needed), each listing the
 * industries and services that have case studies. The server renders every one of these pages
 * with its data embedded (server/publishing/case-studies-collection.ts); a visitor arriving from
 * another page gets it from the public API. A filter the site does not know is the not-found page.
 */
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { caseStudyListKey, caseStudyListUrl, type CaseStudyFilter, type CaseStudyList, type Industry, type Service } from '../../../shared/case-studies';
import { listPageOf, listPagePath } from '../../../shared/publishing';
import { CASE_STUDIES_PATH, INDUSTRIES, SERVICES } from '../../../shared/resources/case-studies';
import { CallToAction, PageHero } from '../../components/content';
import { DataError, DataLoading } from '../../components/DataStatus';
import ListPagination from '../../components/ListPagination';
import { usePublicData } from '../../data';
import { CaseStudyGrid } from '../../sections/caseStudies/CaseStudyCard';
import { useCaseStudyNames } from '../../sections/caseStudies/names';
import { useLanguage } from '../../useLanguage';
import usePageMeta from '../../usePageMeta';
import NotFoundPage from '../NotFoundPage';

/** The address segment of each filter field (src/shared/resources/case-studies.ts `listFilters`). */
const SEGMENTS = { industry: 'industry', services: 'service' } as const;

/** The unprefixed address of a filtered list (or the whole list). */
const filterPath = (filter: CaseStudyFilter | null) => (filter ? `${CASE_STUDIES_PATH}/${SEGMENTS[filter.field]}/${filter.value}` : CASE_STUDIES_PATH);

/** The filter an address names; undefined when it names one the site does not know, null for none. */
function filterOf(segment: string | undefined, value: string | undefined): CaseStudyFilter | null | undefined {
  if (segment === undefined) return null;
  if (segment === SEGMENTS.industry && (INDUSTRIES as readonly string[]).includes(value ?? '')) return { field: 'industry', value: value as Industry };
  if (segment === SEGMENTS.services && (SERVICES as readonly string[]).includes(value ?? '')) return { field: 'services', value: value as Service };
  return undefined;
}

/** One filter link, marked as the current page when it is. */
function FilterLink({ label, filter, current }: { label: string; filter: CaseStudyFilter | null; current: boolean }) {
  const { localize } = useLanguage();
  return (
    <Chip
      component={RouterLink}
      to={localize(filterPath(filter))}
      label={label}
      clickable
      color={current ? 'primary' : 'default'}
      variant={current ? 'filled' : 'outlined'}
      aria-current={current ? 'page' : undefined}
    />
  );
}

/** The filters: every case study, then each industry and each service that has any, with how many. */
function Filters({ list }: { list: CaseStudyList }) {
  const { t } = useTranslation('cases');
  const names = useCaseStudyNames();
  const same = (filter: CaseStudyFilter) => list.filter?.field === filter.field && list.filter.value === filter.value;
  const groups = [
    { title: t('filters.industry'), filters: INDUSTRIES.filter((value) => list.counts.industry[value]).map((value) => ({ filter: { field: 'industry', value } as const, label: names.industry(value), count: list.counts.industry[value]! })) },
    { title: t('filters.service'), filters: SERVICES.filter((value) => list.counts.services[value]).map((value) => ({ filter: { field: 'services', value } as const, label: names.service(value), count: list.counts.services[value]! })) },
  ];
  return (
    <Box component="nav" aria-label={t('filters.label')} sx={{ mb: { xs: 4, md: 5 }, display: 'grid', gap: 2 }}>
      <Box>
        <FilterLink label={t('filters.all')} filter={null} current={list.filter === null} />
      </Box>
      {groups.map((group) => group.filters.length > 0 && (
        <Box key={group.title}>
          <Typography component="p" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>{group.title}</Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {group.filters.map(({ filter, label, count }) => (
              <li key={filter.value}>
                <FilterLink label={t('filters.count', { name: label, count })} filter={filter} current={same(filter)} />
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The cards of the page, its pagination, or what to do when there are none. */
function Studies({ list }: { list: CaseStudyList }) {
  const { t } = useTranslation('cases');
  const { localize } = useLanguage();
  if (list.items.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>{t('list.empty')}</Typography>
        <Button component={RouterLink} to={localize(CASE_STUDIES_PATH)} variant="outlined">{t('filters.all')}</Button>
      </Paper>
    );
  }
  return (
    <>
      <CaseStudyGrid studies={list.items} heading="h2" />
      <ListPagination
        count={list.total_pages}
        page={list.current_page}
        pathOf={(page) => listPagePath(filterPath(list.filter), page)}
        labels={{ navigation: t('list.pagination'), previous: t('list.previous'), next: t('list.next'), page: (page) => t('list.page', { page }) }}
      />
    </>
  );
}

/** The list of `filter` (null: every case study), page `page`. */
function CaseStudies({ filter, page }: { filter: CaseStudyFilter | null; page: number }) {
  const { t } = useTranslation('cases');
  const { lng } = useLanguage();
  const names = useCaseStudyNames();
  const name = filter ? (filter.field === 'industry' ? names.industry(filter.value) : names.service(filter.value)) : null;
  usePageMeta(name ? t('meta.filteredTitle', { name }) : t('meta.title'), name ? t('meta.filteredDescription', { name }) : t('meta.description'));
  const { data, error, loading, retry } = usePublicData<CaseStudyList>(caseStudyListKey(lng, page, filter), caseStudyListUrl(lng, page, filter));
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={name ?? t('hero.title')} lead={t('hero.lead')} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        {loading ? (
          <DataLoading text={t('list.loading')} />
        ) : error || !data ? (
          <DataError title={t('error.title')} text={t('error.text')} retry={t('error.retry')} onRetry={retry} />
        ) : (
          <>
            <Filters list={data} />
            <Studies list={data} />
          </>
        )}
      </Container>
      <CallToAction title={t('study.cta.title')} text={t('study.cta.text')} button={t('study.cta.button')} />
    </>
  );
}

export default function CaseStudiesPage() {
  const { segment, value } = useParams();
  const [searchParams] = useSearchParams();
  const filter = filterOf(segment, value);
  if (filter === undefined) return <NotFoundPage />;
  return <CaseStudies filter={filter} page={listPageOf(searchParams.get('page'))} />;
}
