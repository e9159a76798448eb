import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import HomePage from '../../../../src/site/pages/HomePage';
import { renderPage } from './renderPage';

describe('home page sections (docs/requirements.md#r1, #r2)', () => {
  it('composes hero, about, services, industries, clients and FAQ in that order under one h1', () => {
    renderPage(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'About Danube Digital',
      'What we do',
      'Cross-industry partnership',
      'Trusted by companies across Europe and beyond',
      'Frequently asked questions',
    ]);
  });

  it('shows the hero figures and the five remaining docs/requirements.md#r1 figures with their labels', () => {
    renderPage(<HomePage />);
    const figures = screen.getAllByRole('definition').map((d) => d.textContent);
    for (const value of ['500+', '99%', '24/7', '1300+', '150+', '65%']) expect(figures).toContain(value);
    expect(figures.filter((f) => f === '15+')).toHaveLength(2);
    const about = screen.getByRole('region', { name: 'About Danube Digital' });
    expect(within(about).getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Companies supported',
      'Team members',
      'Years of experience',
      'Efficiency gain',
      'Sectors',
    ]);
  });

  it('links the four service cards to their pages', () => {
    renderPage(<HomePage />);
    const services = screen.getByRole('region', { name: 'What we do' });
    expect(within(services).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(services).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/services/custom',
      '/services/outsourcing',
      '/services/talent',
      '/services/excellence',
    ]);
  });

  it('lists twelve industries', () => {
    renderPage(<HomePage />);
    const industries = screen.getByRole('region', { name: 'Cross-industry partnership' });
    const lists = within(industries).getAllByRole('list');
    const industryList = lists[lists.length - 1];
    expect(within(industryList).getAllByRole('listitem')).toHaveLength(12);
    expect(industryList).toHaveTextContent('Finance & banking');
    expect(industryList).toHaveTextContent('Agriculture & food');
  });

  it('prefixes every internal link with the language on a Serbian page', () => {
    renderPage(<HomePage />, { path: '/sr', lng: 'sr' });
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs.length).toBeGreaterThan(5);
    expect(hrefs.every((href) => href?.startsWith('/sr/'))).toBe(true);
  });
});
