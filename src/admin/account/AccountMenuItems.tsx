import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ListItemIcon, ListItemText, MenuItem, type MenuItemProps } from '@mui/material';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import { useBasename, useTranslate, useUserMenu } from 'react-admin';

/** What MUI's menu passes its items (keyboard navigation: ref, tabIndex, autoFocus…). */
type MenuLinkProps = Omit<MenuItemProps<'a'>, 'children' | 'href' | 'component'>;

/** A user-menu entry that opens `path` (below the admin's basename) and closes the menu. */
function MenuLink({ path, icon, label, ...props }: MenuLinkProps & { path: string; icon: ReactNode; label: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  const userMenu = useUserMenu();
  return (
    // The props carry MUI's keyboard navigation of the menu.
    <MenuItem {...props} component={RouterLink} to={`${basename}${path}`} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
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
