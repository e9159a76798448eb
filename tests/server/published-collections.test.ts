/**
 * Published collections (server/publishing/collection.ts, collections.ts;
 * docs/decisions.md#publishing): every resource whose definition declares `publishing` has a
 * collection and no other has one; and the publisher renders any collection the same way, not
 * only the blog. A fixture collection of case studies at /case-studies (two a page; no routes,
 * tables or pages of its own) is rendered with a small fake build: its list pages with
 * rel=prev/next, a record's page with hreflang alternates and its picture preloaded, its entries in
 * sitemap.xml, a tombstone once a record is withdrawn, the list's later pages forgotten after a
 * change, its dependents queued, and the pages that listed a changed record found by what they
 * stored and rendered again. The real case studies' collection adds lists filtered by a field's
 * value (`/case-studies/industry/logistics`) and pages outside its path showing its records (the
 * home page, a service's page): their addresses, their rendering with the seeded case studies,
 * what a change forgets and queues, and their entries in sitemap.xml.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, like, or, sql } from 'drizzle-orm';
import { LANGUAGE_CODES, localizePath, type LanguageCode } from '../../src/shared/languages';
import { SERVICES, servicePath } from '../../src/shared/resources/case-studies';
import { RESOURCE_DEFINITIONS } from '../../src/shared/resources';
import { renderedDocuments, renderJobs } from '../../server/db/schema';
import type { PublishedCollection } from '../../server/publishing/collection';
import { caseStudiesCollection } from '../../server/publishing/case-studies-collection';
import { PUBLISHED_COLLECTIONS } from '../../server/publishing/collections';
import { createPublisher, publishedPathKind, type Publisher } from '../../server/publishing/publisher';
import { setupTestApp } from './helpers';

describe('the published collections', () => {
  it('are exactly the resources whose definitions declare publishing, at their paths', () => {
    const declared = RESOURCE_DEFINITIONS.filter((definition) => definition.publishing).map((definition) => [definition.name, definition.publishing]);
    expect(PUBLISHED_COLLECTIONS.map((collection) => [collection.resource, collection.publishing])).toEqual(declared);
    expect(declared).toContainEqual(['articles', { path: '/blog', pageSize: 6 }]);
  });
});

/** A case study of the fixture: published in `languages`, changed at `updatedAt`. */
interface CaseStudy {
  slug: string;
  languages: LanguageCode[];
  updatedAt: Date;
}

const caseStudies: CaseStudy[] = ['harbour-logistics', 'north-mill', 'orchard-foods'].map((slug, index) => ({
  slug,
  languages: index === 0 ? ['en', 'sr'] : ['en'],
  updatedAt: new Date(Date.UTC(2026, 10, 1 + index)),
}));

const inLanguage = (lng: LanguageCode) => caseStudies.filter((study) => study.languages.includes(lng));

const fixture: PublishedCollection = {
  resource: 'case-studies',
  publishing: { path: '/case-studies', pageSize: 2 },
  async listPage(_db, lng, page) {
    const all = inLanguage(lng);
    return { initialData: { [`cases:${lng}:${page}`]: all.slice((page - 1) * 2, page * 2).map((study) => study.slug) }, totalPages: Math.ceil(all.length / 2) };
  },
  async detailPage(_db, slug, lng) {
    const study = inLanguage(lng).find((candidate) => candidate.slug === slug);
    return (
      study && {
        slug,
        initialData: { [`case:${lng}:${slug}`]: { slug } },
        alternates: study.languages,
        cover: { src: `/media/${slug}.webp`, sources: [] },
        // Harbour Logistics lists North Mill as related.
        shows: slug === 'harbour-logistics' ? ['north-mill'] : [],
      }
    );
  },
  async published(_db, slugs) {
    return caseStudies.filter((study) => !slugs || slugs.includes(study.slug)).map((study) => ({ ...study }));
  },
  async pagesShowing() {
    return [];
  },
  async ogSource() {
    return undefined;
  },
};

