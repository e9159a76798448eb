/**
 * `@mui/material` as react-admin's layout and buttons import it in the back office's production
 * build (vite.config.ts, admin mode; docs/decisions.md#admin-bundle): everything MUI exports,
 * except `Tooltip`, which is src/admin/build/lazyTooltip.tsx (MUI's Tooltip and Popper.js load
 * after the first screen), and `Menu`, which is src/admin/build/lazyMenu.tsx (MUI's Menu with its
 * Popover and Grow load after the first screen, or when a menu first opens).
 */
export * from '@mui/material';
export { LazyTooltip as Tooltip } from './lazyTooltip';
export { LazyMenu as Menu } from './lazyMenu';
