/**
 * Providers both faces share (docs/architecture.md: the site and the admin share the i18n and the
 * theme): the given i18next instance, the MUI theme with its colour-scheme switch (key
 * 'theme', docs/requirements.md#r9, following the system by default) and CssBaseline. Children: the face.
 */
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import SystemThemeProvider from '@mui/system/ThemeProvider';
import { getTheme, THEME_STORAGE_KEY } from './theme';

/**
 * `stylesInPage`: the page already holds the global styles (the theme's CSS variables for both
 * colour schemes and the baseline), as prerendered pages do: they are not generated again, which
 * spares hydration its costliest part. They are static (the colour scheme switches by a class),
 * so they stay right for the life of the page.
 *
 * `colorScheme: false` (an island that does not switch the scheme, src/site/islands): the theme
 * only, without MUI's colour-scheme provider, whose mounting applies the scheme to `<html>` again
 * and restyles the page; one provider per page (the navigation bar's) is enough.
 */
export default function AppProviders({ i18n, stylesInPage = false, colorScheme = true, children }: {
  i18n: I18n;
  stylesInPage?: boolean;
  colorScheme?: boolean;
  children: ReactNode;
}) {
  if (!colorScheme) {
    return (
      <I18nextProvider i18n={i18n}>
        <SystemThemeProvider theme={getTheme()}>{children}</SystemThemeProvider>
      </I18nextProvider>
    );
  }
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider
        theme={getTheme()}
        modeStorageKey={THEME_STORAGE_KEY}
        defaultMode="system"
        disableTransitionOnChange
        // A prop of the CSS-variables provider (ThemeProviderCssVariablesProps), which the
        // theme's inferred props type does not list.
        {...{ disableStyleSheetGeneration: stylesInPage }}
      >
        {!stylesInPage && <CssBaseline enableColorScheme />}
        {children}
      </ThemeProvider>
    </I18nextProvider>
  );
}
