import Grid from '@mui/material/Grid';
import { island } from '../../islands/island';
import ClientCard from './ClientCard';
import { useSampleClients } from './sampleClients';

/** The four sample clients as cards (shared by the home teaser and /clients): one column on phones, two up to 1200 px, then four. */
function ClientGrid() {
  const clients = useSampleClients();
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {clients.map((client) => (
        <Grid key={client.name} component="li" size={{ xs: 12, sm: 6, lg: 3 }}>
          <ClientCard client={client} />
        </Grid>
      ))}
    </Grid>
  );
}

/** An island (src/site/islands/island.tsx): each card's flag falls back to the site's own when the flag service fails. */
export default island('client-grid', ClientGrid);
