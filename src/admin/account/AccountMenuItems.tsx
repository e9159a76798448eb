import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Divider, ListItemIcon, ListItemText, ListSubheader, MenuItem, type MenuItemProps } from '@mui/material';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import { useBasename, useTranslate, useUserMenu } from 'react-admin';
import { useSessionUser } from '../../auth/useSessionUser';

/** What MUI's menu passes its items (keyboard navigation: ref, tabIndex, autoFocus…). */
type MenuLinkProps = Omit<MenuItemProps<'a'>, 'children' | 'href' | 'component'>;

/** A user-menu entry that opens `path` (below the admin's basename) and closes the menu. */
function MenuLink({ path, icon, label, text, ...props }: MenuLinkProps & { path: string; icon: ReactNode; label?: string; text?: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  const userMenu = useUserMenu();
  return (
    // The props carry MUI's keyboard navigation of the menu.
    <MenuItem {...props} component={RouterLink} to={`${basename}${path}`} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{text ?? translate(label ?? '')}</ListItemText>
    </MenuItem>
  );
}

/** The user menu's "My account" entry (docs/decisions.md#accounts). */
export function MyAccountMenuItem(props: MenuLinkProps) {
  return <MenuLink {...props} path="/account" icon={<ManageAccountsOutlined fontSize="small" />} label="account.menu.account" />;
}

/** The user menu's "My sessions" entry (docs/decisions.md#accounts). */
export function MySessionsMenuItem(props: MenuLinkProps) {
  return <MenuLink {...props} path="/account/sessions" icon={<DevicesOutlined fontSize="small" />} label="account.menu.sessions" />;
}

/**
 * The user menu's "My organizations": a link to the details page of each organisation the
 * signed-in user is a member of (docs/decisions.md#organisation-roles), under a heading; nothing
 * without memberships. What a member may do there is guarded as everywhere (canAccess, the API).
 */
export function MyOrganisationsMenuItems() {
  const translate = useTranslate();
  const user = useSessionUser();
  const organisations = user?.organisations ?? [];
  if (!organisations.length) return null;
  return (
    <>
      <Divider />
      <ListSubheader sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>{translate('account.menu.organisations')}</ListSubheader>
      {organisations.map((organisation) => (
        <MenuLink key={organisation.id} path={`/organisations/${organisation.id}`} icon={<BusinessOutlined fontSize="small" />} text={organisation.name} />
      ))}
      <Divider />
    </>
  );
}
