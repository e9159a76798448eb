/**
 * A case study as a card (docs/decisions.md#case-studies): its cover, the client with industry and
 * country, the title linked to its page, the summary and its first result figure. Used by the
 * list, the home page and the services' pages; a plain link, so it works before any script runs.
 */
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import type { CaseStudyCard as Card } from '../../../shared/case-studies';
import { CASE_STUDIES_PATH } from '../../../shared/resources/case-studies';
import Picture from '../../components/Picture';
import { useLanguage } from '../../useLanguage';
import { useCaseStudyNames } from './names';

/** How wide a card's cover is shown: a third of the content column on wide screens, half on tablets. */
const COVER_SIZES = '(min-width: 1200px) 370px, (min-width: 900px) 30vw, (min-width: 600px) 50vw, 100vw';

/** One card; `heading` is its title's level (h2 on the list, h3 inside a section). */
export default function CaseStudyCard({ study, heading = 'h3' }: { study: Card; heading?: 'h2' | 'h3' }) {
  const { t } = useTranslation('cases');
  const { localize } = useLanguage();
  const names = useCaseStudyNames();
  const to = localize(`${CASE_STUDIES_PATH}/${study.slug}`);
  return (
    <Paper component="article" variant="outlined" sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden', height: '100%' }}>
      <Picture cover={study.cover} sizes={COVER_SIZES} sx={{ '& img': { borderRadius: 0 } }} />
      <Box sx={{ p: { xs: 2.5, md: 3 }, display: 'flex', flexDirection: 'column', flex: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {study.clientName}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('card.clientIn', { industry: names.industry(study.industry), country: names.country(study.country) })}
        </Typography>
        <Typography component={heading} variant="h3" sx={{ fontSize: '1.2rem', lineHeight: 1.35, mt: 1.5, mb: 1 }}>
          <Link component={RouterLink} to={to} underline="hover" color="inherit">{study.title}</Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>{study.summary}</Typography>
        {study.headline && (
          <Box sx={{ mt: 2.5, display: 'flex', alignItems: 'baseline', gap: 1.5 }}>
            <Typography component="span" color="primary" sx={{ fontSize: '1.6rem', fontWeight: 800, lineHeight: 1, whiteSpace: 'nowrap' }}>{study.headline.value}</Typography>
            <Typography component="span" variant="body2">{study.headline.label}</Typography>
          </Box>
        )}
        <Link
          component={RouterLink}
          to={to}
          aria-label={t('card.readFor', { title: study.title })}
          sx={{ mt: 2.5, fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
        >
          {t('card.read')}
          <ArrowForward fontSize="small" aria-hidden />
        </Link>
      </Box>
    </Paper>
  );
}

/** Cards in a grid: three columns on wide screens, two on tablets, one on phones. */
export function CaseStudyGrid({ studies, heading }: { studies: readonly Card[]; heading?: 'h2' | 'h3' }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
      {studies.map((study) => (
        <Box component="li" key={study.slug}>
          <CaseStudyCard study={study} heading={heading} />
        </Box>
      ))}
    </Box>
  );
}
