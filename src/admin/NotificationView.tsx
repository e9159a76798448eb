/**
 * react-admin's `<Notification>` as the back office shows it: multi-line, the catalogue's title
 * and description on two lines (docs/requirements.md#r8). Loaded with the first notification by
 * `AdminNotification` (src/admin/AdminLayout.tsx; docs/decisions.md#admin-bundle).
 */
import { Notification, type NotificationProps } from 'react-admin';

/** The toast: react-admin's notification with `multiLine` and line breaks kept. */
export default function NotificationView(props: NotificationProps) {
  return <Notification {...props} multiLine sx={{ '& .MuiSnackbarContent-message': { whiteSpace: 'pre-line' } }} />;
}
