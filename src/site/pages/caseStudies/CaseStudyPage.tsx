/**
 * /case-studies/<slug>: one public case study in the page's language — the client, the title and
 * summary, the cover, the result figures, the challenge, the solution and the result (sanitised
 * HTML from the server), the client's statement, and a fact sheet linking the industry's and the
 * services' lists. The server renders the page with its data embedded
 * (server/publishing/case-studies-collection.ts); one that is not public is the not-found page.
 */
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { caseStudyKey, caseStudyUrl, type CaseStudyPost } from '../../../shared/case-studies';
import { CASE_STUDIES_PATH, servicePath } from '../../../shared/resources/case-studies';
import { CallToAction, PageHero } from '../../components/content';
import { DataError, DataLoading } from '../../components/DataStatus';
import Picture from '../../components/Picture';
import { RICH_TEXT } from '../../components/richText';
import { usePublicData } from '../../data';
import { useCaseStudyNames } from '../../sections/caseStudies/names';
import TestimonialQuote from '../../sections/caseStudies/TestimonialQuote';
import { useLanguage } from '../../useLanguage';
import usePageMeta from '../../usePageMeta';
import NotFoundPage from '../NotFoundPage';

function BackToList() {
  const { t } = useTranslation('cases');
  const { localize } = useLanguage();
  return (
    <Button component={RouterLink} to={localize(CASE_STUDIES_PATH)} startIcon={<ArrowBack />}>
      {t('study.back')}
    </Button>
  );
}

/** The result figures: each value large, what it measures below. */
function Figures({ study }: { study: CaseStudyPost }) {
  const { t } = useTranslation('cases');
  if (study.figures.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="results-title" sx={{ mt: { xs: 4, md: 5 } }}>
      <Typography id="results-title" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>{t('study.results')}</Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${Math.min(study.figures.length, 4)}, 1fr)` } }}>
        {study.figures.map((figure) => (
          <Paper key={`${figure.value}-${figure.label}`} variant="outlined" sx={{ p: 2.5, display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end', gap: 1 }}>
            <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.95rem' }}>{figure.label}</Box>
            <Box component="dd" sx={{ m: 0, color: 'primary.main', fontSize: { xs: '1.6rem', md: '2rem' }, fontWeight: 800, lineHeight: 1.1 }}>{figure.value}</Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}

/** One part of the story (h2 and its sanitised HTML). */
function Part({ id, title, html }: { id: string; title: string; html: string }) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ mt: { xs: 4, md: 5 } }}>
      <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: '1.4rem', mb: 1.5 }}>{title}</Typography>
      {/* Sanitised by the server (server/markdown.ts). */}
      <Box sx={{ ...RICH_TEXT, '& > :first-of-type': { mt: 0 } }} dangerouslySetInnerHTML={{ __html: html }} />
    </Box>
  );
}

/** The case study's facts, the industry and services linking to their lists. */
function FactSheet({ study }: { study: CaseStudyPost }) {
  const { t } = useTranslation('cases');
  const { localize } = useLanguage();
  const names = useCaseStudyNames();
  return (
    <Paper variant="outlined" component="aside" aria-label={t('study.facts.title')} sx={{ p: 3 }}>
      {study.logo && (
        <Box sx={{ height: 48, mb: 2.5, maxWidth: 200 }}>
          <Picture cover={{ ...study.logo, alt: study.logo.alt || study.clientName }} fit="contain" sizes="200px" sx={{ height: '100%', '& img': { height: '100%', width: 'auto', maxWidth: '100%' } }} />
        </Box>
      )}
      <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>{t('study.facts.title')}</Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1.25 }}>
        <Box component="dt" sx={{ color: 'text.secondary' }}>{t('study.facts.client')}</Box>
        <Box component="dd" sx={{ m: 0, fontWeight: 500 }}>{study.clientName}</Box>
        <Box component="dt" sx={{ color: 'text.secondary' }}>{t('study.facts.industry')}</Box>
        <Box component="dd" sx={{ m: 0, fontWeight: 500 }}>
          <Link component={RouterLink} to={localize(`${CASE_STUDIES_PATH}/industry/${study.industry}`)}>{names.industry(study.industry)}</Link>
        </Box>
        <Box component="dt" sx={{ color: 'text.secondary' }}>{t('study.facts.country')}</Box>
        <Box component="dd" sx={{ m: 0, fontWeight: 500 }}>{names.country(study.country)}</Box>
        <Box component="dt" sx={{ color: 'text.secondary' }}>{t('study.facts.services')}</Box>
        <Box component="dd" sx={{ m: 0, fontWeight: 500 }}>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {study.services.map((service) => (
              <li key={service}>
                <Link component={RouterLink} to={localize(servicePath(service))}>{names.service(service)}</Link>
              </li>
            ))}
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}

/** A public case study. */
function Study({ study }: { study: CaseStudyPost }) {
  const { t } = useTranslation('cases');
  usePageMeta(t('meta.studyTitle', { title: study.title }), study.summary);
  return (
    <>
      <Box component="article">
        <PageHero eyebrow={`${t('study.eyebrow')} · ${study.clientName}`} title={study.title} lead={study.summary} />
        <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(260px, 1fr)' }, gap: { xs: 4, md: 6 }, alignItems: 'start' }}>
            <Box>
              <Picture cover={study.cover} eager />
              <Figures study={study} />
              <Part id="challenge" title={t('study.challenge')} html={study.challengeHtml} />
              <Part id="solution" title={t('study.solution')} html={study.solutionHtml} />
              <Part id="result" title={t('study.result')} html={study.resultHtml} />
              {study.testimonial && (
                <Box component="section" aria-label={t('study.testimonial')} sx={{ mt: { xs: 4, md: 5 } }}>
                  <TestimonialQuote testimonial={study.testimonial} large />
                </Box>
              )}
            </Box>
            <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
              <FactSheet study={study} />
            </Box>
          </Box>
          <Box sx={{ mt: 5 }}>
            <BackToList />
          </Box>
        </Container>
      </Box>
      <CallToAction title={t('study.cta.title')} text={t('study.cta.text')} button={t('study.cta.button')} />
    </>
  );
}

/** While the case study loads or after it failed to load. */
function PendingStudy({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('cases');
  usePageMeta(t('meta.title'), t('meta.description'));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 7 } }}>
      {failed ? <DataError title={t('error.title')} text={t('error.text')} retry={t('error.retry')} onRetry={onRetry} /> : <DataLoading text={t('study.loading')} />}
      <BackToList />
    </Container>
  );
}

export default function CaseStudyPage() {
  const { slug = '' } = useParams();
  const { lng } = useLanguage();
  const { data, error, loading, retry } = usePublicData<CaseStudyPost>(caseStudyKey(lng, slug), caseStudyUrl(lng, slug));
  // 400 is a malformed slug: no such case study either.
  if (error?.status === 404 || error?.status === 400) return <NotFoundPage />;
  if (loading || error || !data) return <PendingStudy failed={!loading} onRetry={retry} />;
  return <Study study={data} />;
}
