/**
 * The media library through the API (server/routes/media.ts, server/media/serve.ts;
 * docs/decisions.md#media): an upload of each accepted type (tiny images made with sharp here),
 * its real type read from the bytes (a `.png` name holding text refused, a JPEG named `.png`
 * stored as `.jpg`), the size and dimension limits, an SVG sanitised before it is stored,
 * AVIF and WebP variants made and served publicly with immutable caching (404 for a wrong
 * SHA-256 or a deleted medium), the alternative texts edited, a delete refused while an
 * article uses the medium as its cover, and who may do what.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { activity, articles } from '../../server/db/schema';
import { loadMediaForPage } from '../../server/media/load';
import { toWritePayload } from '../../src/admin/crud/writePayload';
import { mediaDeclaration } from '../../src/resources/media/declaration';
import { MAX_MEDIA_BYTES, MEDIA_WIDTHS, mediaSrcSet, mediaUrl, mediaVariantUrl } from '../../src/shared/media';
import { API, setupTestApp, uniqueLetters } from './helpers';

const t = setupTestApp();

interface Medium {
  id: number;
  fileName: string;
  contentType: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  sha256: string;
  alt: Record<string, string>;
  variants: { width: number; format: string; byteSize: number }[];
  usedBy: { id: number; name: string }[];
  createdBy: number | null;
  deletedAt: string | null;
}

let admin: string;
let viewer: string;
let manager: string;
let png: Buffer;
let jpeg: Buffer;
let webp: Buffer;
let avif: Buffer;

/** A small picture of `width` × `height` in `format`. */
const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'avif') =>
  sharp({ create: { width, height, channels: 3, background: { r: 23, g: 70, b: 162 } } })
    .toFormat(format)
    .toBuffer();

const upload = (body: Buffer | string, query: string, contentType = 'application/octet-stream', bearer = admin) =>
  t.injectAs(bearer, { method: 'POST', url: `${API}/media?${query}`, headers: { 'content-type': contentType }, payload: body });

function expectStatus(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
}

async function uploaded(body: Buffer | string, fileName: string, contentType?: string): Promise<Medium> {
  const response = await upload(body, `fileName=${encodeURIComponent(fileName)}`, contentType);
  expectStatus(response, 201);
  return response.json();
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  admin = await t.adminBearer();
  viewer = await t.bearerOfNewUser(['Viewer']);
  manager = await t.bearerOfNewUser(['Manager']);
  [png, jpeg, webp, avif] = await Promise.all([picture(700, 350, 'png'), picture(400, 300, 'jpeg'), picture(330, 200, 'webp'), picture(200, 100, 'avif')]);
});

