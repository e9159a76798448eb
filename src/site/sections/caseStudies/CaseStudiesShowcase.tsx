/**
 * The case studies a page shows (docs/decisions.md#case-studies): on the home page three (the
 * featured first) and the clients' logos, on a service's page the newest that used the service.
 * The server renders those pages with the data embedded (server/publishing/case-studies-collection.ts
 * `shownOn`); a visitor arriving from another page gets it from the public API. Nothing is shown
 * while it loads, when it fails, or when there is no case study to show.
 */
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { caseStudyShowcaseKey, caseStudyShowcaseUrl, type CaseStudyShowcase, type ShowcaseScope } from '../../../shared/case-studies';
import { CASE_STUDIES_PATH } from '../../../shared/resources/case-studies';
import { ContentSection } from '../../components/content';
import { usePublicData } from '../../data';
import { useLanguage } from '../../useLanguage';
import { CaseStudyGrid } from './CaseStudyCard';
import ClientLogoStrip from './ClientLogoStrip';

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
      <ClientLogoStrip clients={data.clients} />
    </ContentSection>
  );
}
