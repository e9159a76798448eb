import { Typography } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { Title } from 'react-admin';
import { StatusCard } from './StatusCard';

/**
 * The back office's not-found page: `<Admin catchAll>` for any admin URL that is no screen, and
 * the page the generated resources show for unknown paths below them (NotFoundPageContext).
 * Rendered inside react-admin's layout (app bar, menu), in the admin's language, with the way
 * back to the dashboard; the same card as the access-denied page (./StatusCard.tsx).
 */
export function NotFound() {
  const { pathname } = useLocation();
  return (
    <>
      <Title title="notFound.title" />
      <StatusCard id="not-found-heading" mark="404" heading="notFound.heading" message="notFound.message">
        <Typography
          component="code"
          variant="body2"
          sx={{ display: 'block', mt: 2, px: 1.5, py: 1, borderRadius: 1, bgcolor: 'action.hover', fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {pathname}
        </Typography>
      </StatusCard>
    </>
  );
}