/** A build the publisher can load: a shell with an empty #root and an entry that prints the URL and its data. */
function fakeBuild(root: string): string {
  const clientDir = join(root, 'client');
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  mkdirSync(join(root, 'server'), { recursive: true });
  for (const subset of ['latin', 'cyrillic', 'serbian-latin']) writeFileSync(join(clientDir, 'assets', `inter-${subset}-wght-normal-test.woff2`), 'font');
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Shell</title><style>@font-face{src:url(/assets/inter-serbian-latin-wght-normal-test.woff2)}</style></head><body><div id="root"></div><script type="module" crossorigin src="/assets/index-test.js"></script></body></html>',
  );
  writeFileSync(
    join(root, 'server', 'entry-server.js'),
    'export async function render(url, lng, resources, initialData) { return { html: `<main data-url="${url}">${JSON.stringify(initialData)}</main>`, styles: "", meta: { title: `Case studies ${url}`, description: "Proof" } }; }\n',
  );
  return clientDir;
}

describe('a collection other than the blog', () => {
  const t = setupTestApp();
  const root = mkdtempSync(join(tmpdir(), 'published-collection-'));
  let publisher: Publisher;

  beforeAll(async () => {
    // This file's own publisher works the queue by hand; the app's (without a build) stays out of it.
    await t.app.publisher.queue.stop();
    publisher = createPublisher({ db: t.app.db, clientDir: fakeBuild(root), log: t.app.log, renderQueuePollMs: 0, collections: [fixture] });
  });
  afterAll(async () => {
    await t.app.db.delete(renderedDocuments).where(like(renderedDocuments.path, '%case-studies%'));
    rmSync(root, { recursive: true, force: true });
  });

  it('knows its addresses: the list, its later pages, a record, its Open Graph image; nothing else', () => {
    const kinds = (path: string) => {
      const kind = publishedPathKind(path, [fixture]);
      return kind && Object.fromEntries(Object.entries(kind).filter(([key]) => key !== 'collection'));
    };
    expect(kinds('/case-studies')).toEqual({ kind: 'list', lng: 'en', page: 1 });
    expect(kinds('/sr/case-studies?page=2')).toEqual({ kind: 'list', lng: 'sr', page: 2 });
    expect(kinds('/case-studies/north-mill')).toEqual({ kind: 'detail', lng: 'en', slug: 'north-mill' });
    expect(kinds('/og/case-studies/north-mill.jpg')).toEqual({ kind: 'og', slug: 'north-mill' });
    for (const other of ['/case-studies?page=1', '/case-studies?page=2&x=1', '/case-studies/North', '/case-studies/a/b', '/blog', '/og/articles/x.jpg', '/case-studiesx']) {
      expect(publishedPathKind(other, [fixture]), other).toBeNull();
    }
  });

  it('renders its list a page at a time with rel=prev/next, and 404 past the last page', async () => {
    const first = await publisher.documentFor('/case-studies');
    expect(first?.body).toContain('data-url="/case-studies"');
    expect(first?.body).toContain('["harbour-logistics","north-mill"]');
    expect(first?.body).toContain('<link rel="next" href="https://');
    expect(first?.body).toMatch(/rel="next" href="[^"]*\/case-studies\?page=2"/);
    const second = await publisher.documentFor('/case-studies?page=2');
    expect(second?.body).toContain('["orchard-foods"]');
    expect(second?.body).toMatch(/rel="prev" href="[^"]*\/case-studies"/);
    expect(second?.body).not.toContain('rel="next"');
    expect(await publisher.documentFor('/case-studies?page=3')).toBeUndefined();
    // Serbian has one case study: one page.
    expect((await publisher.documentFor('/sr/case-studies'))?.body).toContain('["harbour-logistics"]');
    expect(await publisher.documentFor('/sr/case-studies?page=2')).toBeUndefined();
  });

  it('renders a record in each language it is published in, with its alternates and its picture preloaded', async () => {
    const english = await publisher.documentFor('/case-studies/harbour-logistics');
    expect(english?.body).toContain('<html lang="en">');
    expect(english?.body).toMatch(/hreflang="sr" href="[^"]*\/sr\/case-studies\/harbour-logistics"/);
    expect(english?.body).toContain('<link rel="preload" as="image" href="/media/harbour-logistics.webp" fetchpriority="high" />');
    expect((await publisher.documentFor('/sr/case-studies/harbour-logistics'))?.body).toContain('<html lang="sr">');
    expect(await publisher.documentFor('/sr/case-studies/north-mill')).toBeUndefined();
    expect(await publisher.documentFor('/case-studies/nobody')).toBeUndefined();
  });

  it('lists its records and its list pages in sitemap.xml', async () => {
    const sitemap = (await publisher.documentFor('/sitemap.xml'))?.body ?? '';
    for (const loc of ['/case-studies/harbour-logistics', '/sr/case-studies/harbour-logistics', '/case-studies/orchard-foods', '/case-studies', '/case-studies?page=2', '/sr/case-studies']) {
      expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]*${loc.replace(/[?]/g, '\\?')}</loc>`));
    }
    expect(sitemap).not.toMatch(/\/sr\/case-studies\?page=2</);
  });

  it('after a change: renders the record at once (a tombstone where withdrawn), forgets later list pages, queues its dependents', async () => {
    await publisher.documentFor('/case-studies?page=2');
    const harbour = caseStudies[0];
    harbour.languages = ['en'];
    try {
      await publisher.changed('case-studies', ['harbour-logistics']);
      expect(await publisher.documentFor('/sr/case-studies/harbour-logistics')).toBeUndefined();
      const stored = await t.app.db.select().from(renderedDocuments).where(inArray(renderedDocuments.path, ['/sr/case-studies/harbour-logistics', '/case-studies?page=2']));
      expect(stored.map((row) => [row.path, row.contentType])).toEqual([['/sr/case-studies/harbour-logistics', '']]);
      const queued = await t.app.db.select({ key: renderJobs.key }).from(renderJobs).where(like(renderJobs.key, '%case-studies%'));
      expect(queued.map((row) => row.key).sort()).toEqual(
        [...LANGUAGE_CODES.map((lng) => (lng === 'en' ? '/case-studies' : `/${lng}/case-studies`)), '/og/case-studies/harbour-logistics.jpg', 'related:/case-studies/harbour-logistics'].sort(),
      );
      await publisher.queue.runOnce();
      expect((await publisher.documentFor('/sr/case-studies'))?.body).toContain('[]');
    } finally {
      harbour.languages = ['en', 'sr'];
    }
  });

  it('renders again the pages that listed a changed record, found by what they stored', async () => {
    await publisher.documentFor('/case-studies/harbour-logistics');
    const [stored] = await t.app.db.select().from(renderedDocuments).where(inArray(renderedDocuments.path, ['/case-studies/harbour-logistics']));
    expect(stored.shows).toEqual(['/case-studies/north-mill']);
    await publisher.changed('case-studies', ['north-mill']);
    await publisher.queue.runOnce();
    const [after] = await t.app.db.select().from(renderedDocuments).where(inArray(renderedDocuments.path, ['/case-studies/harbour-logistics']));
    expect(after.updatedAt.getTime()).toBeGreaterThan(stored.updatedAt.getTime());
    expect(await t.app.db.select({ key: renderJobs.key }).from(renderJobs).where(like(renderJobs.key, '%case-studies%'))).toEqual([]);
  });

  it('refuses to be told of a change to a resource that is not published', async () => {
    await expect(publisher.changed('currencies', ['eur'])).rejects.toThrow(/not a published collection/);
  });
});

describe('serving from memory', () => {
  const t = setupTestApp();
  const root = mkdtempSync(join(tmpdir(), 'published-memory-'));
  const publishers: Publisher[] = [];
  /** A publisher of the fixture, hearing other instances' renders where the database can tell (PostgreSQL). */
  const instance = () => {
    const publisher = createPublisher({ db: t.app.db, listen: t.app.dbListen, clientDir: fakeBuild(root), log: t.app.log, renderQueuePollMs: 0, collections: [fixture] });
    publishers.push(publisher);
    return publisher;
  };

  beforeAll(() => t.app.publisher.queue.stop());
  afterAll(async () => {
    for (const publisher of publishers) await publisher.close();
    await t.app.db.delete(renderedDocuments).where(like(renderedDocuments.path, '%case-studies%'));
    rmSync(root, { recursive: true, force: true });
  });

  /** Until `check` holds (another instance's change is heard within milliseconds), at most 5 s. */
  async function eventually(check: () => Promise<boolean>): Promise<void> {
    for (const started = Date.now(); !(await check()); ) {
      if (Date.now() - started > 5_000) throw new Error('not within 5 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('serves a stored page again without reading it, and its new version right after a change', async () => {
    const publisher = instance();
    await eventually(async () => (await publisher.documentFor('/case-studies/north-mill')) === (await publisher.documentFor('/case-studies/north-mill')));
    const first = await publisher.documentFor('/case-studies/north-mill');
    // The same object: remembered, not read again (a read makes a new one).
    expect(await publisher.documentFor('/case-studies/north-mill')).toBe(first);
    const northMill = caseStudies[1];
    northMill.languages = [];
    try {
      await publisher.changed('case-studies', ['north-mill']);
      expect(await publisher.documentFor('/case-studies/north-mill')).toBeUndefined();
    } finally {
      northMill.languages = ['en'];
    }
    await publisher.changed('case-studies', ['north-mill']);
    expect((await publisher.documentFor('/case-studies/north-mill'))?.body).toContain('data-url="/case-studies/north-mill"');
  });

  it.skipIf(!process.env.DATABASE_URL)('on PostgreSQL, forgets what another instance rendered again, and recalls nothing while it cannot hear', async () => {
    const [a, b] = [instance(), instance()];
    const path = '/case-studies/orchard-foods';
    await eventually(async () => (await a.documentFor(path)) === (await a.documentFor(path)));
    const before = await a.documentFor(path);
    /** Withdrawn on B, A serves it no more; published again on B, A serves it again. */
    const withdrawAndRestoreOnB = async () => {
      const orchard = caseStudies[2];
      orchard.languages = [];
      try {
        await b.changed('case-studies', ['orchard-foods']);
        await eventually(async () => (await a.documentFor(path)) === undefined);
      } finally {
        orchard.languages = ['en'];
      }
      await b.changed('case-studies', ['orchard-foods']);
      await eventually(async () => (await a.documentFor(path)) !== undefined);
    };
    // Heard by A as soon as the notification arrives.
    await withdrawAndRestoreOnB();
    expect((await a.documentFor(path))?.body).toBe(before?.body);

    // A's listening connection lost, and a change made meanwhile: A must not keep serving what it
    // remembered (nothing is recalled until it hears again, and then everything is forgotten).
    await t.app.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where query like 'LISTEN %' and pid <> pg_backend_pid()`);
    await withdrawAndRestoreOnB();
    // Heard again: remembered again.
    await eventually(async () => (await a.documentFor(path)) === (await a.documentFor(path)));
  });
});

