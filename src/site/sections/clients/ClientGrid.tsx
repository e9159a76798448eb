import Grid from '@mui/material/Grid';
import { hydrateInTurn } from '../../components/hydrateInTurn';
import ClientCardMarkup from './ClientCard';
import { useSampleClients } from './sampleClients';

/** Each card is hydrated in a task of its own (see hydrateInTurn). */
const ClientCard = hydrateInTurn(ClientCardMarkup);

/** The four sample clients as cards (shared by the home teaser and /clients): one column on phones, two up to 1200 px, then four. */
export default function ClientGrid() {
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
