/**
 * The case studies a page shows (docs/decisions.md#case-studies): on the home page three (the
 * featured first), what two of their clients said and the clients' logos, on a service's page the newest that used the service.
 * The server renders those pages with the data embedded (server/publishing/case-studies-collection.ts
 * `shownOn`); a visitor arriving from another page gets it from the public API. Nothing is shown
 * while it loads, when it fails, or when there is no case study to show.
 */
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { caseStudyShowcaseKey, caseStudyShowcaseUrl, type CaseStudyShowcase, type ShowcaseScope } from '../../../shared/case-studies';
import { CASE_STUDIES_PATH } from '../../../shared/resources/case-studies';
import { ContentSection } from '../../components/content';
import { usePublicData } from '../../data';
import { useLanguage } from '../../useLanguage';
import { CaseStudyGrid } from './CaseStudyCard';
import ClientLogoStrip from './ClientLogoStrip';
import TestimonialQuote from './TestimonialQuote';

/** The section of `scope` (the home page, or a service); `muted` its background. */
export default function CaseStudiesShowcase({ scope, muted }: { scope: ShowcaseScope; muted?: boolean }) {
  const { t } = useTranslation('cases');
  const { lng, localize } = useLanguage();
  const { data } = usePublicData<CaseStudyShowcase>(caseStudyShowcaseKey(lng, scope), caseStudyShowcaseUrl(lng, scope));
  if (!data || (data.items.length === 0 && data.clients.length === 0)) return null;
  const home = scope === 'home';
  return (
    <ContentSection
      id="case-studies"
      title={t(home ? 'showcase.homeTitle' : 'showcase.serviceTitle')}
      intro={t(home ? 'showcase.homeIntro' : 'showcase.serviceIntro')}
      muted={muted}
    >
      <CaseStudyGrid studies={data.items} />
      <Box sx={{ mt: 4 }}>
        <Button
          component={RouterLink}
          to={localize(home ? CASE_STUDIES_PATH : `${CASE_STUDIES_PATH}/service/${scope}`)}
          variant="outlined"
          endIcon={<ArrowForward aria-hidden />}
        >
          {t('showcase.all')}
        </Button>
      </Box>
      {data.testimonials.length > 0 && (
        <>
          <Typography component="h3" variant="h5" sx={{ mt: 6, mb: 3, fontWeight: 700 }}>{t('showcase.testimonials')}</Typography>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
            {data.testimonials.map(({ caseStudy, ...testimonial }) => <TestimonialQuote key={caseStudy.slug} testimonial={testimonial} caseStudy={caseStudy} />)}
          </Box>
        </>
      )}
      <ClientLogoStrip clients={data.clients} />
    </ContentSection>
  );
}
