/**
 * The articles list's language chips stay readable: a language without a version is greyed, yet
 * its code meets WCAG 1.4.3 (4.5:1 at least) on the page and on cards, in the light and the dark
 * admin theme.
 */
import { createTheme, getContrastRatio, ThemeProvider, type Theme } from '@mui/material/styles';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nContextProvider, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { adminDarkTheme, adminLightTheme } from '../../../../src/admin/adminTheme';
import { createI18nProvider } from '../../../../src/admin/i18nProvider';
import type { DeclaredDisplayProps } from '../../../../src/admin/crud';
import { LanguageChipsField } from '../../../../src/resources/articles/ArticleFields';
import { englishI18n } from '../../admin/testKit';

const ARTICLE = { id: 1, slug: 'cloud-costs', translations: [{ language: 'en', title: 'Cloud costs', status: 'published' }] };

/** `[r, g, b, a]` of a CSS colour as jsdom reports it (`rgb(…)`, `rgba(…)` or `#rrggbb`). */
function rgba(colour: string): [number, number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (hex) return [parseInt(hex[1], 16), parseInt(hex[2], 16), parseInt(hex[3], 16), 1];
  const parts = /rgba?\(([^)]+)\)/.exec(colour)?.[1].split(',').map((part) => Number(part.trim()));
  if (!parts || parts.length < 3) throw new Error(`not a colour: ${colour}`);
  return [parts[0], parts[1], parts[2], parts[3] ?? 1];
}

/** The colour the text of `element` is drawn in over `background`: its colour, faded by its own and its ancestors' opacity. */
function drawnColour(element: Element, background: string): string {
  let alpha = 1;
  for (let node: Element | null = element; node; node = node.parentElement) {
    const opacity = getComputedStyle(node).opacity;
    if (opacity !== '') alpha *= Number(opacity);
  }
  const [r, g, b, a] = rgba(getComputedStyle(element).color);
  const [br, bg, bb] = rgba(background);
  const mix = (front: number, back: number) => Math.round(front * a * alpha + back * (1 - a * alpha));
  return `rgb(${mix(r, br)}, ${mix(g, bg)}, ${mix(b, bb)})`;
}

function renderChips(theme: Theme) {
  render(
    <ThemeProvider theme={theme}>
      <I18nContextProvider value={createI18nProvider(englishI18n())}>
        <RecordContextProvider value={ARTICLE}>
          <LanguageChipsField source="translations" field={{ source: 'translations' } as DeclaredDisplayProps['field']} />
        </RecordContextProvider>
      </I18nContextProvider>
    </ThemeProvider>,
  );
}

afterEach(cleanup);

describe("the articles list's language chips", () => {
  for (const [scheme, options] of [['light', adminLightTheme], ['dark', adminDarkTheme]] as const) {
    it(`show a language without a version at 4.5:1 at least on the page and on cards (${scheme})`, () => {
      const theme = createTheme(options);
      renderChips(theme);
      const chip = within(screen.getByTestId('article-languages')).getByLabelText('Italian: no version');
      expect(chip).toHaveAttribute('data-status', 'missing');
      const code = within(chip).getByText('IT');
      for (const background of [theme.palette.background.default, theme.palette.background.paper]) {
        expect(getContrastRatio(drawnColour(code, background), background), background).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
