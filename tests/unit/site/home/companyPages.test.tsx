import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import AboutPage from '../../../../src/site/pages/company/AboutPage';
import CareersPage from '../../../../src/site/pages/company/CareersPage';
import ClientsPage from '../../../../src/site/pages/company/ClientsPage';
import InternationalPage from '../../../../src/site/pages/company/InternationalPage';
import { COMPANY_PAGES } from '../../../../src/site/pages/company/routes';
import { renderPage } from './renderPage';

const PAGES: [path: string, Page: ComponentType, title: string][] = [
  ['/about', AboutPage, 'About us | Danube Digital'],
  ['/careers', CareersPage, 'Careers | Danube Digital'],
  ['/clients', ClientsPage, 'Clients | Danube Digital'],
  ['/international', InternationalPage, 'International clients | Danube Digital'],
];

describe('company pages (docs/requirements.md#r2)', () => {
  it('registers /about, /careers, /clients and /international as indexable routes', () => {
    expect(COMPANY_PAGES.map((page) => [page.path, page.indexable])).toEqual([
      ['/about', true],
      ['/careers', true],
      ['/clients', true],
      ['/international', true],
    ]);
    expect(COMPANY_PAGES.every((page) => page.namespaces.includes('company'))).toBe(true);
  });

  for (const [path, Page, title] of PAGES) {
    it(`${path} has one h1, three to five sections, a contact call to action and its own head data`, async () => {
      renderPage(<Page />, { path });
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      const sections = screen.getAllByRole('heading', { level: 2 });
      expect(sections.length - 1).toBeGreaterThanOrEqual(3);
      expect(sections.length - 1).toBeLessThanOrEqual(5);
      const callToAction = sections[sections.length - 1].parentElement!;
      expect(within(callToAction).getByRole('link')).toHaveAttribute('href', '/contact');
      await waitFor(() => expect(document.title).toBe(title));
      const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      expect(description.length).toBeGreaterThanOrEqual(120);
      expect(description.length).toBeLessThanOrEqual(160);
    });
  }

  it('shows the four sample clients with flags on /clients, reusing the home cards', () => {
    renderPage(<ClientsPage />, { path: '/clients' });
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('img', { name: 'Flag of the United States' })).toHaveAttribute('src', 'https://flagcdn.com/w80/us.png');
  });

  it('lists open roles on /careers, each applying through the contact page in the page language', () => {
    renderPage(<CareersPage />, { path: '/sr/careers', lng: 'sr' });
    const apply = screen.getAllByRole('link', { name: /^Prijavite se za poziciju / });
    expect(apply.length).toBeGreaterThanOrEqual(5);
    expect(apply.every((link) => link.getAttribute('href') === '/sr/contact')).toBe(true);
  });
});
