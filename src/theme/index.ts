/**
 * MUI theme shared by the site and the admin: light and dark colour schemes switched by a
 * class on <html> (no flash: InitColorSchemeScript sets it before React runs), mode stored
 * under the docs/requirements.md#r9 key `theme`, default following the system (docs/requirements.md#r2).
 */
import { createTheme, type Theme } from '@mui/material/styles';

import { THEME_STORAGE_KEY } from './colorSchemeScript';

export { THEME_STORAGE_KEY };

/** Class-based selector shared by the theme and InitColorSchemeScript. */
export const COLOR_SCHEME_ATTRIBUTE = 'class';

let created: Theme | undefined;

/**
 * The shared theme, created on first use and then kept. Creating it (palettes and CSS variables
 * of both colour schemes) is one of the costlier steps of starting the site, so the site's entry
 * does it in a task of its own rather than while its modules are evaluated.
 */
export function getTheme(): Theme {
  return (created ??= createSharedTheme());
}

/** The common simplified-Chinese system fonts (Inter has no CJK glyphs). */
const CJK_FONTS = '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC"';

/**
 * The font stack: Inter (self-hosted, src/theme/fonts.css), its metric-matched fallback, the
 * systems' UI fonts, then the CJK fonts.
 */
const DEFAULT_FONT_STACK = `"Inter Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", ${CJK_FONTS}, sans-serif`;

/**
 * Chinese pages' stack: Inter for Latin letters, then at once the CJK fonts, so that each Chinese
 * character finds its font without first being looked up in the Latin fallbacks and UI fonts
 * (this halved the layout time of a Chinese page).
 */
const CHINESE_FONT_STACK = `"Inter Variable", ${CJK_FONTS}, "Inter Fallback", system-ui, sans-serif`;

/**
 * Every spinner of the site and the back office stands beside words that say what is loading
 * (react-admin's Loading, the page loader, the status lines) or inside a button marked
 * aria-busy: it is decoration, hidden from assistive technology. A progressbar without a name
 * fails WCAG 4.1.2 (axe: aria-progressbar-name). Both faces' themes spread this.
 */
export const decorativeSpinners = { MuiCircularProgress: { defaultProps: { 'aria-hidden': true } } } as const;

/**
 * The theme's font family: the CSS variable `--font-stack`, which the baseline sets to
 * {@link CHINESE_FONT_STACK} on Chinese pages (`:root:lang(zh)`), else {@link DEFAULT_FONT_STACK}.
 */
export const FONT_STACK = `var(--font-stack, ${DEFAULT_FONT_STACK})`;

const createSharedTheme = () => createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#1746a2', contrastText: '#ffffff' },
        secondary: { main: '#0f766e', contrastText: '#ffffff' },
        background: { default: '#f7f9fc', paper: '#ffffff' },
        text: { primary: '#111827', secondary: '#4b5563' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#8ab4ff', contrastText: '#0b1220' },
        secondary: { main: '#5eead4', contrastText: '#0b1220' },
        background: { default: '#0b1220', paper: '#121a2b' },
        text: { primary: '#f3f4f6', secondary: '#cbd5e1' },
      },
    },
  },
  shape: { borderRadius: 10 },
  typography: {
    // Inter, served by the site (src/theme/fonts.css); Chinese glyphs come from the system's CJK fonts.
    fontFamily: FONT_STACK,
    h1: { fontWeight: 800, fontSize: '2.6rem', lineHeight: 1.15 },
    h2: { fontWeight: 700, fontSize: '2rem' },
    h3: { fontWeight: 700, fontSize: '1.5rem' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: { styleOverrides: `:root:lang(zh) { --font-stack: ${CHINESE_FONT_STACK}; }` },
    ...decorativeSpinners,
  },
});
