/**
 * `@mui/material` as react-admin's layout and buttons import it in the back office's production
 * build (vite.config.ts, admin mode; docs/decisions.md#admin-bundle): everything MUI exports,
 * except that `Tooltip` is src/admin/build/lazyTooltip.tsx, which loads MUI's Tooltip and Popper.js
 * after the first screen instead of with it.
 */
export * from '@mui/material';
export { LazyTooltip as Tooltip } from './lazyTooltip';
