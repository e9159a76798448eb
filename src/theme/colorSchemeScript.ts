/**
 * The colour-scheme part of the theme that must run before anything renders (no flash of the
 * wrong theme, docs/requirements.md#r2): both HTML pages (index.html, admin.html) get {@link COLOR_SCHEME_SCRIPT}
 * first in <body> from the Vite build (vite.config.ts). No MUI import here: the Vite config
 * loads this file.
 */

/** localStorage key of the colour mode (docs/requirements.md#r9). */
export const THEME_STORAGE_KEY = 'theme';

/**
 * Inline script: sets the `light` or `dark` class on <html> from the stored mode (`light`,
 * `dark` or `system`, default `system` → the `prefers-color-scheme` media query), the same rule
 * as MUI's InitColorSchemeScript with `attribute="class"`.
 */
export const COLOR_SCHEME_SCRIPT = `(function(){try{var m=localStorage.getItem('${THEME_STORAGE_KEY}')||'system';var d=m==='dark'||(m==='system'&&window.matchMedia('(prefers-color-scheme: dark)').matches);var c=document.documentElement.classList;c.remove('light','dark');c.add(d?'dark':'light');}catch(e){}})();`;
