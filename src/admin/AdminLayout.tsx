import { useEffect, type ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator, LocalesMenuButton, Notification, useNotify, type NotificationProps } from 'react-admin';
import { onSessionExpired, takeHandedOverNotice } from '../auth/session';
import { SESSION_EXPIRED, toastText } from './errors';
import { ThemeModeSync, ThemeToggleButton } from './adminTheme';

/** App bar: the seven languages by native name, the light/dark switch, the loading indicator. */
function AdminAppBar() {
  return (
    <AppBar
      toolbar={
        <>
          <LocalesMenuButton />
          <ThemeToggleButton />
          <LoadingIndicator />
        </>
      }
    />
  );
}

/** Toasts show the catalogue's title and description on two lines (SPEC §8). */
export function AdminNotification(props: NotificationProps) {
  return <Notification {...props} multiLine sx={{ '& .MuiSnackbarContent-message': { whiteSpace: 'pre-line' } }} />;
}

/** Shows the SPEC §8 session-expired toast when the HTTP client gives up on a refresh. */
function SessionExpiryToast() {
  const notify = useNotify();
  useEffect(() => onSessionExpired(() => notify(toastText(SESSION_EXPIRED), { type: 'error', multiLine: true })), [notify]);
  return null;
}

/** Shows the toast the site handed over when it sent the user here ('Welcome back!', SPEC §4). */
function HandedOverToast() {
  const notify = useNotify();
  useEffect(() => {
    const notice = takeHandedOverNotice();
    if (notice) notify(notice.message, { type: notice.type, messageArgs: { _: notice.message } });
  }, [notify]);
  return null;
}

/** react-admin's layout with the admin's app bar, theme-mode sync and session-expiry toast. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AdminAppBar}>
      <ThemeModeSync />
      <SessionExpiryToast />
      <HandedOverToast />
      {children}
    </Layout>
  );
}
