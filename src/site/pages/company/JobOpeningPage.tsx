import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { jobOpeningKey, jobOpeningUrl, type JobOpeningPost } from '../../../shared/careers';
import { CAREERS_PATH } from '../../../shared/resources/job-openings';
import { PageHero } from '../../components/content';
import { DataError, DataLoading } from '../../components/DataStatus';
import { RICH_TEXT } from '../../components/richText';
import { usePublicData } from '../../data';
import { useLanguage } from '../../useLanguage';
import usePageMeta from '../../usePageMeta';
import NotFoundPage from '../NotFoundPage';
import ApplyForm from './ApplyForm';
import { OpeningFacts, useCalendarDate, useWhere } from './OpeningFacts';

function BackToCareers() {
  const { t } = useTranslation('company');
  const { localize } = useLanguage();
  return (
    <Button component={RouterLink} to={localize(`${CAREERS_PATH}#open-roles`)} startIcon={<ArrowBack />}>
      {t('careers.opening.back')}
    </Button>
  );
}

/** The opening's facts as a labelled list beside (below, on phones) its description. */
function FactSheet({ opening }: { opening: JobOpeningPost }) {
  const { t, i18n } = useTranslation('company');
  const date = useCalendarDate();
  const where = useWhere();
  const rows: [string, string][] = [
    [t('careers.opening.facts.department'), t(`careers.values.department.${opening.department}`)],
    [t('careers.opening.facts.location'), where(opening)],
    [t('careers.opening.facts.employmentType'), t(`careers.values.employmentType.${opening.employmentType}`)],
    [t('careers.opening.facts.seniority'), t(`careers.values.seniority.${opening.seniority}`)],
    [t('careers.opening.facts.positions'), String(opening.positions)],
    ...(opening.salaryFrom !== null
      ? [[t('careers.opening.facts.salary'), t('careers.opening.salaryFrom', {
          amount: new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(opening.salaryFrom),
        })] as [string, string]]
      : []),
    [t('careers.opening.facts.closes'), date(opening.closingDate)],
  ];
  return (
    <Paper variant="outlined" component="aside" aria-label={t('careers.opening.facts.title')} sx={{ p: 3 }}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>{t('careers.opening.facts.title')}</Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1.25 }}>
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>{term}</Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 500 }}>{value}</Box>
          </Box>
        ))}
      </Box>
      {opening.contactEmail && (
        <Typography variant="body2" sx={{ mt: 2.5 }}>
          {t('careers.opening.questions')}{' '}
          <Link href={`mailto:${opening.contactEmail}`}>{opening.contactEmail}</Link>
        </Typography>
      )}
      <Button href="#apply" variant="contained" fullWidth sx={{ mt: 3 }}>{t('careers.opening.applyNow')}</Button>
    </Paper>
  );
}

/** An open opening: its title and facts, its description, and the application form. */
function Opening({ opening }: { opening: JobOpeningPost }) {
  const { t } = useTranslation('company');
  usePageMeta(t('careers.opening.meta.title', { role: opening.title }), opening.summary);
  return (
    <Box component="article">
      {/* The description's first paragraph is the page's meta description, not repeated as a lead. */}
      <PageHero eyebrow={t('careers.opening.eyebrow')} title={opening.title}>
        <OpeningFacts opening={opening} />
      </PageHero>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(260px, 1fr)' }, gap: { xs: 4, md: 6 }, alignItems: 'start' }}>
          {/* Sanitised by the server (server/markdown.ts). */}
          <Box sx={{ ...RICH_TEXT, '& > :first-of-type': { mt: 0 } }} dangerouslySetInnerHTML={{ __html: opening.html }} />
          <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
            <FactSheet opening={opening} />
          </Box>
        </Box>
        <Box sx={{ mt: { xs: 5, md: 7 }, maxWidth: 760 }}>
          <ApplyForm slug={opening.slug} title={opening.title} />
        </Box>
        <Box sx={{ mt: 5 }}>
          <BackToCareers />
        </Box>
      </Container>
    </Box>
  );
}

/** While the opening loads or after it failed to load. */
function PendingOpening({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('company');
  usePageMeta(t('careers.meta.title'), t('careers.meta.description'));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 7 } }}>
      {failed ? (
        <DataError title={t('careers.error.title')} text={t('careers.error.text')} retry={t('careers.error.retry')} onRetry={onRetry} />
      ) : (
        <DataLoading text={t('careers.opening.loading')} />
      )}
      <BackToCareers />
    </Container>
  );
}

/** /careers/:slug: one open job opening in the page's language; one that is not open is the site's not-found page. */
export default function JobOpeningPage() {
  const { slug = '' } = useParams();
  const { lng } = useLanguage();
  const { data, error, loading, retry } = usePublicData<JobOpeningPost>(jobOpeningKey(lng, slug), jobOpeningUrl(lng, slug));
  // 400 is a malformed slug: no such opening either.
  if (error?.status === 404 || error?.status === 400) return <NotFoundPage />;
  if (loading || error || !data) return <PendingOpening failed={!loading} onRetry={retry} />;
  return <Opening opening={data} />;
}
