/**
 * The admin's light/dark themes and their link to the site's colour mode.
 *
 * react-admin keeps its own mode in its store (`RaStore.theme`, light/dark) and builds a
 * plain (non-CSS-variables) MUI theme from it; the site keeps MUI's mode under `theme`
 * (light/dark/system). MUI's mode is the single source of truth: the admin's toggle sets it,
 * and {@link ThemeModeSync} copies the resolved mode into react-admin's store, so a switch in
 * either face is remembered by the other.
 */
import { useEffect } from 'react';
import { IconButton } from '@mui/material';
import { LazyTooltip as Tooltip } from './build/lazyTooltip';
import { alpha, useColorScheme, type Palette, type ThemeOptions } from '@mui/material/styles';
import Brightness4Icon from '@mui/icons-material/Brightness4';
import Brightness7Icon from '@mui/icons-material/Brightness7';
import { defaultDarkTheme, defaultLightTheme, MenuItemLinkClasses, useTheme as useRaTheme, useTranslate, type RaThemeOptions } from 'react-admin';
import { decorativeSpinners, getTheme, THEME_STORAGE_KEY } from '../theme';
import { accessibleComponents, accessiblePalette } from './accessibleTheme';

type Mode = 'light' | 'dark';

function schemeOptions(base: RaThemeOptions, mode: Mode): RaThemeOptions {
  const siteTheme = getTheme();
  // The site's theme is a CSS-variables theme: its per-mode palettes sit in `colorSchemes`.
  const schemes = (siteTheme as unknown as { colorSchemes?: Partial<Record<Mode, { palette: Palette }>> }).colorSchemes;
  const palette = schemes?.[mode]?.palette;
  const sitePalette: ThemeOptions['palette'] = palette
    ? {
        mode,
        primary: { main: palette.primary.main, contrastText: palette.primary.contrastText },
        secondary: { main: palette.secondary.main, contrastText: palette.secondary.contrastText },
        background: { default: palette.background.default, paper: palette.background.paper },
        text: { primary: palette.text.primary, secondary: palette.text.secondary },
        // Red text (Delete, field errors) readable on the tinted bulk-actions bar too: MUI's
        // #d32f2f / #f44336 measured 3.8:1 and 2.9:1 there (WCAG AA asks 4.5:1); these 5.0:1 and
        // 4.7:1, and more on the page and the cards.
        error: { main: mode === 'dark' ? '#ff8a80' : '#b71c1c' },
        ...accessiblePalette(mode),
      }
    : { mode, ...accessiblePalette(mode) };
  return {
    ...base,
    palette: { ...(base.palette ?? {}), ...sitePalette },
    shape: siteTheme.shape,
    typography: { ...(base.typography as object), fontFamily: siteTheme.typography.fontFamily, button: { textTransform: 'none', fontWeight: 600 } },
    components: {
      ...base.components,
      // WCAG 2.2 AA fixes shared by every screen (./accessibleTheme.ts), and the site's spinners
      // rule: the admin's theme is react-admin's, so the site theme's components do not reach it.
      ...accessibleComponents,
      ...decorativeSpinners,
      // The menu marks the current screen in the site's primary colour (react-admin: text colour only).
      // A form's toolbar (Save, Delete) is a band of the site's page colour under a divider, not
      // react-admin's neutral grey (#e0e0e0 / #424242, a foreign grey slab on the navy cards).
      // Opaque: on phones the toolbar is fixed over the scrolling form.
      ...(palette && {
        RaToolbar: {
          styleOverrides: {
            root: { backgroundColor: palette.background.default, borderTop: `1px solid ${palette.divider}` },
          },
        },
        RaMenuItemLink: {
          styleOverrides: {
            root: {
              // A long name wraps rather than ending in an ellipsis ("Crawled organizatio…" at 1440 px).
              whiteSpace: 'normal',
              '& .MuiTypography-noWrap': { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
              [`&.${MenuItemLinkClasses.active}`]: {
                color: palette.primary.main,
                fontWeight: 600,
                backgroundColor: alpha(palette.primary.main, mode === 'dark' ? 0.16 : 0.08),
                [`& .${MenuItemLinkClasses.icon}`]: { color: palette.primary.main },
              },
            },
          },
        },
      }),
    },
  };
}

/** react-admin's default themes in the site's colours. */
export const adminLightTheme = schemeOptions(defaultLightTheme, 'light');
export const adminDarkTheme = schemeOptions(defaultDarkTheme, 'dark');

/** The site's stored mode resolved to light/dark (system → the OS preference). */
export function storedSiteMode(): Mode {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    stored = null;
  }
  if (stored === 'light' || stored === 'dark') return stored;
  const prefersDark = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  return prefersDark ? 'dark' : 'light';
}

/** Copies MUI's resolved mode into react-admin's store whenever it changes. */
export function ThemeModeSync() {
  const { mode, systemMode } = useColorScheme();
  const [raMode, setRaMode] = useRaTheme();
  const resolved = mode === 'system' ? systemMode : mode;
  useEffect(() => {
    if ((resolved === 'light' || resolved === 'dark') && resolved !== raMode) setRaMode(resolved);
  }, [resolved, raMode, setRaMode]);
  return null;
}

/** The admin's light/dark switch: sets MUI's mode (shared with the site) and react-admin's. */
export function ThemeToggleButton() {
  const translate = useTranslate();
  const { setMode } = useColorScheme();
  const [raMode, setRaMode] = useRaTheme();
  const next: Mode = raMode === 'dark' ? 'light' : 'dark';
  const label = translate('ra.action.toggle_theme');
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        onClick={() => {
          setMode?.(next);
          setRaMode(next);
        }}
      >
        {raMode === 'dark' ? <Brightness7Icon /> : <Brightness4Icon />}
      </IconButton>
    </Tooltip>
  );
}
