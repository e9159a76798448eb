/**
 * A client's statement (docs/decisions.md#case-studies): the quote, the person's photo (or their
 * initials), name, role and organisation, and, where given, a link to the case study it comes from.
 * Shown on a case study's page and, for the featured ones, on the home page.
 */
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import FormatQuote from '@mui/icons-material/FormatQuote';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CaseStudyTestimonial } from '../../../shared/case-studies';
import { CASE_STUDIES_PATH } from '../../../shared/resources/case-studies';
import { initials } from '../../initials';
import { useLanguage } from '../../useLanguage';

/** `caseStudy`: the case study to link to (the home page's statements); `large` for a case study's own page. */
export default function TestimonialQuote({ testimonial, caseStudy, large = false }: { testimonial: CaseStudyTestimonial; caseStudy?: { slug: string; title: string }; large?: boolean }) {
  const { t } = useTranslation('cases');
  const { localize } = useLanguage();
  const role = testimonial.organisation ? `${testimonial.role}, ${testimonial.organisation}` : testimonial.role;
  return (
    <Paper component="figure" variant="outlined" sx={{ m: 0, p: { xs: 3, md: 4 }, height: '100%', display: 'flex', flexDirection: 'column', bgcolor: large ? 'action.hover' : undefined }}>
      <FormatQuote color="secondary" fontSize="large" aria-hidden />
      <Box component="blockquote" sx={{ m: 0, flex: 1 }}>
        <Typography sx={{ fontSize: large ? { xs: '1.1rem', md: '1.25rem' } : '1.05rem', lineHeight: 1.65 }}>{testimonial.quote}</Typography>
      </Box>
      <Box component="figcaption" sx={{ mt: 2.5, display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {testimonial.photo ? (
          <Avatar src={testimonial.photo.src} alt={testimonial.photo.alt || testimonial.person} />
        ) : (
          <Avatar aria-hidden sx={{ bgcolor: 'secondary.main' }}>{initials(testimonial.person)}</Avatar>
        )}
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{testimonial.person}</Typography>
          <Typography variant="body2" color="text.secondary">{role}</Typography>
          {caseStudy && (
            <Link component={RouterLink} to={localize(`${CASE_STUDIES_PATH}/${caseStudy.slug}`)} variant="body2" aria-label={t('card.readFor', { title: caseStudy.title })}>
              {t('card.read')}
            </Link>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
