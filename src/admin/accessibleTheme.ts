/**
 * What the admin's themes (./adminTheme.tsx) add so every screen meets WCAG 2.2 AA as axe-core
 * checks it (tests/e2e/accessibility.test.ts), fixed once here for every component that has the
 * fault rather than screen by screen:
 *
 * - Checkboxes labelled on the wrong element (react-admin's row checkbox puts its
 *   `aria-label` "Select this row" on MUI's root `<span>`, where ARIA forbids it, and leaves the
 *   `<input>` without a name: WCAG 4.1.2): the label moves to the input.
 * - Click targets of at least 24 × 24 px (WCAG 2.5.8): the tables' sort labels ("City"). The
 *   selection's toolbar, folded away to no height while nothing is selected, is hidden too: its
 *   buttons stayed over the header's sort labels and were tab stops nobody could see (2.4.7).
 * - Text that informs at 4.5:1 at least (WCAG 1.4.3): a disabled field's helper text.
 * - Status colours as text (outlined chips, the dashboard's figures) at 4.5:1 at least on the
 *   light page and cards (WCAG 1.4.3): MUI's warning #ed6c02 and info #0288d1 measured 3.1:1 and
 *   3.9:1 on white; these 5.0:1 and 5.9:1 (4.8:1 and 5.6:1 on the page's #f7f9fc). The dark
 *   theme's defaults already pass (7.5:1 and more on its navy).
 * - A visible keyboard focus on what MUI marks only with a ripple or a faint background (table
 *   rows opened with Enter, list items, chips, cards' action areas): a 2 px outline in the
 *   primary colour (WCAG 2.4.7).
 */
import type { Components, PaletteOptions, Theme } from '@mui/material/styles';

type Mode = 'light' | 'dark';

/** Status colours readable as text on the page and on cards (see above); none needed in dark mode. */
export function accessiblePalette(mode: Mode): PaletteOptions {
  return mode === 'light' ? { warning: { main: '#b45309' }, info: { main: '#0369a1' } } : {};
}

/** The keyboard focus ring: a 2 px outline in the primary colour, inside the element's box. */
export const focusRing = (theme: Theme) => ({ outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 });

type AriaOwner = { 'aria-label'?: string; inputProps?: Record<string, unknown> };

/** MUI component overrides of the admin themes (see above). */
export const accessibleComponents: Components<Theme> = {
  MuiCheckbox: {
    defaultProps: {
      slotProps: {
        // A label given to the checkbox itself names its input (and leaves the root span).
        root: (ownerState: AriaOwner) => (ownerState['aria-label'] ? { 'aria-label': undefined } : {}),
        // `slotProps.input` replaces a component's (deprecated) `inputProps`: those are kept.
        input: (ownerState: AriaOwner) => ({
          ...ownerState.inputProps,
          ...(ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
        }),
      } as never,
    },
  },
  RaBulkActionsToolbar: {
    styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } },
  },
  MuiTableSortLabel: {
    styleOverrides: { root: { minHeight: 24, minWidth: 24 } },
  },
  MuiListItemButton: {
    styleOverrides: { root: ({ theme }) => ({ '&.Mui-focusVisible': focusRing(theme) }) },
  },
  MuiCardActionArea: {
    styleOverrides: { root: ({ theme }) => ({ '&.Mui-focusVisible': focusRing(theme) }) },
  },
  // The phone lists' third text (the activity log's date beside its actor): a gap from the
  // first line's text it floats beside, and the secondary text colour instead of react-admin's
  // 54 % opacity (about 3.9:1 on white).
  RaSimpleList: {
    styleOverrides: { root: ({ theme }) => ({ '& .RaSimpleList-tertiary': { marginInlineStart: theme.spacing(1.5), opacity: 1, color: theme.palette.text.secondary } }) },
  },
  // A disabled field's helper text still explains something ("You cannot deactivate
  // yourself"): the secondary text colour, not the disabled grey (#9e9e9e, 2.7:1 on white).
  MuiFormHelperText: {
    styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled:not(.Mui-error)': { color: theme.palette.text.secondary } }) },
  },
  MuiChip: {
    styleOverrides: { root: ({ theme }) => ({ '&.Mui-focusVisible': focusRing(theme) }) },
  },
};
