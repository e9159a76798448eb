/**
 * Open Graph images (docs/decisions.md#visual-identity): `public/og/<key>.jpg`, 1200 × 630 (JPEG, quality 85), one per public route and one
 * per blog article (src/site/ogImage.ts names them). A route's image is the brand's gradient with
 * the page's illustration (public/illustrations) and the brand name; an article's is its cover
 * (public/covers, scripts/blog-covers.ts) with the brand name. Rendered by headless Chromium
 * through playwright-core; the images are committed, so neither the build nor the server needs a
 * browser. Re-run after adding a page, an article or changing a picture:
 *
 *   npx tsx scripts/og-images.ts        (CHROME_PATH, default /usr/bin/chromium)
 */
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { OG_HEIGHT, OG_WIDTH, ogImageKey } from '../src/shared/ogImage';

const OUT = 'public/og';
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Indexable routes (src/site/pages) → the illustration shown (public/illustrations/<name>-light.svg). */
const ROUTES: Record<string, string | null> = {
  '/': 'home',
  '/services': 'service-custom-software',
  '/services/custom': 'service-custom-software',
  '/services/outsourcing': 'service-outsourcing',
  '/services/talent': 'service-talent-acquisition',
  '/services/excellence': 'service-centre-of-excellence',
  '/services/business-consulting': 'service-business-consulting',
  '/products': 'product-business-systems',
  '/products/e_commerce': 'product-ecommerce',
  '/products/pos': 'product-point-of-sale',
  '/products/websites': 'product-websites',
  '/products/liflet': 'product-websites',
  '/products/mobile-apps': 'product-mobile-apps',
  '/products/business-systems': 'product-business-systems',
  '/about': 'about',
  '/careers': 'careers',
  '/clients': 'home',
  '/international': 'international',
  '/blog': null,
  '/contact': null,
};

const dataUrl = (file: string) => `data:image/svg+xml;base64,${readFileSync(file).toString('base64')}`;

/** The brand mark (public/favicon.svg) and name, bottom left, on a white pill. */
const brand = () => `
  <div style="position:absolute;left:56px;bottom:48px;display:flex;align-items:center;gap:16px;background:#fff;border-radius:999px;padding:12px 28px 12px 14px;box-shadow:0 8px 24px rgba(0,0,0,.18)">
    <img src="${dataUrl('public/favicon.svg')}" width="52" height="52">
    <span style="font:800 34px Inter, 'Liberation Sans', Arial, sans-serif;color:#111827;letter-spacing:-.5px">Danube Digital</span>
  </div>`;

function routePage(illustration: string | null): string {
  const file = illustration ? `public/illustrations/${illustration}-light.svg` : null;
  const picture = file && existsSync(file) ? `<img src="${dataUrl(file)}" style="position:absolute;right:40px;top:50%;transform:translateY(-50%);width:640px;height:480px;background:#fff;border-radius:28px;padding:8px">` : '';
  return `<div style="position:relative;width:${OG_WIDTH}px;height:${OG_HEIGHT}px;overflow:hidden;background:linear-gradient(135deg,#1746a2 0%,#0f766e 100%)">
    <svg width="${OG_WIDTH}" height="${OG_HEIGHT}" style="position:absolute;inset:0"><path d="M0 540c120-60 240-60 360 0s240 60 360 0" fill="none" stroke="rgba(255,255,255,.18)" stroke-width="14" stroke-linecap="round"/><circle cx="250" cy="230" r="140" fill="rgba(255,255,255,.08)"/></svg>
    ${picture}${brand()}</div>`;
}

function articlePage(slug: string): string {
  return `<div style="position:relative;width:${OG_WIDTH}px;height:${OG_HEIGHT}px;overflow:hidden"><img src="${dataUrl(`public/covers/${slug}.svg`)}" width="${OG_WIDTH}" height="${OG_HEIGHT}" style="display:block">${brand()}</div>`;
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: OG_WIDTH, height: OG_HEIGHT } });
  const shoot = async (key: string, html: string) => {
    await page.setContent(`<!doctype html><body style="margin:0">${html}</body>`, { waitUntil: 'load' });
    await page.screenshot({ path: join(OUT, `${key}.jpg`), type: 'jpeg', quality: 85, clip: { x: 0, y: 0, width: OG_WIDTH, height: OG_HEIGHT } });
  };
  for (const [path, illustration] of Object.entries(ROUTES)) await shoot(ogImageKey(path), routePage(illustration));
  const slugs = readdirSync('content/blog').filter((file) => file.endsWith('.json')).map((file) => file.replace(/\.json$/, ''));
  for (const slug of slugs) await shoot(ogImageKey(`/blog/${slug}`), articlePage(slug));
  await browser.close();
  console.log(`wrote ${Object.keys(ROUTES).length + slugs.length} images to ${OUT}`);
}

void main();
