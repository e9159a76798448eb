import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import { Link } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';

/**
 * The card of the back office's status pages (not found, access denied), so they look alike:
 * a large mark (`404`, a lock) in the primary colour, the page's h1 (`heading`, translated), an
 * explanation (`message`, translated), optional details beneath, and the way back to the
 * dashboard. Rendered inside react-admin's layout; the page sets its own app-bar title.
 */
export function StatusCard({ id, mark, heading, message, children }: { id: string; mark: ReactNode; heading: string; message: string; children?: ReactNode }) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'flex', justifyContent: 'center', py: { xs: 3, md: 8 } }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 560, textAlign: 'center' }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Typography component="p" variant="h2" color="primary" sx={{ fontWeight: 800, lineHeight: 1, mb: 2 }} aria-hidden>
            {mark}
          </Typography>
          <Typography id={id} variant="h5" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
            {translate(heading)}
          </Typography>
          <Typography color="text.secondary">{translate(message)}</Typography>
          {children}
          <Button component={Link} to={basename || '/'} variant="contained" startIcon={<DashboardOutlined />} sx={{ mt: 3 }}>
            {translate('notFound.backToDashboard')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
