import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import HomePage from '../../../../src/site/pages/HomePage';
import CountryFlag, { FLAG_HEIGHT, FLAG_SERVICE_TIMEOUT_MS, FLAG_WIDTH } from '../../../../src/site/sections/clients/CountryFlag';
import { flagImageUrl, localFlagUrl } from '../../../../src/site/sections/clients/flagImage';
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
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the local SVG flag in the same fixed-size box when the service image fails, and the code only if that fails too', () => {
    renderPage(<CountryFlag countryCode="de" alt="Flag of Germany" />);
    const box = screen.getByTestId('flag-DE');
    const size = { width: `${FLAG_WIDTH}px`, height: `${FLAG_HEIGHT}px` };
    expect(box).toHaveStyle(size);
    expect(within(box).getByRole('img', { name: 'Flag of Germany' })).toHaveAttribute('src', 'https://flagcdn.com/w80/de.png');

    fireEvent.error(within(box).getByRole('img'));

    // The same picture from the site itself, never an empty box.
    const local = within(box).getByRole('img', { name: 'Flag of Germany' });
    expect(local.tagName).toBe('IMG');
    expect(local).toHaveAttribute('src', '/flags/de.svg');
    expect(local).toHaveAttribute('width', String(FLAG_WIDTH));
    expect(box).toHaveAttribute('data-flag-source', 'local');
    expect(box).not.toHaveTextContent('DE');
    expect(box).toHaveStyle(size);

    fireEvent.error(local);

    expect(box.querySelector('img')).toBeNull();
    expect(box).toHaveTextContent('DE');
    expect(box).toHaveStyle(size);
    expect(within(box).getByRole('img', { name: 'Flag of Germany' })).toBeInTheDocument();
  });

  it('switches to the local flag when the service has not answered a few seconds after the flag came on screen', () => {
    vi.useFakeTimers();
    let onIntersect: IntersectionObserverCallback = () => undefined;
    vi.stubGlobal('IntersectionObserver', class {
      constructor(callback: IntersectionObserverCallback) {
        onIntersect = callback;
      }
      observe() {}
      disconnect() {}
    });
    renderPage(<CountryFlag countryCode="RS" alt="Flag of Serbia" />);
    const box = screen.getByTestId('flag-RS');
    const img = within(box).getByRole('img') as HTMLImageElement;
    // jsdom never loads images: `complete` stays false, like a request that hangs.
    Object.defineProperty(img, 'complete', { configurable: true, get: () => false });

    // Lazy and off screen: not asked for yet, so no time runs out.
    act(() => vi.advanceTimersByTime(FLAG_SERVICE_TIMEOUT_MS * 2));
    expect(img).toHaveAttribute('src', 'https://flagcdn.com/w80/rs.png');

    act(() => onIntersect([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    act(() => vi.advanceTimersByTime(FLAG_SERVICE_TIMEOUT_MS - 1));
    expect(img).toHaveAttribute('src', 'https://flagcdn.com/w80/rs.png');
    act(() => vi.advanceTimersByTime(1));
    expect(within(box).getByRole('img', { name: 'Flag of Serbia' })).toHaveAttribute('src', '/flags/rs.svg');
  });

  it('keeps the service image that loaded', () => {
    renderPage(<CountryFlag countryCode="NL" alt="Flag of the Netherlands" />);
    const img = within(screen.getByTestId('flag-NL')).getByRole('img');
    fireEvent.load(img);
    expect(img).toHaveAttribute('src', 'https://flagcdn.com/w80/nl.png');
    expect(screen.getByTestId('flag-NL')).toHaveAttribute('data-flag-source', 'service');
  });
});

describe('local flag URL', () => {
  it('is the lower-case code under /flags', () => {
    expect(localFlagUrl('RS')).toBe('/flags/rs.svg');
  });
});

describe('client card layout', () => {
  it('puts the flag beside the country, not beside the name', () => {
    renderPage(<HomePage />);
    const [card] = within(clientsTeaser()).getAllByRole('article');
    const heading = within(card).getByRole('heading', { level: 3 });
    expect(heading.parentElement?.querySelector('img')).toBeNull();
    const [country] = within(card).getAllByRole('definition');
    expect(within(country).getByRole('img', { name: 'Flag of Germany' })).toBeInTheDocument();
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
