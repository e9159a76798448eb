import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import HomePage from '../../../../src/site/pages/HomePage';
import CountryFlag, { FLAG_HEIGHT, FLAG_WIDTH } from '../../../../src/site/sections/clients/CountryFlag';
import { flagImageUrl } from '../../../../src/site/sections/clients/flagImage';
import { renderPage } from './renderPage';

/** The clients teaser region of the home page. */
function clientsTeaser() {
  return screen.getByRole('region', { name: 'Trusted by companies across Europe and beyond' });
}

describe('home clients teaser (docs/requirements.md#r2, #r3)', () => {
  it('shows four sample clients, each with name, country and industry', () => {
    renderPage(<HomePage />);
    const cards = within(clientsTeaser()).getAllByRole('article');
    expect(cards).toHaveLength(4);
    const described = cards.map((card) => {
      const [country, industry] = within(card).getAllByRole('definition').map((d) => d.textContent);
      return { name: within(card).getByRole('heading', { level: 3 }).textContent, country, industry };
    });
    expect(described).toEqual([
      { name: 'Vierhaven Logistik GmbH', country: 'Germany', industry: 'Logistics & transport' },
      { name: 'Polderstroom Energie B.V.', country: 'Netherlands', industry: 'Energy & utilities' },
      { name: 'Cedarline Health Partners', country: 'United States', industry: 'Healthcare' },
      { name: 'Moravka Retail d.o.o.', country: 'Serbia', industry: 'Retail & e-commerce' },
    ]);
  });

  it('shows each flag from the flag service, lazily, with explicit size and a translated alt text', () => {
    renderPage(<HomePage />);
    const flag = within(clientsTeaser()).getByRole('img', { name: 'Flag of the Netherlands' });
    expect(flag).toHaveAttribute('src', 'https://flagcdn.com/w80/nl.png');
    expect(flag).toHaveAttribute('loading', 'lazy');
    expect(flag).toHaveAttribute('width', String(FLAG_WIDTH));
    expect(flag).toHaveAttribute('height', String(FLAG_HEIGHT));
  });

  it('translates flag alt texts and links to the clients page in the page language', () => {
    renderPage(<HomePage />, { path: '/sr', lng: 'sr' });
    expect(screen.getByRole('img', { name: 'Zastava Nemačke' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toContain('/sr/clients');
  });
});

describe('country flag fallback', () => {
  it('shows the country code in the same fixed-size box when the image fails to load', () => {
    renderPage(<CountryFlag countryCode="de" alt="Flag of Germany" />);
    const box = screen.getByTestId('flag-DE');
    expect(box).toHaveStyle({ width: `${FLAG_WIDTH}px`, height: `${FLAG_HEIGHT}px` });
    expect(box).not.toHaveTextContent('DE');

    fireEvent.error(within(box).getByRole('img'));

    expect(box.querySelector('img')).toBeNull();
    expect(box).toHaveTextContent('DE');
    expect(box).toHaveStyle({ width: `${FLAG_WIDTH}px`, height: `${FLAG_HEIGHT}px` });
    expect(within(box).getByRole('img', { name: 'Flag of Germany' })).toBeInTheDocument();
  });
});

describe('flag image service URL', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('defaults to flagcdn.com at 80 px with a lower-case code', () => {
    vi.stubEnv('VITE_FLAG_BASE_URL', '');
    expect(flagImageUrl('RS')).toBe('https://flagcdn.com/w80/rs.png');
  });

  it('uses VITE_FLAG_BASE_URL when it is set', () => {
    vi.stubEnv('VITE_FLAG_BASE_URL', 'https://flags.example.com/');
    expect(flagImageUrl('US')).toBe('https://flags.example.com/w80/us.png');
  });
});
