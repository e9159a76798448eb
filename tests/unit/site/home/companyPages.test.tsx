import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import AboutPage from '../../../../src/site/pages/company/AboutPage';
import CareersPage from '../../../../src/site/pages/company/CareersPage';
import ClientsPage from '../../../../src/site/pages/company/ClientsPage';
import InternationalPage from '../../../../src/site/pages/company/InternationalPage';
import { COMPANY_PAGES } from '../../../../src/site/pages/company/routes';
import { renderPage } from './renderPage';
import { jobOpeningListKey, type JobOpeningList } from '../../../../src/shared/careers';

/** Two open openings as the server embeds them (server/publishing/job-openings-collection.ts). */
const OPENINGS: JobOpeningList = {
  items: [
    { slug: 'senior-frontend-engineer-react', title: 'Senior Frontend inženjer (React)', department: 'engineering', location: 'Belgrade, Serbia', remote: false, employmentType: 'full-time', seniority: 'senior', closingDate: '2027-02-01' },
    { slug: 'qa-automation-engineer', title: 'QA Automation inženjer', department: 'engineering', location: null, remote: true, employmentType: 'full-time', seniority: 'medior', closingDate: '2027-01-20' },
  ],
  current_page: 1,
  page_size: 24,
  total_count: 2,
  total_pages: 1,
};

const PAGES: [path: string, Page: ComponentType, title: string][] = [
  ['/about', AboutPage, 'About us | Danube Digital'],
  ['/careers', CareersPage, 'Careers | Danube Digital'],
  ['/clients', ClientsPage, 'Clients | Danube Digital'],
  ['/international', InternationalPage, 'International clients | Danube Digital'],
];

describe('company pages (docs/requirements.md#r2)', () => {
  it('registers /about, /careers, /clients and /international as indexable routes, and the openings\' pages', () => {
    expect(COMPANY_PAGES.map((page) => [page.path, page.indexable])).toEqual([
      ['/about', true],
      ['/careers', true],
      ['/careers/:slug', false],
      ['/clients', true],
      ['/international', true],
    ]);
    expect(COMPANY_PAGES.every((page) => page.namespaces.includes('company'))).toBe(true);
  });

  for (const [path, Page, title] of PAGES) {
    it(`${path} has one h1, three to five sections, a contact call to action and its own head data`, async () => {
      renderPage(<Page />, { path, initialData: { [jobOpeningListKey('en', 1)]: OPENINGS } });
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

  it('lists the open openings on /careers from the page\'s data, each linking to its page in the page language', () => {
    renderPage(<CareersPage />, { path: '/sr/careers', lng: 'sr', initialData: { [jobOpeningListKey('sr', 1)]: OPENINGS } });
    const view = screen.getAllByRole('link', { name: /^Pogledajte i prijavite se: / });
    expect(view.map((link) => link.getAttribute('href'))).toEqual(['/sr/careers/senior-frontend-engineer-react', '/sr/careers/qa-automation-engineer']);
    expect(screen.getByRole('link', { name: 'Senior Frontend inženjer (React)' })).toBeInTheDocument();
    // Facts in Serbian: remote, employment type · seniority, the closing date.
    expect(screen.getByText('Na daljinu')).toBeInTheDocument();
    expect(screen.getByText('Puno radno vreme · Senior')).toBeInTheDocument();
  });

  it('says so when nothing is open, offering an open application', () => {
    renderPage(<CareersPage />, { path: '/careers', initialData: { [jobOpeningListKey('en', 1)]: { ...OPENINGS, items: [], total_count: 0 } } });
    expect(screen.getByText(/We have no open positions right now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send an open application' })).toHaveAttribute('href', '/contact');
  });
});
