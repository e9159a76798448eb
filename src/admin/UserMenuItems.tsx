/**
 * The user menu's items above sign-out: the phone's language, theme and refresh items
 * (./PhoneMenuItems.tsx, below `sm` only), My account, My sessions, the user's organisations and the
 * public site. A chunk of its own (docs/decisions.md#admin-bundle): the menu is closed on the first
 * paint, and the app bar requests this module when the browser is first idle, as MUI's Menu
 * itself (src/admin/build/lazyMenu.tsx), so an opened menu shows them at once.
 */
import { lazy, Suspense } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import { useLocaleState, useTranslate } from 'react-admin';
import { DEFAULT_LANGUAGE, isSupportedLanguage, localizePath } from '../shared/languages';
import { MyAccountMenuItem, MyOrganisationsMenuItems, MySessionsMenuItem } from './account/AccountMenuItems';

/** The language, theme and refresh items of phones, fetched when the menu first opens on one. */
const PhoneMenuItems = lazy(() => import('./PhoneMenuItems'));

/** The public site's home in the admin's language (a page load: the site is a separate app). */
function usePublicSiteHref(): string {
  const [locale] = useLocaleState();
  return localizePath('/', isSupportedLanguage(locale) ? locale : DEFAULT_LANGUAGE);
}

/** The items, in the menu's order. */
export default function UserMenuItems() {
  const translate = useTranslate();
  const publicSite = usePublicSiteHref();
  return (
    <>
      <Suspense fallback={null}>
        <PhoneMenuItems />
      </Suspense>
      <MyAccountMenuItem />
      <MySessionsMenuItem />
      <MyOrganisationsMenuItems />
      <MenuItem component="a" href={publicSite}>
        <ListItemIcon>
          <PublicOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('app.publicSite')}</ListItemText>
      </MenuItem>
    </>
  );
}
