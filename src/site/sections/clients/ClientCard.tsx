import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CountryFlag from './CountryFlag';
import type { SampleClient } from './sampleClients';

/** One sample client: flag, company name (h3), country and industry. */
export default function ClientCard({ client }: { client: SampleClient }) {
  const { t } = useTranslation('home');
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <CountryFlag countryCode={client.countryCode} alt={client.flagAlt} />
          <Typography component="h3" variant="h6" sx={{ fontSize: '1.05rem', fontWeight: 600, lineHeight: 1.3 }}>{client.name}</Typography>
        </Stack>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}>
          <Typography component="dt" color="text.secondary" sx={{ fontSize: '0.9rem' }}>{t('clients.countryLabel')}</Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '0.9rem', fontWeight: 600 }}>{client.country}</Typography>
          <Typography component="dt" color="text.secondary" sx={{ fontSize: '0.9rem' }}>{t('clients.industryLabel')}</Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '0.9rem', fontWeight: 600 }}>{client.industry}</Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
