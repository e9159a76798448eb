import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FormatQuote from '@mui/icons-material/FormatQuote';

/** Client statements, one per sample client's industry (translated under `clients.outcomes.items`). */
export const CLIENT_OUTCOMES = ['logistics', 'energy', 'healthcare', 'retail'] as const;

/** Testimonial-style outcomes as quotes with their attribution. */
export default function ClientOutcomes() {
  const { t } = useTranslation('company');
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
      {CLIENT_OUTCOMES.map((key) => (
        <Paper key={key} component="figure" variant="outlined" sx={{ m: 0, p: { xs: 3, md: 4 }, display: 'flex', flexDirection: 'column' }}>
          <FormatQuote color="secondary" fontSize="large" aria-hidden sx={{ mb: 1 }} />
          <Box component="blockquote" sx={{ m: 0, flex: 1 }}>
            <Typography sx={{ fontSize: '1.05rem', lineHeight: 1.7 }}>{t(`clients.outcomes.items.${key}.quote`)}</Typography>
          </Box>
          <Typography component="figcaption" color="text.secondary" sx={{ mt: 2, fontWeight: 600 }}>
            {t(`clients.outcomes.items.${key}.attribution`)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
