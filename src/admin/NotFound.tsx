import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import { Link, useLocation } from 'react-router-dom';
import { Title, useBasename, useTranslate } from 'react-admin';

/**
 * The back office's not-found page: `<Admin catchAll>` for any admin URL that is no screen, and
 * the page the generated resources show for unknown paths below them (NotFoundPageContext).
 * Rendered inside react-admin's layout (app bar, menu), in the admin's language, with the way
 * back to the dashboard.
 */
export function NotFound() {
  const translate = useTranslate();
  const basename = useBasename();
  const { pathname } = useLocation();
  return (
    <Box component="section" aria-labelledby="not-found-heading" sx={{ display: 'flex', justifyContent: 'center', py: { xs: 3, md: 8 } }}>
      <Title title="notFound.title" />
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 560, textAlign: 'center' }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Typography component="p" variant="h2" color="primary" sx={{ fontWeight: 800, lineHeight: 1, mb: 2 }} aria-hidden>
            404
          </Typography>
          <Typography id="not-found-heading" variant="h5" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
            {translate('notFound.heading')}
          </Typography>
          <Typography color="text.secondary">{translate('notFound.message')}</Typography>
          <Typography
            component="code"
            variant="body2"
            sx={{ display: 'block', mt: 2, px: 1.5, py: 1, borderRadius: 1, bgcolor: 'action.hover', fontFamily: 'monospace', overflowWrap: 'anywhere' }}
          >
            {pathname}
          </Typography>
          <Button component={Link} to={basename || '/'} variant="contained" startIcon={<DashboardOutlined />} sx={{ mt: 3 }}>
            {translate('notFound.backToDashboard')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
