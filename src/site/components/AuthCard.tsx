import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/**
 * The card the account pages (sign-in, forgot and reset password) share: an icon, the page's
 * h1, an optional lead line, then the page's form or outcome.
 */
export default function AuthCard({ icon, title, lead, children }: { icon: ReactNode; title: string; lead?: string | false | null; children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Box sx={{ textAlign: 'center', mb: 3, color: 'primary.main', '& > svg': { fontSize: 40 } }}>
          {icon}
          <Typography variant="h1" color="text.primary" sx={{ fontSize: '2rem', mt: 1 }}>{title}</Typography>
          {lead && <Typography color="text.secondary" sx={{ mt: 1 }}>{lead}</Typography>}
        </Box>
        {children}
      </Paper>
    </Container>
  );
}
