import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FormatQuote from '@mui/icons-material/FormatQuote';
import { hydrateInTurn } from '../../components/hydrateInTurn';

/** Client statements, one per sample client's industry (translated in `home` under `clients.testimonials.items`, beside the sample clients' texts). */
export const CLIENT_OUTCOMES = ['logistics', 'energy', 'healthcare', 'retail'] as const;

/** One client statement with its attribution, hydrated in a task of its own (see hydrateInTurn). */
const Outcome = hydrateInTurn(function Outcome({ outcome }: { outcome: (typeof CLIENT_OUTCOMES)[number] }) {
  const { t } = useTranslation('home');
  return (
    <Paper component="figure" variant="outlined" sx={{ m: 0, p: { xs: 3, md: 4 }, display: 'flex', flexDirection: 'column' }}>
      <FormatQuote color="secondary" fontSize="large" aria-hidden sx={{ mb: 1 }} />
      <Box component="blockquote" sx={{ m: 0, flex: 1 }}>
        <Typography sx={{ fontSize: '1.05rem', lineHeight: 1.7 }}>{t(`clients.testimonials.items.${outcome}.quote`)}</Typography>
      </Box>
      <Typography component="figcaption" color="text.secondary" sx={{ mt: 2, fontWeight: 600 }}>
        {t(`clients.testimonials.items.${outcome}.attribution`)}
      </Typography>
    </Paper>
  );
});

/** Testimonial-style outcomes as quotes with their attribution (/clients). */
export default function ClientOutcomes() {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
      {CLIENT_OUTCOMES.map((key) => (
        <Outcome key={key} outcome={key} />
      ))}
    </Box>
  );
}
