/**
 * Islands (src/site/islands): the registry and the island modules agree; `island()` renders its
 * component in a wrapper naming it and holding its props; `hydrateIslands()` hydrates the islands
 * of a server-rendered page, at load or at the visitor's first interaction, and its router
 * navigates by loading documents.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { useEffect, useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../src/i18n';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, VISIBLE_MARGIN, island } from '../../../src/site/islands/island';
import { documentNavigator, hydrateIslands } from '../../../src/site/islands/hydrateIslands';
import type * as Registry from '../../../src/site/islands/registry';

// The app's i18next instance fetches /locales/…: an inline, empty one instead.
vi.mock('../../../src/i18n', async () => {
  const { default: i18next } = await import('i18next');
  const { initReactI18next } = await import('react-i18next');
  const instance = i18next.createInstance().use(initReactI18next);
  const i18nReady = instance.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { common: {} } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return { default: instance, i18nReady, INITIAL_NAMESPACES: ['common'] };
});

// This file's small islands instead of the site's (loaded lazily: they are defined below).
vi.mock('../../../src/site/islands/registry', () => ({
  ISLANDS: {
    'test-load': { load: async () => ({ default: LoadCounter }), namespaces: ['home'], hydration: 'load' },
    'test-interaction': { load: async () => ({ default: InteractionCounter }), namespaces: ['contact'], hydration: 'interaction' },
    'test-outer': { load: async () => ({ default: Outer }), namespaces: [], hydration: 'load' },
    'test-visible': { load: async () => ({ default: VisibleCounter }), namespaces: [], hydration: 'visible' },
  } satisfies typeof Registry.ISLANDS,
}));

/** A button counting its clicks from `start`; it gets `data-ready="true"` once hydrated (its effect ran). */
function Counter({ id, label, start = 0 }: { id: string; label: string; start?: number }) {
  const [count, setCount] = useState(start);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    ref.current!.dataset.ready = 'true';
  }, []);
  return (
    <button ref={ref} type="button" id={id} onClick={() => setCount((n) => n + 1)}>
      {`${label}: ${count}`}
    </button>
  );
}

const LoadCounter = island('test-load', Counter);
const InteractionCounter = island('test-interaction', Counter);
const VisibleCounter = island('test-visible', Counter);
/** An island holding another (the interaction counter) in its markup. */
const Outer = island('test-outer', ({ id }: { id: string }) => (
  <section>
    <InteractionCounter id={id} label="Inner" />
  </section>
));

/** The page the server would render: the islands' HTML, around static content. */
function serverPage(...parts: string[]) {
  document.body.innerHTML = `<main><p>Static</p>${parts.join('')}</main>`;
}

