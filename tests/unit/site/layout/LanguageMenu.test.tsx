/**
 * The site's language button is named by the language it shows, then what it does, so the name
 * heard contains the text seen (WCAG 2.5.3 Label in Name).
 */
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import LanguageMenu from '../../../../src/site/layout/LanguageMenu';
import { createTestI18n } from '../../support/i18n';

afterEach(cleanup);

describe("the site's language button", () => {
  it.each([
    ['/login', 'en', 'English', 'English — choose language'],
    ['/sr/login', 'sr', 'Srpski', 'Srpski — izaberite jezik'],
    ['/zh', 'zh', '中文', '中文 — 选择语言'],
  ])('on %s names the language it shows, then what it does', (path, lng, shown, name) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <I18nextProvider i18n={createTestI18n(lng, ['common'])}>
          <LanguageMenu />
        </I18nextProvider>
      </MemoryRouter>,
    );
    const button = screen.getByTestId('language-menu-button');
    expect(button).toHaveTextContent(shown);
    expect(button).toHaveAccessibleName(name);
    expect(button.getAttribute('aria-label')).toContain(button.textContent!.trim());
  });
});
