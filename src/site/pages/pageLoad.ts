/**
 * Leaves the public site for `url` with a page load that replaces the current history entry:
 * the back office is a separate app (README "The build"). One function so that unit tests can
 * observe where a page sends the visitor (jsdom's `location.replace` cannot be spied on).
 */
export function replacePage(url: string): void {
  window.location.replace(url);
}
