/**
 * A visitor's first click is never lost (docs/decisions.md#early-clicks). A prerendered page
 * hydrates after its load event, so for a second or two its buttons are markup without handlers:
 * the language menu, the phone menu and the theme switch ignored every click. Every page's head
 * carries {@link earlyClickScript}: until the site says it is ready, a click on an element marked
 * `data-replay="<name>"` is held (not acted on, its name remembered); once hydrated, the site calls
 * {@link replayEarlyClick}, which marks it ready and clicks the visible element of that name again,
 * now with its handler. Links and the application form need no replay: they work without script.
 * Browser-safe; the script is plain ES5.
 */

/** The attribute naming an element whose early click is replayed. */
export const EARLY_CLICK_ATTRIBUTE = 'data-replay';

interface EarlyClickWindow {
  __siteReady?: boolean;
  __earlyClick?: string | null;
}

/** The inline `<script>` for a page's head (see the module comment). */
export function earlyClickScript(): string {
  return `<script>(function(){var w=window;function on(e){if(w.__siteReady){document.removeEventListener('click',on,true);return}var t=e.target&&e.target.closest&&e.target.closest('[${EARLY_CLICK_ATTRIBUTE}]');if(!t)return;e.preventDefault();e.stopPropagation();w.__earlyClick=t.getAttribute('${EARLY_CLICK_ATTRIBUTE}')}document.addEventListener('click',on,true)})()</script>`;
}

/**
 * Marks the site ready (clicks act at once from now on) and replays the click held before, on the
 * visible element of that name; nothing when there was none. Call once the page has hydrated.
 */
export function replayEarlyClick(win: Window = window): void {
  const state = win as unknown as EarlyClickWindow;
  state.__siteReady = true;
  const name = state.__earlyClick;
  state.__earlyClick = null;
  if (!name) return;
  const candidates = Array.from(win.document.querySelectorAll<HTMLElement>(`[${EARLY_CLICK_ATTRIBUTE}]`)).filter((element) => element.getAttribute(EARLY_CLICK_ATTRIBUTE) === name);
  // The one on screen (a menu may be in the header and the phone menu), where the browser can tell.
  const visible = (element: HTMLElement) => (typeof element.checkVisibility === 'function' ? element.checkVisibility() : true);
  candidates.find(visible)?.click();
}
