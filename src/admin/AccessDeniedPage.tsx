import { Box, Button } from '@mui/material';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import { Link } from 'react-router-dom';
import { AccessDenied, AccessDeniedClasses, Title, useBasename, useTranslate } from 'react-admin';

/**
 * The back office's access-denied page (`<Admin accessDenied>`): react-admin's own lock and
 * texts, plus what its page lacks: the app bar's (and so the document's) title, which was left
 * empty after the brand, and the way back to the dashboard, as on the not-found page. Its texts
 * at full opacity: react-admin halves them, which left the grey explanation at about 2.5:1
 * against the light page (WCAG AA asks 4.5:1); the lock stays muted.
 */
export function AccessDeniedPage() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pb: 4 }}>
      <Title title="ra.page.access_denied" />
      <AccessDenied sx={{ [`& .${AccessDeniedClasses.message}`]: { opacity: 1 }, [`& .${AccessDeniedClasses.icon}`]: { color: 'text.disabled' } }} />
      <Button component={Link} to={basename || '/'} variant="contained" startIcon={<DashboardOutlined />}>
        {translate('notFound.backToDashboard')}
      </Button>
    </Box>
  );
}
