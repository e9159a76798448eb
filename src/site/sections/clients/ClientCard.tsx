import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CountryFlag from './CountryFlag';
import ClientMonogram from './ClientMonogram';
import type { SampleClient } from './sampleClients';

/**
 * One sample client: monogram logo and company name (h3), then its country with the flag and its
 * industry. The flag sits beside the country rather than beside the name, so the name has the
 * card's width and never wraps to more than two lines (docs/requirements.md#r3).
 */
export default function ClientCard({ client }: { client: SampleClient }) {
  const { t } = useTranslation('home');
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <ClientMonogram name={client.name} />
          <Typography component="h3" variant="h6" sx={{ fontSize: '1.05rem', fontWeight: 600, lineHeight: 1.3, flex: 1, minWidth: 0 }}>{client.name}</Typography>
        </Stack>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.75, alignItems: 'center' }}>
          <Typography component="dt" color="text.secondary" sx={{ fontSize: '0.9rem' }}>{t('clients.countryLabel')}</Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '0.9rem', fontWeight: 600, display: 'flex', alignItems: 'center', gap: 1 }}>
            <CountryFlag countryCode={client.countryCode} alt={client.flagAlt} />
            {client.country}
          </Typography>
          <Typography component="dt" color="text.secondary" sx={{ fontSize: '0.9rem' }}>{t('clients.industryLabel')}</Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '0.9rem', fontWeight: 600 }}>{client.industry}</Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