describe('upload', () => {
  it.each([
    ['PNG', () => png, 'logo.png', 'image/png', 700, 350],
    ['JPEG', () => jpeg, 'photo.jpeg', 'image/jpeg', 400, 300],
    ['WebP', () => webp, 'banner.webp', 'image/webp', 330, 200],
    ['AVIF', () => avif, 'small.avif', 'image/avif', 200, 100],
  ] as const)('stores a %s with its type read from the bytes, its dimensions, SHA-256 and uploader, and logs it', async (_name, bytes, fileName, contentType, width, height) => {
    const medium = await uploaded(bytes(), fileName);
    expect(medium).toMatchObject({ fileName, contentType, width, height, byteSize: bytes().length, alt: {}, usedBy: [], deletedAt: null });
    expect(medium.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(medium.createdBy).toEqual(expect.any(Number));
    const [logged] = await t.app.db.select().from(activity).where(and(eq(activity.resource, 'media'), eq(activity.recordId, medium.id))).orderBy(activity.id);
    expect(logged).toMatchObject({ action: 'create', resource: 'media' });
  });

  it('makes AVIF and WebP variants at the widths not above the original (the own width when narrower than all)', async () => {
    const wide = await uploaded(png, 'wide.png');
    expect(wide.variants.map((variant) => `${variant.format}@${variant.width}`)).toEqual(['avif@320', 'webp@320', 'avif@640', 'webp@640']);
    const narrow = await uploaded(avif, 'narrow.avif');
    expect(narrow.variants.map((variant) => `${variant.format}@${variant.width}`)).toEqual(['avif@200', 'webp@200']);
    expect(MEDIA_WIDTHS[0]).toBe(320);
  });

  it('stores a photo without its camera metadata (EXIF with a GPS position, XMP), upright, and keeps a clean file byte for byte', async () => {
    const taken = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'Camera Maker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '44/1 49/1 0/1' } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
      .toBuffer();
    const before = await sharp(taken).metadata();
    expect(before).toMatchObject({ orientation: 6, exif: expect.any(Buffer), xmp: expect.any(Buffer) });
    expect(taken.includes(Buffer.from('Camera Maker'))).toBe(true);
    const medium = await uploaded(taken, 'holiday.jpg');
    // Orientation 6 turns it a quarter: shown 40 × 60, and stored so.
    expect(medium).toMatchObject({ contentType: 'image/jpeg', width: 40, height: 60 });
    const stored = (await get(mediaUrl(medium))).rawPayload;
    const after = await sharp(stored).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 40, height: 60 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('Camera Maker'))).toBe(false);
    expect(medium.byteSize).toBe(stored.length);
    const clean = await uploaded(jpeg, 'clean.jpg');
    expect((await get(mediaUrl(clean))).rawPayload.equals(jpeg)).toBe(true);
  });

  it('takes the alternative text and the file name from the query or the X-File-Name header', async () => {
    const response = await upload(jpeg, 'fileName=cover.jpg&alt=%20A%20blue%20square%20&language=sr', 'image/jpeg');
    expectStatus(response, 201);
    expect(response.json()).toMatchObject({ fileName: 'cover.jpg', alt: { sr: 'A blue square' } });
    const byHeader = await t.injectAs(admin, { method: 'POST', url: `${API}/media`, headers: { 'content-type': 'image/png', 'x-file-name': encodeURIComponent('Logo čist.png') }, payload: png });
    expectStatus(byHeader, 201);
    expect(byHeader.json().fileName).toBe('Logo čist.png');
  });

  it('names the file by its real type: a JPEG called .png is stored as .jpg; a path and a variant-like name are made safe', async () => {
    expect((await uploaded(jpeg, 'holiday.png')).fileName).toBe('holiday.jpg');
    expect((await uploaded(jpeg, '../../etc/passwd')).fileName).toBe('passwd.jpg');
    expect((await uploaded(webp, 'w640.webp')).fileName).toBe('image-w640.webp');
  });

  it('refuses a fake type (415): a .png name with text bytes, whatever the Content-Type says', async () => {
    for (const contentType of ['image/png', 'application/octet-stream']) {
      const response = await upload('this is not a picture at all', 'fileName=fake.png', contentType);
      expectStatus(response, 415);
      expect(response.json()).toMatchObject({
        reason: 'The file is not a JPEG, PNG, WebP, AVIF or SVG image (its content decides, not its name)',
        errors: [{ field: 'file', reason: expect.any(String) }],
      });
    }
    // A GIF is a real image, but not one of the accepted types.
    expectStatus(await upload(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'fileName=a.gif', 'image/gif'), 415);
    // Other body types are not read here at all.
    expectStatus(await upload('a,b\n', 'fileName=a.csv', 'text/csv'), 415);
    expectStatus(await t.api('POST', '/media?fileName=a.json', { data: 'iVBORw0KGgo=' }), 415);
  });

  it('refuses a damaged image (422), an empty body (400) and a file without a name (400)', async () => {
    const damaged = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    const response = await upload(damaged, 'fileName=broken.png');
    expectStatus(response, 422);
    expect(response.json().reason).toBe('The file cannot be read as an image; it may be damaged');
    expectStatus(await upload(Buffer.alloc(0), 'fileName=empty.png'), 400);
    const nameless = await t.injectAs(admin, { method: 'POST', url: `${API}/media`, headers: { 'content-type': 'image/png' }, payload: png });
    expectStatus(nameless, 400);
    expect(nameless.json().errors).toEqual([{ field: 'fileName', reason: 'Give the file a name (at most 200 characters)' }]);
  });

  it('refuses a file above 10 MB (413) with the limit in the reason', async () => {
    const response = await upload(Buffer.concat([jpeg, Buffer.alloc(MAX_MEDIA_BYTES)]), 'fileName=huge.jpg', 'image/jpeg');
    expectStatus(response, 413);
    expect(response.json()).toMatchObject({ reason: 'The file is larger than 10 MB', errors: [{ field: 'file' }] });
  });

  it('refuses an image above the dimension limits (422)', async () => {
    const tall = await sharp({ create: { width: 1, height: 10_001, channels: 3, background: '#000' } }).png().toBuffer();
    const response = await upload(tall, 'fileName=tall.png');
    expectStatus(response, 422);
    expect(response.json()).toMatchObject({
      reason: 'The image is 1 × 10001 pixels; at most 10000 pixels a side and 50 megapixels are accepted',
      errors: [{ field: 'width' }],
    });
    const svg = await upload('<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="10"/>', 'fileName=wide.svg', 'image/svg+xml');
    expectStatus(svg, 422);
  });

  it('stores an SVG sanitised (no scripts, handlers, foreignObject or outside references) and makes no variants', async () => {
    const svg = `<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY boom "boom">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 60" onload="alert(1)">
  <script>alert(2)</script>
  <style>@import url(https://evil.example/a.css);</style>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#1746a2"/></linearGradient></defs>
  <rect width="120" height="60" fill="url(#g)" onclick="steal()" style="fill:url(https://evil.example/p.png)"/>
  <use xlink:href="https://evil.example/sprite.svg#icon"/><use href="#g"/>
  <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>
  <a href="javascript:alert(3)"><text x="4" y="20">Label</text></a>
  <image href="https://evil.example/track.png"/>
</svg>`;
    const medium = await uploaded(svg, 'drawing.svg', 'image/svg+xml');
    expect(medium).toMatchObject({ contentType: 'image/svg+xml', width: 120, height: 60, variants: [] });
    const stored = await get(mediaUrl(medium));
    expectStatus(stored, 200);
    const text = stored.body;
    expect(text.startsWith('<svg')).toBe(true);
    for (const gone of ['script', 'onload', 'onclick', '@import', 'evil.example', 'foreignObject', 'javascript:', '<image', 'ENTITY', 'html']) expect(text).not.toContain(gone);
    expect(text).toContain('fill="url(#g)"');
    expect(text).toContain('href="#g"');
    expect(text).toContain('Label');
    expect(medium.byteSize).toBe(Buffer.byteLength(text));
  });

  it('needs media.create: a Viewer gets 403, a Manager may upload; without a bearer 401', async () => {
    expectStatus(await upload(png, 'fileName=viewer.png', 'image/png', viewer), 403);
    expectStatus(await upload(png, 'fileName=manager.png', 'image/png', manager), 201);
    expectStatus(await t.app.inject({ method: 'POST', url: `${API}/media?fileName=anon.png`, headers: { 'content-type': 'image/png' }, payload: png }), 401);
  });
});

