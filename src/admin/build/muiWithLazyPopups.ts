/**
 * `@mui/material` as react-admin's layout and buttons import it in the back office's production
 * build (vite.config.ts, admin mode; docs/decisions.md#admin-bundle): everything MUI exports,
 * except `Tooltip`, which is src/admin/build/lazyTooltip.tsx (MUI's Tooltip and Popper.js load
 * after the first screen), and `Menu`, which is src/admin/build/lazyMenu.tsx (MUI's Menu with its
 * Popover and Grow load after the first screen, or when a menu first opens), and `Drawer`, which
 * is src/admin/build/lazyDrawer.tsx (the sidebar's docked drawer without MUI's Modal; the phone's
 * temporary drawer loads when first needed).
 */
export * from '@mui/material';
export { LazyTooltip as Tooltip } from './lazyTooltip';
export { LazyMenu as Menu } from './lazyMenu';
export { LazyDrawer as Drawer } from './lazyDrawer';
