import { CircularProgress } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { adminDarkTheme, adminLightTheme } from '../../../src/admin/adminTheme';

/** The style overrides of one react-admin component in a theme. */
const overridesOf = (theme: typeof adminLightTheme, name: string) =>
  (theme.components as Record<string, { styleOverrides?: { root?: Record<string, unknown> } }> | undefined)?.[name]?.styleOverrides?.root;

describe("the admin's themes", () => {
  it("give form toolbars the site's page colour under a divider, not react-admin's neutral grey", () => {
    expect(overridesOf(adminLightTheme, 'RaToolbar')).toMatchObject({ backgroundColor: '#f7f9fc' });
    expect(overridesOf(adminDarkTheme, 'RaToolbar')).toMatchObject({ backgroundColor: '#0b1220' });
    expect(String(overridesOf(adminDarkTheme, 'RaToolbar')?.borderTop)).toMatch(/^1px solid /);
  });

  it('draw red text dark enough (light) or light enough (dark) for the tinted bulk-actions bar', () => {
    expect(adminLightTheme.palette).toMatchObject({ error: { main: '#b71c1c' } });
    expect(adminDarkTheme.palette).toMatchObject({ error: { main: '#ff8a80' } });
  });

  it("take the site's palette", () => {
    expect(adminLightTheme.palette).toMatchObject({ mode: 'light', background: { default: '#f7f9fc', paper: '#ffffff' } });
    expect(adminDarkTheme.palette).toMatchObject({ mode: 'dark', background: { default: '#0b1220', paper: '#121a2b' } });
  });

  it('hide spinners from assistive technology: each stands beside words saying what loads (axe: aria-progressbar-name)', () => {
    for (const theme of [adminLightTheme, adminDarkTheme]) {
      const { container, unmount } = render(createElement(ThemeProvider, { theme: createTheme(theme) }, createElement(CircularProgress)));
      expect(container.querySelector('.MuiCircularProgress-root')?.getAttribute('aria-hidden')).toBe('true');
      unmount();
    }
  });
});