describe('serving', () => {
  it('serves the original and each variant publicly, immutable, with the right type and nosniff', async () => {
    const medium = await uploaded(png, 'served.png');
    const original = await get(mediaUrl(medium));
    expectStatus(original, 200);
    expect(original.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(original.rawPayload.equals(png)).toBe(true);
    for (const variant of medium.variants) {
      const answer = await get(mediaVariantUrl(medium, variant.width, variant.format));
      expectStatus(answer, 200);
      expect(answer.headers['content-type']).toBe(`image/${variant.format}`);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.rawPayload.length).toBe(variant.byteSize);
      const metadata = await sharp(answer.rawPayload).metadata();
      expect(metadata.width).toBe(variant.width);
    }
    const etag = original.headers.etag as string;
    expectStatus(await t.app.inject({ method: 'GET', url: mediaUrl(medium), headers: { 'if-none-match': etag } }), 304);
    expect(mediaSrcSet(medium, medium.variants, 'webp')).toBe(`${mediaVariantUrl(medium, 320, 'webp')} 320w, ${mediaVariantUrl(medium, 640, 'webp')} 640w`);
  });

  it('serves an SVG with a CSP that runs and loads nothing, as an attachment', async () => {
    const medium = await uploaded('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>', 'box.svg', 'image/svg+xml');
    const answer = await get(mediaUrl(medium));
    expectStatus(answer, 200);
    expect(answer.headers['content-type']).toBe('image/svg+xml');
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''box\.svg$/);
  });

  it('answers 404 for a wrong SHA-256, file name, unknown variant or id, and once the medium is deleted', async () => {
    const medium = await uploaded(png, 'gone.png');
    const wrongSha = { ...medium, sha256: '0'.repeat(64) };
    expectStatus(await get(mediaUrl(wrongSha)), 404);
    expectStatus(await get(mediaVariantUrl(wrongSha, 320, 'webp')), 404);
    expectStatus(await get(mediaUrl({ ...medium, fileName: 'other.png' })), 404);
    expectStatus(await get(mediaVariantUrl(medium, 960, 'webp')), 404);
    expectStatus(await get(mediaUrl({ ...medium, id: 999_999 })), 404);
    expectStatus(await get(`/media/${medium.id}/not-a-sha/x.png`), 404);

    expectStatus(await t.api('DELETE', `/media/${medium.id}/soft`), 204);
    expectStatus(await get(mediaUrl(medium)), 404);
    expectStatus(await get(mediaVariantUrl(medium, 320, 'avif')), 404);
    expectStatus(await t.api('POST', `/media/${medium.id}/restore`), 200);
    expectStatus(await get(mediaUrl(medium)), 200);
  });

  it('gives the prerenderer the undeleted media it asks for, in its order, with variants and alt texts', async () => {
    const [first, second, deleted] = [await uploaded(png, 'a.png'), await uploaded(avif, 'b.avif'), await uploaded(jpeg, 'c.jpg')];
    expectStatus(await t.api('PUT', `/media/${second.id}`, { alt: { en: 'Second' } }), 200);
    expectStatus(await t.api('DELETE', `/media/${deleted.id}/soft`), 204);
    const found = await loadMediaForPage(t.app.db, [second.id, deleted.id, first.id, second.id, 999_999]);
    expect(found.map((medium) => medium.id)).toEqual([second.id, first.id]);
    expect(found[0]).toEqual({
      id: second.id,
      sha256: second.sha256,
      fileName: 'b.avif',
      width: 200,
      height: 100,
      contentType: 'image/avif',
      alt: { en: 'Second' },
      variants: [
        { width: 200, format: 'avif' },
        { width: 200, format: 'webp' },
      ],
    });
    expect(await loadMediaForPage(t.app.db, [])).toEqual([]);
  });
});

