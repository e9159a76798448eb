import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { PRODUCTS_PAGES } from '../../../../src/site/pages/products/routes';
import { LANGUAGE_CODES, localizePath } from '../../../../src/shared/languages';
import { createTestI18n } from '../../support/i18n';

/** Renders the product page of `path` in `lng`, as a visitor reaching its prefixed address would see it. */
async function renderProduct(path: string, lng: string) {
  const route = PRODUCTS_PAGES.find((page) => page.path === path)!;
  const { default: Page } = await route.load!();
  render(
    <I18nextProvider i18n={createTestI18n(lng, ['common', ...route.namespaces])}>
      <MemoryRouter initialEntries={[localizePath(path, lng as (typeof LANGUAGE_CODES)[number])]}>
        <Page />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('products pages end with a call to action (docs/requirements.md#r2)', () => {
  const paths = PRODUCTS_PAGES.map((page) => page.path);

  it('covers every product route', () => {
    expect(paths).toEqual(['/products', '/products/e_commerce', '/products/pos', '/products/websites', '/products/mobile-apps', '/products/business-systems', '/products/liflet']);
  });

  for (const path of paths) {
    it(`${path}: the last section is the contact call to action, translated, in every language`, async () => {
      for (const lng of LANGUAGE_CODES) {
        await renderProduct(path, lng);
        const headings = screen.getAllByRole('heading', { level: 2 });
        const callToAction = headings[headings.length - 1].closest('section')!;
        const link = within(callToAction).getByRole('link');
        expect(link).toHaveAttribute('href', localizePath('/contact', lng));
        // Translated texts, not keys such as `pos.cta.button`.
        for (const text of [headings[headings.length - 1].textContent, link.textContent]) {
          expect(text).toBeTruthy();
          expect(text).not.toMatch(/\.cta\./);
        }
        cleanup();
      }
    });
  }
});