const button = (id: string) => document.getElementById(id) as HTMLButtonElement;
/** Lets pending tasks (module loads, `nextTask`, React's scheduler) run. */
const tasks = (count = 5) =>
  act(async () => {
    for (let i = 0; i < count; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
/** Waits until `id`'s island is hydrated (its effect ran), then clicks it once. */
async function clickOnceHydrated(id: string) {
  await vi.waitFor(() => expect(button(id)).toHaveAttribute('data-ready', 'true'));
  await act(async () => button(id).click());
}

describe('the registry', () => {
  it('names each island module by its key, and each module exports an island component', async () => {
    const { ISLANDS } = await vi.importActual<typeof Registry>('../../../src/site/islands/registry');
    expect(Object.keys(ISLANDS).length).toBeGreaterThan(0);
    for (const [name, entry] of Object.entries(ISLANDS)) {
      const module = await entry.load();
      const component = module.default as unknown as { (props: object): unknown; island: { name: string; Component: unknown } };
      expect(component.island.name, name).toBe(name);
      expect(typeof component, name).toBe('function');
      expect(component.island.Component, name).toBeTruthy();
      // Its wrapper names it, so that the browser finds its registry entry.
      expect((component as { displayName?: string }).displayName, name).toBe(`Island(${name})`);
      expect(['load', 'visible', 'interaction'], name).toContain(entry.hydration);
      // The namespaces it reads exist (English is complete).
      for (const ns of entry.namespaces) expect(existsSync(join(__dirname, '../../../locales/en', `${ns}.json`)), `${name}: ${ns}`).toBe(true);
    }
  }, 60_000);
});

describe('island()', () => {
  const Greeting = ({ name, count }: { name?: string; count?: number }) => <p className="greeting">{`Hello ${name ?? 'you'} ${count ?? 0}`}</p>;

  it('renders the component inside a wrapper naming the island and holding its props as JSON', () => {
    const Island = island('x', Greeting);
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Island name={'Ana "A" <b>'} count={3} />);
    const wrapper = host.firstElementChild as HTMLElement;
    expect(host.children).toHaveLength(1);
    expect(wrapper.tagName).toBe('DIV');
    expect(wrapper.getAttribute(ISLAND_ATTRIBUTE)).toBe('x');
    expect(JSON.parse(wrapper.getAttribute(ISLAND_PROPS_ATTRIBUTE)!)).toEqual({ name: 'Ana "A" <b>', count: 3 });
    expect(wrapper.style.display).toBe('contents');
    const alone = document.createElement('div');
    alone.innerHTML = renderToString(<Greeting name={'Ana "A" <b>'} count={3} />);
    expect(wrapper.innerHTML).toBe(alone.innerHTML);
    expect(wrapper.querySelector('p.greeting')).toHaveTextContent('Hello Ana "A" <b> 3');
  });

  it('has no props attribute when there are no props', () => {
    const Island = island('y', Greeting);
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Island />);
    const wrapper = host.firstElementChild as HTMLElement;
    expect(wrapper.getAttribute(ISLAND_ATTRIBUTE)).toBe('y');
    expect(wrapper.hasAttribute(ISLAND_PROPS_ATTRIBUTE)).toBe(false);
    expect(wrapper).toHaveTextContent('Hello you 0');
    expect(Island.island).toEqual({ name: 'y', Component: Greeting });
  });
});

describe('hydrateIslands()', () => {
  beforeEach(() => {
    // Recorded (a hydration mismatch, an unknown island), not printed.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('hydrates a load island with its props at once and an interaction island only on interaction', async () => {
    serverPage(
      renderToString(<LoadCounter id="loaded" label="Load" start={5} />),
      '<p>Between</p>',
      renderToString(<InteractionCounter id="waiting" label="Wait" />),
    );
    const loadNamespaces = vi.spyOn(i18n, 'loadNamespaces');
    const before = document.body.children.length;

    await act(() => hydrateIslands());

    // The load island: hydrated with the props the server rendered it with, and responding.
    await clickOnceHydrated('loaded');
    expect(button('loaded')).toHaveTextContent('Load: 6');
    expect(loadNamespaces).toHaveBeenCalledWith(['home']);
    expect(loadNamespaces.mock.calls.flat(2)).not.toContain('contact');
    // The toasts' root, appended to the body.
    expect(document.body.children.length).toBe(before + 1);

    // The interaction island: its HTML only, a click (no pointer event in jsdom) does nothing.
    button('waiting').click();
    await tasks();
    expect(button('waiting')).toHaveTextContent('Wait: 0');
    expect(button('waiting')).not.toHaveAttribute('data-ready');

    // The first focus inside it wakes it: hydrated, with its namespaces, then responding.
    await act(async () => button('waiting').dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    await clickOnceHydrated('waiting');
    expect(button('waiting')).toHaveTextContent('Wait: 1');
    expect(loadNamespaces).toHaveBeenCalledWith(['contact']);
    // Nothing logged (a hydration mismatch is reported as an uncaught error, which fails the run).
    expect(console.error).not.toHaveBeenCalled();
  });

  it('hydrates a visible island when one of its children comes near the viewport', async () => {
    serverPage(renderToString(<VisibleCounter id="below" label="Below" />));
    const observed: Element[] = [];
    let notify: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    let options: IntersectionObserverInit | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void, init?: IntersectionObserverInit) {
          notify = callback;
          options = init;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    try {
      await act(() => hydrateIslands());
      await tasks();
      // Its child observed (the wrapper has no box), with the margin; not hydrated yet.
      expect(observed).toEqual([button('below')]);
      expect(options?.rootMargin).toBe(VISIBLE_MARGIN);
      expect(button('below')).not.toHaveAttribute('data-ready');
      await act(async () => notify!([{ isIntersecting: false }]));
      await tasks();
      expect(button('below')).not.toHaveAttribute('data-ready');

      await act(async () => notify!([{ isIntersecting: true }]));
      await clickOnceHydrated('below');
      expect(button('below')).toHaveTextContent('Below: 1');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('wakes an interaction island on pointerdown, once', async () => {
    serverPage(renderToString(<InteractionCounter id="waiting" label="Wait" start={2} />));
    const registry = await import('../../../src/site/islands/registry');
    const load = vi.spyOn(registry.ISLANDS['test-interaction'], 'load');

    await act(() => hydrateIslands());
    await tasks();
    expect(load).not.toHaveBeenCalled();

    await act(async () => {
      button('waiting').dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button('waiting').dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button('waiting').dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    });
    await clickOnceHydrated('waiting');
    expect(button('waiting')).toHaveTextContent('Wait: 3');
    expect(load).toHaveBeenCalledTimes(1);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('does not wake an interaction island on events outside it', async () => {
    serverPage('<input id="elsewhere">', renderToString(<InteractionCounter id="waiting" label="Wait" />));
    await act(() => hydrateIslands());
    await act(async () => {
      const elsewhere = document.getElementById('elsewhere')!;
      elsewhere.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      elsewhere.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    await tasks();
    expect(button('waiting')).not.toHaveAttribute('data-ready');
    button('waiting').click();
    expect(button('waiting')).toHaveTextContent('Wait: 0');
  });

  it('hydrates an interaction island at once when the address fragment names an element inside it', async () => {
    window.history.replaceState(null, '', '/company#waiting');
    expect(window.location.hash).toBe('#waiting');
    serverPage(renderToString(<InteractionCounter id="waiting" label="Wait" />));

    await act(() => hydrateIslands());

    await clickOnceHydrated('waiting');
    expect(button('waiting')).toHaveTextContent('Wait: 1');
    expect(console.error).not.toHaveBeenCalled();
  });

  it('does not hydrate an interaction island at load when the fragment names an element outside it', async () => {
    window.history.replaceState(null, '', '/company#outside');
    serverPage('<h2 id="outside">Title</h2>', renderToString(<InteractionCounter id="waiting" label="Wait" />));
    await act(() => hydrateIslands());
    await tasks();
    expect(button('waiting')).not.toHaveAttribute('data-ready');
  });

  it('leaves an island of unknown name as its HTML (logged), and hydrates the others', async () => {
    const unknownHtml = '<div data-island="nope" style="display: contents"><button id="nope" type="button">Nope: 0</button></div>';
    serverPage(unknownHtml, renderToString(<LoadCounter id="loaded" label="Load" />));

    await expect(act(() => hydrateIslands())).resolves.toBeUndefined();

    expect(console.error).toHaveBeenCalledWith('Unknown island "nope"');
    expect(document.querySelector('[data-island="nope"]')!.outerHTML).toBe(unknownHtml);
    await clickOnceHydrated('loaded');
    expect(button('loaded')).toHaveTextContent('Load: 1');
  });

  it('hydrates only outermost islands: one inside another is hydrated with it', async () => {
    serverPage(renderToString(<Outer id="inner" />));
    expect(document.querySelectorAll('[data-island]')).toHaveLength(2);
    const registry = await import('../../../src/site/islands/registry');
    const innerLoad = vi.spyOn(registry.ISLANDS['test-interaction'], 'load');

    await act(() => hydrateIslands());

    // Hydrated at load with the outer island, without waiting for an interaction of its own.
    await clickOnceHydrated('inner');
    expect(button('inner')).toHaveTextContent('Inner: 1');
    // Nor is it woken as an island of its own by an interaction inside it.
    await act(async () => button('inner').dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    await tasks();
    expect(innerLoad).not.toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('logs an island whose module fails to load, leaving its HTML, and still hydrates the others', async () => {
    const registry = await import('../../../src/site/islands/registry');
    vi.spyOn(registry.ISLANDS['test-interaction'], 'load').mockRejectedValue(new Error('chunk failed'));
    window.history.replaceState(null, '', '/#waiting');
    serverPage(renderToString(<InteractionCounter id="waiting" label="Wait" />), renderToString(<LoadCounter id="loaded" label="Load" />));

    await act(() => hydrateIslands());

    await clickOnceHydrated('loaded');
    expect(button('loaded')).toHaveTextContent('Load: 1');
    expect(console.error).toHaveBeenCalledWith(expect.objectContaining({ message: 'chunk failed' }));
    expect(button('waiting')).not.toHaveAttribute('data-ready');
  });
});

describe('documentNavigator', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads the next page as a document', () => {
    const assign = vi.fn();
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, replace });
    documentNavigator.push('/sr/about');
    expect(assign).toHaveBeenCalledWith('/sr/about');
    documentNavigator.replace({ pathname: '/contact', search: '?a=1', hash: '#form' });
    expect(replace).toHaveBeenCalledWith('/contact?a=1#form');
    expect(documentNavigator.createHref({ pathname: '/blog', search: '?page=2' })).toBe('/blog?page=2');
  });
});
