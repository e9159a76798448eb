/**
 * MUI's `Menu`, downloaded after the back office's first screen instead of with it
 * (docs/decisions.md#admin-bundle): the Menu with its Popover and Grow transition are about
 * 5 kB gz, and the shell's menus (react-admin's user menu and language menu) are closed on the
 * first paint.
 *
 * A closed menu renders nothing until the real component is loaded (MUI's renders nothing
 * either, or, with `keepMounted`, a hidden copy). The component is requested when the browser is
 * first idle after the shell renders, or at once when a menu opens; an opened menu appears as soon
 * as it has arrived. Afterwards every `LazyMenu` renders MUI's Menu with the same props.
 *
 * Used, in the admin build only, by react-admin's layout and buttons through
 * src/admin/build/muiWithLazyPopups.ts.
 */
import { forwardRef, useEffect, useState, type ComponentType, type Ref } from 'react';
import type { MenuProps } from '@mui/material/Menu';
import { whenIdle } from './whenIdle';

let Loaded: ComponentType<MenuProps> | undefined;
let loading: Promise<ComponentType<MenuProps>> | undefined;

/** Starts (once) the download of MUI's Menu; resolves to the component. */
export function loadMenu(): Promise<ComponentType<MenuProps>> {
  loading ??= import('@mui/material/Menu').then((module) => {
    Loaded = module.default as ComponentType<MenuProps>;
    return Loaded;
  });
  return loading;
}

/** Requests the Menu when the browser is next idle (a timeout where `requestIdleCallback` is missing). */
function loadWhenIdle(): void {
  if (!loading) whenIdle(() => void loadMenu());
}

/** MUI's `Menu` (same props), the real one once loaded; see the module comment. */
export const LazyMenu = forwardRef(function LazyMenu(props: MenuProps, ref: Ref<HTMLDivElement>) {
  const [, setReady] = useState(Loaded !== undefined);
  const { open } = props;
  useEffect(() => {
    if (Loaded) return;
    if (!open) {
      loadWhenIdle();
      return;
    }
    let mounted = true;
    void loadMenu().then(() => mounted && setReady(true));
    return () => {
      mounted = false;
    };
  }, [open]);
  if (!Loaded) return null;
  return <Loaded {...props} ref={ref} />;
});

export default LazyMenu;