describe('the library', () => {
  it('lists media newest first, searches file names, filters by type, without the files', async () => {
    const name = `needle-${uniqueLetters(6)}`;
    const medium = await uploaded(webp, `${name}.webp`);
    const page = await t.api('GET', `/media/paged?current_page=1&page_size=5&search_term=${name}`);
    expectStatus(page, 200);
    expect(page.json().items.map((row: Medium) => row.id)).toEqual([medium.id]);
    expect(page.json().items[0]).not.toHaveProperty('data');
    const svgs = (await t.api('GET', '/media?contentType=image/svg%2Bxml')).json() as Medium[];
    expect(svgs.every((row) => row.contentType === 'image/svg+xml')).toBe(true);
    const newest = (await t.api('GET', '/media/paged?current_page=1&page_size=1')).json().items[0] as Medium;
    expect(newest.id).toBeGreaterThanOrEqual(medium.id);
  });

  it('searches the alternative texts in every language too', async () => {
    const word = uniqueLetters(8);
    const medium = await uploaded(jpeg, 'photo.jpg');
    expectStatus(await t.api('PUT', `/media/${medium.id}`, { alt: { en: 'A team at work', sr: `Tim ${word} na poslu` } }), 200);
    const found = await t.api('GET', `/media/paged?current_page=1&page_size=5&search_term=${word.slice(0, 6).toUpperCase()}`);
    expectStatus(found, 200);
    expect(found.json().items.map((row: Medium) => row.id)).toEqual([medium.id]);
    const none = await t.api('GET', `/media/paged?current_page=1&page_size=5&search_term=${word}x`);
    expect(none.json().items).toEqual([]);
  });

  it('edits the alternative texts (the whole set; empty ones removed) and logs the change', async () => {
    const medium = await uploaded(jpeg, 'alt.jpg');
    const response = await t.api('PUT', `/media/${medium.id}`, { alt: { en: '  A team at work ', sr: 'Tim na poslu', zh: '', ru: null } });
    expectStatus(response, 200);
    expect(response.json().alt).toEqual({ en: 'A team at work', sr: 'Tim na poslu' });
    expect((await t.api('PUT', `/media/${medium.id}`, { alt: { sr: 'Tim' } })).json().alt).toEqual({ sr: 'Tim' });
    const logged = await t.app.db.select().from(activity).where(and(eq(activity.resource, 'media'), eq(activity.recordId, medium.id))).orderBy(activity.id);
    expect(logged.map((row) => row.action)).toEqual(['create', 'update', 'update']);
  });

  it("round-trips the admin's edit form: its body changes nothing", async () => {
    const medium = await uploaded(png, 'form.png');
    const edited = (await t.api('PUT', `/media/${medium.id}`, { alt: { en: 'Form', nl: 'Formulier' } })).json() as Medium & { updatedAt: string };
    const response = await t.api('PUT', `/media/${medium.id}`, toWritePayload(mediaDeclaration, { ...edited }, 'edit', { id: medium.id }));
    expectStatus(response, 200);
    const { updatedAt: _before, ...before } = edited;
    const { updatedAt: _after, ...after } = response.json() as typeof edited;
    expect(after).toEqual(before);
  });

  it('refuses an alternative text that is too long (422), an unknown language or field (400)', async () => {
    const medium = await uploaded(jpeg, 'long.jpg');
    const long = await t.api('PUT', `/media/${medium.id}`, { alt: { en: 'x'.repeat(301) } });
    expectStatus(long, 422);
    expect(long.json().errors[0]).toMatchObject({ field: 'alt.en', reason: 'Alternative text must be at most 300 characters' });
    expectStatus(await t.api('PUT', `/media/${medium.id}`, { alt: { de: 'Bild' } }), 400);
    expectStatus(await t.api('PUT', `/media/${medium.id}`, { fileName: 'renamed.jpg' }), 400);
  });

  it('refuses to delete a medium an article uses as its cover (409 naming the slugs); a deleted article does not hold it', async () => {
    const medium = await uploaded(png, 'cover.png');
    const slugs = [`cover-${uniqueLetters(6)}`, `cover-${uniqueLetters(6)}`].sort();
    const rows = await t.app.db.insert(articles).values(slugs.map((slug) => ({ slug, coverMediaId: medium.id }))).returning({ id: articles.id });
    const used = (await t.api('GET', `/media/${medium.id}`)).json() as Medium;
    expect(used.usedBy).toEqual(slugs.map((slug, index) => ({ id: rows[index].id, name: slug })));

    const refused = await t.api('DELETE', `/media/${medium.id}/soft`);
    expectStatus(refused, 409);
    expect(refused.json().reason).toBe(`The image is the cover of ${slugs.join(', ')}; choose another cover there first`);
    expectStatus(await get(mediaUrl(medium)), 200);

    await t.app.db.update(articles).set({ deletedAt: new Date() }).where(eq(articles.id, rows[0].id));
    await t.app.db.update(articles).set({ coverMediaId: null }).where(eq(articles.id, rows[1].id));
    expectStatus(await t.api('DELETE', `/media/${medium.id}/soft`), 204);
  });

  it('needs media.read to list, media.update to edit, media.delete to delete', async () => {
    const medium = await uploaded(png, 'rights.png');
    const nobody = await t.bearerOfNewUser([]);
    expectStatus(await t.api('GET', '/media/paged', undefined, nobody), 403);
    expectStatus(await t.api('GET', '/media/paged', undefined, viewer), 200);
    expectStatus(await t.api('GET', `/media/${medium.id}`, undefined, viewer), 200);
    expectStatus(await t.api('PUT', `/media/${medium.id}`, { alt: { en: 'No' } }, viewer), 403);
    expectStatus(await t.api('DELETE', `/media/${medium.id}/soft`, undefined, viewer), 403);
    expectStatus(await t.api('PUT', `/media/${medium.id}`, { alt: { en: 'Yes' } }, manager), 200);
    expectStatus(await t.api('DELETE', `/media/${medium.id}/soft`, undefined, manager), 204);
    // The files stay public for anyone until deleted, whatever the caller holds.
    expectStatus(await get(mediaUrl(await uploaded(png, 'public.png'))), 200);
  });
});
