/**
 * The back office's menu: react-admin's own (the dashboard, then every resource the user may
 * list) followed by the screens that are no resource's, each shown only to those who may open
 * it: System (docs/decisions.md#system-screen).
 */
import { Menu, type MenuProps } from 'react-admin';
import { SystemMenuItem } from './system/routes';

/** react-admin's menu with the System item after the resources. */
export function AdminMenu(props: MenuProps) {
  return (
    <Menu {...props}>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      <SystemMenuItem />
    </Menu>
  );
}
