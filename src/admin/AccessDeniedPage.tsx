import LockOutlined from '@mui/icons-material/LockOutlined';
import { Title } from 'react-admin';
import { StatusCard } from './StatusCard';

/**
 * The back office's access-denied page (`<Admin accessDenied>`): the not-found page's card
 * (./StatusCard.tsx) with a lock, react-admin's own heading and explanation
 * (`ra.page.access_denied`, `ra.message.access_denied`), the app bar's (and so the document's)
 * title, and the way back to the dashboard.
 */
export function AccessDeniedPage() {
  return (
    <>
      <Title title="ra.page.access_denied" />
      <StatusCard
        id="access-denied-heading"
        mark={<LockOutlined sx={{ fontSize: 'inherit', verticalAlign: 'top' }} />}
        heading="ra.page.access_denied"
        message="ra.message.access_denied"
      />
    </>
  );
}
