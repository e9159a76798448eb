/**
 * Browser entry of the public site (docs/decisions.md#islands). A page the server rendered
 * (prerendered or published: #root holds its markup) hydrates only its islands; any other
 * (an empty shell: `/login`, the account pages) renders the whole site as a client-side app.
 * Each path is a module of its own, so a page the server rendered never downloads the pages'
 * code.
 */
import './theme/fonts.css';

const container = document.getElementById('root')!;
if (container.hasChildNodes()) {
  void import('./site/islands/hydrateIslands').then(({ hydrateIslands }) => hydrateIslands());
} else {
  void import('./site/renderSite').then(({ renderSite }) => renderSite(container));
}
