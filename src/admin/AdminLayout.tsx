import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { Layout, LayoutClasses, useNotificationContext, useNotify, useRefresh, useSidebarState, type NotificationProps } from 'react-admin';
import { getCurrentUser, onSessionChange, onSessionExpired, takeHandedOverNotice } from '../auth/session';
import { SESSION_EXPIRED, toastText } from './errors';
import { ThemeModeSync } from './adminTheme';
import { AdminAppBar } from './AdminAppBar';
import { AdminMenu } from './AdminMenu';
import { useRememberOpenedRecords } from './search/recentRecords';

/** react-admin's toast (MUI's Snackbar), a chunk of its own: no first paint shows one. */
const NotificationView = lazy(() => import('./NotificationView'));

/**
 * Toasts show the catalogue's title and description on two lines (docs/requirements.md#r8).
 * react-admin's `<Notification>` and MUI's Snackbar load with the first notification
 * (docs/decisions.md#admin-bundle): it waits in react-admin's queue meanwhile, undoable ones
 * included (the notification, once shown, is what commits or undoes their mutation).
 */
export function AdminNotification(props: NotificationProps) {
  const { notifications } = useNotificationContext();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationView {...props} />
    </Suspense>
  );
}

/** Shows the docs/requirements.md#r8 session-expired toast when the HTTP client gives up on a refresh. */
function SessionExpiryToast() {
  const notify = useNotify();
  useEffect(() => onSessionExpired(() => notify(toastText(SESSION_EXPIRED), { type: 'error', multiLine: true })), [notify]);
  return null;
}

/** Shows the toast the site handed over when it sent the user here ('Welcome back!', docs/requirements.md#r4). */
function HandedOverToast() {
  const notify = useNotify();
  useEffect(() => {
    const notice = takeHandedOverNotice();
    if (notice) notify(notice.message, { type: notice.type, messageArgs: { _: notice.message } });
  }, [notify]);
  return null;
}

/** The signed-in user's permissions, global and per organisation, as one comparable string. */
const permissionsKey = () => {
  const user = getCurrentUser();
  const organisations = (user?.organisations ?? []).map((organisation) => `${organisation.id}:${[...(organisation.permissions ?? [])].sort().join(',')}`);
  return [...[...(user?.permissions ?? [])].sort(), ...organisations.sort()].join(' ');
};

/**
 * When the kept user's permissions change (fetched again once per load and after a 403, or
 * another tab signed in as someone else), react-admin's cached canAccess answers are refreshed:
 * the menu drops what was taken away and an open screen the user may no longer see turns into
 * access denied. Nothing happens when a fresh copy carries the same permissions.
 */
function PermissionsFollowSession() {
  const refresh = useRefresh();
  useEffect(() => {
    let known = permissionsKey();
    return onSessionChange(() => {
      const current = permissionsKey();
      if (current === known) return;
      known = current;
      // Signing out clears the user: the page is being left, nothing to refresh.
      if (getCurrentUser()) refresh();
    });
  }, [refresh]);
  return null;
}

/**
 * Below `md` the menu starts closed: react-admin docks it open from `sm` up, which on a tablet
 * left the screens a phone's width (768 − 240 px) while they are laid out for a tablet, and they
 * scrolled sideways. The toggle still opens it. Widening the window past `md` opens it again;
 * on a wide window the user's last choice stays.
 */
function MenuClosedWhenNarrow() {
  const [, setOpen] = useSidebarState();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
  const wasNarrow = useRef<boolean | null>(null);
  useLayoutEffect(() => {
    if (narrow) setOpen(false);
    else if (wasNarrow.current) setOpen(true);
    wasNarrow.current = narrow;
  }, [narrow, setOpen]);
  return null;
}

/**
 * The content column's own children never stretch: react-admin's TopToolbar takes
 * `flex: 0 1 100%` below `md` (meant for the row of a list's actions), which in this column made
 * a screen's top toolbar (Add User's) as tall as the window, above an empty 600 px band.
 *
 * The layout and its content column never grow past the window: react-admin gives the layout
 * `min-width: fit-content` and the column a flex item's automatic minimum, so a table wider than
 * the column (Users at 1024 px with the menu open: 840 px in 784) widened the whole page, which
 * scrolled sideways and pushed the list's Create and Export off screen. With both at 0 the table
 * scrolls inside its own box (GeneratedList's `tableSx`).
 */
const layoutSx = {
  minWidth: 0,
  [`& .${LayoutClasses.content}`]: { minWidth: 0 },
  [`& .${LayoutClasses.content} > .MuiToolbar-root`]: { flex: '0 0 auto' },
};

/** react-admin's layout with the admin's app bar and menu (./AdminMenu.tsx), theme-mode sync, session-expiry toast and the records opened lately. */
export function AdminLayout({ children }: { children: ReactNode }) {
  // The command palette offers the records opened lately (./search/recentRecords.ts).
  useRememberOpenedRecords();
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu} sx={layoutSx}>
      <ThemeModeSync />
      <MenuClosedWhenNarrow />
      <SessionExpiryToast />
      <HandedOverToast />
      <PermissionsFollowSession />
      {children}
    </Layout>
  );
}