describe('the case studies\' filtered lists and the pages showing them', () => {
  /** What `path` is among the real collections, without the collections themselves. */
  const kinds = (path: string) => {
    const kind = publishedPathKind(path);
    return kind && Object.fromEntries(Object.entries(kind).filter(([key]) => key !== 'collection' && key !== 'collections'));
  };

  it('knows a list filtered by an industry or a service, page by page, in each language', () => {
    expect(kinds('/case-studies/industry/logistics')).toEqual({ kind: 'list', lng: 'en', page: 1, filter: { field: 'industry', value: 'logistics' } });
    expect(kinds('/sr/case-studies/service/custom?page=2')).toEqual({ kind: 'list', lng: 'sr', page: 2, filter: { field: 'services', value: 'custom' } });
    expect(publishedPathKind('/case-studies/industry/logistics')).toMatchObject({ collection: caseStudiesCollection });
    expect(kinds('/case-studies')).toEqual({ kind: 'list', lng: 'en', page: 1 });
    expect(kinds('/case-studies/nordhaven-freight')).toEqual({ kind: 'detail', lng: 'en', slug: 'nordhaven-freight' });
    for (const other of [
      '/case-studies/industry/unknown',
      '/case-studies/industry/logistics/extra',
      '/case-studies/service/logistics',
      '/case-studies/sector/logistics',
      '/case-studies/industry/logistics?page=1',
      '/case-studies/industry/logistics?page=2&x=1',
    ]) {
      expect(publishedPathKind(other), other).toBeNull();
    }
  });

  it('knows the pages showing the case studies: the home page, /clients and each service\'s page, in each language', () => {
    for (const [path, lng, page] of [
      ['/', 'en', '/'],
      ['/sr', 'sr', '/'],
      ['/services/custom', 'en', '/services/custom'],
      ['/it/clients', 'it', '/clients'],
      ['/nl/services/talent', 'nl', '/services/talent'],
    ] as const) {
      const kind = publishedPathKind(path);
      expect(kind, path).toMatchObject({ kind: 'shown', lng, path: page });
      expect(kind?.kind === 'shown' && kind.collections, path).toEqual([caseStudiesCollection]);
    }
    for (const other of ['/services/business-consulting', '/services', '/?page=2', '/services/custom?page=2', '/about']) {
      expect(publishedPathKind(other), other).toBeNull();
    }
  });

  describe('rendered with the seeded case studies', () => {
    const t = setupTestApp();
    const root = mkdtempSync(join(tmpdir(), 'published-case-studies-'));
    let publisher: Publisher;
    /** Every page showing the case studies, in every language. */
    const shownPages = ['/', '/clients', ...SERVICES.map(servicePath)].flatMap((path) => LANGUAGE_CODES.map((lng) => localizePath(path, lng)));

    beforeAll(async () => {
      await t.app.publisher.queue.stop();
      publisher = createPublisher({ db: t.app.db, clientDir: fakeBuild(root), log: t.app.log, renderQueuePollMs: 0, collections: [caseStudiesCollection] });
    });
    afterAll(async () => {
      await t.app.db.delete(renderedDocuments);
      rmSync(root, { recursive: true, force: true });
    });

    it('renders a filtered list with its records only, and the pages showing them with their showcase', async () => {
      const logistics = (await publisher.documentFor('/case-studies/industry/logistics'))?.body ?? '';
      expect(logistics).toContain('data-url="/case-studies/industry/logistics"');
      expect(logistics).toContain('caseStudies:list:en:industry=logistics:1');
      expect(logistics).toContain('"nordhaven-freight"');
      expect(logistics).not.toContain('"silberau-clinics"');
      const talent = (await publisher.documentFor('/sr/case-studies/service/talent'))?.body ?? '';
      expect(talent).toContain('caseStudies:list:sr:services=talent:1');
      expect(talent).toContain('"silberau-clinics"');
      expect(talent).not.toContain('"nordhaven-freight"');
      expect(await publisher.documentFor('/case-studies/industry/logistics?page=2')).toBeUndefined();

      const home = (await publisher.documentFor('/'))?.body ?? '';
      expect(home).toContain('data-url="/"');
      expect(home).toContain('caseStudies:showcase:en:home');
      const custom = (await publisher.documentFor('/sr/services/custom'))?.body ?? '';
      expect(custom).toContain('data-url="/sr/services/custom"');
      expect(custom).toContain('caseStudies:showcase:sr:custom');
      expect(custom).not.toContain('"casa-verdelli"');
    });

    it('after a change: forgets the stored filtered lists and queues the pages showing the case studies', async () => {
      await publisher.documentFor('/case-studies/industry/logistics');
      await publisher.documentFor('/sr/case-studies/service/custom');
      const filtered = or(like(renderedDocuments.path, '%/case-studies/industry/%'), like(renderedDocuments.path, '%/case-studies/service/%'));
      expect((await t.app.db.select({ path: renderedDocuments.path }).from(renderedDocuments).where(filtered)).map((row) => row.path)).toEqual(
        expect.arrayContaining(['/case-studies/industry/logistics', '/sr/case-studies/service/custom']),
      );
      await t.app.db.delete(renderJobs);
      await publisher.changed('case-studies', ['nordhaven-freight']);
      expect(await t.app.db.select({ path: renderedDocuments.path }).from(renderedDocuments).where(filtered)).toEqual([]);
      const queued = (await t.app.db.select({ key: renderJobs.key }).from(renderJobs)).map((row) => row.key);
      expect(queued).toEqual(expect.arrayContaining(shownPages));
      expect(queued).toContain('/case-studies');
      expect(queued).toContain('/sitemap.xml');
    });

    it('lists in sitemap.xml the filtered lists holding case studies, and no empty one', async () => {
      const sitemap = (await publisher.documentFor('/sitemap.xml'))?.body ?? '';
      for (const loc of ['/case-studies/industry/logistics', '/sr/case-studies/industry/logistics', '/case-studies/service/talent', '/case-studies/nordhaven-freight']) {
        expect(sitemap, loc).toMatch(new RegExp(`<loc>https?://[^<]*${loc}</loc>`));
      }
      expect(sitemap).not.toContain('/case-studies/industry/education');
      expect(sitemap).not.toContain('/case-studies/industry/logistics?page=2');
    });
  });
});
