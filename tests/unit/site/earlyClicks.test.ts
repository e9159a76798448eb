// @vitest-environment jsdom
/**
 * Early clicks (src/shared/earlyClicks.ts): a click on a marked element before the site is ready
 * is held and replayed once it is; other clicks, and every click after, go through as they are.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyClickScript, replayEarlyClick } from '../../../src/shared/earlyClicks';

/** Runs the page head's inline script in this window. */
function installScript() {
  const source = /<script>([\s\S]*)<\/script>/.exec(earlyClickScript())![1];
  new Function(source)();
}

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as unknown as { __siteReady?: boolean }).__siteReady;
});

describe('a click before the site is ready', () => {
  it('is held, then acted on once, on the element of the same name, when the site is ready', () => {
    installScript();
    document.body.innerHTML = '<button data-replay="language-menu"><span>English</span></button><a href="#other">Other</a>';
    const button = document.querySelector('button')!;
    // Before hydration the button has no handler: the click must not act (nor reach a listener).
    const early = vi.fn();
    document.body.addEventListener('click', early);
    button.querySelector('span')!.click();
    expect(early).not.toHaveBeenCalled();
    // Hydrated: the handler is there, and the held click reaches it once.
    const handler = vi.fn();
    button.addEventListener('click', handler);
    replayEarlyClick();
    expect(handler).toHaveBeenCalledTimes(1);
    replayEarlyClick();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('goes through at once after the site is ready, and on unmarked elements always', () => {
    installScript();
    document.body.innerHTML = '<button data-replay="theme">Theme</button><button id="plain">Plain</button>';
    const plain = vi.fn();
    document.getElementById('plain')!.addEventListener('click', plain);
    document.getElementById('plain')!.click();
    expect(plain).toHaveBeenCalledTimes(1);
    replayEarlyClick();
    const handler = vi.fn();
    document.querySelector('[data-replay]')!.addEventListener('click', handler);
    (document.querySelector('[data-replay]') as HTMLElement).click();
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
