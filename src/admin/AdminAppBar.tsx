/**
 * The back office's app bar: react-admin's AppBar dressed as the site's navbar (its logo, the
 * paper background with a divider line, the site's palette in light and dark), the page title,
 * the global search (Ctrl+K), the language menu, the light/dark switch, the loading indicator
 * and the user menu (My account, My sessions, My organizations for a member of any, the site).
 *
 * Narrow widths: the title takes the room that is left and ends in an ellipsis; below `md` the
 * brand shows only its logo and the user menu only its icon (each keeps its accessible name);
 * below `sm` the language menu, the theme switch and refresh are items of the user menu
 * (PhoneMenuItems, loaded when the menu first opens there) and the bar keeps the loading spinner.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Box, Divider } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import {
  AppBar,
  LoadingIndicator,
  LoadingIndicatorClasses,
  LocalesMenuButton,
  Logout,
  TitlePortal,
  UserMenu,
  UserMenuClasses,
  useBasename,
  useGetIdentity,
  useTranslate,
} from 'react-admin';
import BrandLink from '../theme/BrandLink';
import { ThemeToggleButton } from './adminTheme';
import { GlobalSearch } from './search/GlobalSearch';
import { useShellDocumentTitle } from './useDocumentTitle';
import { whenIdle } from './build/whenIdle';

/** id react-admin's `<Title>` portals the page title into (TitlePortal's). */
const TITLE_ID = 'react-admin-title';

/** The text of the app bar's page title, kept up to date as pages and languages change. */
function useAppBarTitleText(): string {
  const [text, setText] = useState('');
  useEffect(() => {
    const element = document.getElementById(TITLE_ID);
    if (!element) return;
    const read = () => setText(element.textContent?.trim() ?? '');
    read();
    const observer = new MutationObserver(read);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return text;
}

/**
 * The document title follows the app bar's page title, or the page a screen names, framed in the
 * app's name: "Users · Danube Digital".
 */
function ShellDocumentTitle() {
  const translate = useTranslate();
  const page = useAppBarTitleText();
  const frame = useCallback((title: string) => translate('app.pageDocumentTitle', { page: title }), [translate]);
  useShellDocumentTitle(page, frame, translate('app.documentTitle'));
  return null;
}

/** The site's logo and name, linking to the dashboard; below `md` the logo alone (room for the page title). */
function AdminBrand() {
  const { t } = useTranslation('common');
  const basename = useBasename();
  return (
    <Box sx={{ display: 'flex', flexShrink: 0, ml: 0.5, '& a > span': { display: { xs: 'none', md: 'inline' } } }}>
      <BrandLink name={t('brand.name')} to={basename || '/'} />
    </Box>
  );
}

/** The user menu's button shows only its icon below `md` (its text stays, as the accessible name). */
const compactUserMenu = (theme: Theme) => ({
  [theme.breakpoints.down('md')]: {
    [`& .${UserMenuClasses.userButton}`]: { minWidth: 0, fontSize: 0, px: 1 },
    [`& .${UserMenuClasses.userButton} .MuiButton-startIcon`]: { mx: 0 },
  },
});

/**
 * The user menu button's accessible name: the signed-in user's name it shows, then what it opens
 * ("Ada Lovelace — account menu"), so that the name heard contains the text seen (WCAG 2.5.3).
 * Below `sm`, and until the identity is known, react-admin shows the icon alone, named "Profile".
 */
function useUserMenuLabel(): string {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return identity?.fullName ? translate('app.userMenu', { name: identity.fullName }) : 'ra.auth.user_menu';
}

/** The user menu's items above sign-out (./UserMenuItems.tsx), requested when the browser is first idle. */
const loadUserMenuItems = () => import('./UserMenuItems');
const UserMenuItems = lazy(loadUserMenuItems);

/** Requests the user menu's items once the browser is idle. */
function usePreloadedUserMenuItems(): void {
  useEffect(() => whenIdle(() => void loadUserMenuItems()), []);
}

/** The admin's app bar (see the module comment). */
export function AdminAppBar() {
  const userMenuLabel = useUserMenuLabel();
  usePreloadedUserMenuItems();
  return (
    <AppBar
      color="inherit"
      elevation={0}
      sx={[
        { bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider', '& .RaAppBar-toolbar': { gap: 0.5 } },
        compactUserMenu,
      ]}
      toolbar={
        <>
          {/* Ctrl+K / Cmd+K or the button: the command palette, loaded on first use. */}
          <GlobalSearch />
          {/* Below sm the language, the theme and refresh are items of the user menu (PhoneMenuItems). */}
          <Box sx={{ display: { xs: 'none', sm: 'contents' } }}>
            <LocalesMenuButton />
            <ThemeToggleButton />
          </Box>
          <LoadingIndicator sx={{ [`& .${LoadingIndicatorClasses.loadedIcon}`]: { display: { xs: 'none', sm: 'inline-flex' } } }} />
        </>
      }
      userMenu={
        <UserMenu label={userMenuLabel}>
          <Suspense fallback={null}>
            <UserMenuItems />
          </Suspense>
          <Logout />
        </UserMenu>
      }
    >
      <AdminBrand />
      <Divider orientation="vertical" flexItem sx={{ mx: 1, my: 1.5, display: { xs: 'none', md: 'block' } }} />
      {/* The portalled title sits in an inline-block (react-admin's Configurable), which would clip it without an ellipsis. */}
      <TitlePortal sx={{ minWidth: 0, ml: { xs: 0.5, md: 0 }, mr: 1, fontSize: { xs: '1.05rem', sm: '1.15rem' }, '& > span': { display: 'inline' } }} />
      <ShellDocumentTitle />
    </AppBar>
  );
}
