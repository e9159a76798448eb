/**
 * Case studies and testimonials (docs/decisions.md#case-studies): the six seeded case studies as
 * the public API answers them — the list newest first with its counts per industry and service,
 * filtered by one industry or one service, a case study's page with its Markdown as HTML, its
 * localized figures, its testimonial and its pictures, and the showcases of the home page and of
 * a service's page; the generated admin routes of both definitions with the new field kinds
 * (`enums`, a set of values, and `array`, items of their own fields), a draft kept out of the
 * public pages until its `publishedAt`; every rule of those kinds answered as 4xx naming the
 * field; and the database holding the same rules.
 *
 * The seeded data is read first, before the later tests add case studies of their own.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { SEEDED_CASE_STUDIES } from '../../content/case-studies/case-studies';
import { caseStudies } from '../../server/db/schema';
import { caseStudiesCollection, publicCaseStudy } from '../../server/publishing/case-studies-collection';
import type { CaseStudyList, CaseStudyPost, CaseStudyShowcase } from '../../src/shared/case-studies';
import { setupTestApp } from './helpers';
import { caseStudyBody } from './records';

const t = setupTestApp();

afterEach(() => vi.restoreAllMocks());

const publicGet = (path: string) => t.app.inject({ url: `/api/1.0/public${path}` });
const publicList = async (query: string) => {
  const response = await publicGet(`/case-studies?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CaseStudyList;
};
const showcase = async (scope: string, language = 'en') => {
  const response = await publicGet(`/case-study-showcase?language=${language}&scope=${scope}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CaseStudyShowcase;
};
const slugsOf = (items: readonly { slug: string }[]) => items.map((item) => item.slug);

/** The seeded case studies meeting `keep`, newest first (the file's order). */
const seeded = (keep: (study: (typeof SEEDED_CASE_STUDIES)[number]) => boolean = () => true) => SEEDED_CASE_STUDIES.filter(keep).map((study) => study.slug);

/** How many seeded case studies hold each value of `values`. */
const tally = (values: readonly string[]) => values.reduce<Record<string, number>>((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});

type AdminCaseStudy = { id: number; slug: string; services: string[]; figures: { value: string; label: Record<string, string> }[]; testimonialId: number | null; publishedAt: string | null; updatedAt: string };

/** Creates a case study through the admin API (201 asserted). */
async function createCaseStudy(fields: Record<string, unknown> = {}): Promise<AdminCaseStudy> {
  const response = await t.api('POST', '/case-studies', caseStudyBody(fields));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as AdminCaseStudy;
}

/** Creates a testimonial through the admin API (201 asserted); its id. */
async function createTestimonial(): Promise<number> {
  const response = await t.api('POST', '/testimonials', { quote: { en: 'They delivered on every promise.', sr: 'Ispunili su svako obećanje.' }, person: 'Ana Petrović', role: { en: 'Head of Product' } });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

/** The fields named by a refused write's `errors`. */
const errorFields = (body: string) => ((JSON.parse(body) as { errors?: { field: string }[] }).errors ?? []).map((error) => error.field);

describe('the seeded case studies', () => {
  it('are listed, all six, newest first, with how many each industry and each service has', async () => {
    const list = await publicList('language=en');
    expect(list.total_count).toBe(6);
    expect(slugsOf(list.items)).toEqual(seeded());
    expect(list.filter).toBeNull();
    expect(list.counts.industry).toEqual(tally(SEEDED_CASE_STUDIES.map((study) => study.industry)));
    expect(list.counts.services).toEqual(tally(SEEDED_CASE_STUDIES.flatMap((study) => study.services)));
    expect(list.items[0]).toMatchObject({ clientName: SEEDED_CASE_STUDIES[0].clientName, country: SEEDED_CASE_STUDIES[0].country, headline: { value: SEEDED_CASE_STUDIES[0].figures[0].value } });
  });

  it('are listed by one industry or one service, the filter named in the answer', async () => {
    const logistics = await publicList('language=en&industry=logistics');
    expect(logistics.filter).toEqual({ field: 'industry', value: 'logistics' });
    expect(slugsOf(logistics.items)).toEqual(seeded((study) => study.industry === 'logistics'));
    expect(logistics.items.every((item) => item.industry === 'logistics')).toBe(true);

    const talent = await publicList('language=en&service=talent');
    expect(talent.filter).toEqual({ field: 'services', value: 'talent' });
    expect(slugsOf(talent.items)).toEqual(seeded((study) => study.services.includes('talent')));
    expect(talent.items.every((item) => item.services.includes('talent'))).toBe(true);
    expect(talent.total_count).toBe(talent.items.length);
  });

  it('refuses a filter by industry and service at once, and an industry the site does not serve', async () => {
    expect((await publicGet('/case-studies?language=en&industry=logistics&service=talent')).statusCode).toBe(400);
    expect((await publicGet('/case-studies?language=en&industry=mining')).statusCode).toBe(400);
    expect((await publicGet('/case-studies?language=en&service=consulting')).statusCode).toBe(400);
  });

  it('are answered in the page\'s language', async () => {
    const [first] = SEEDED_CASE_STUDIES;
    expect(first.title.sr).not.toBe(first.title.en);
    const sr = await publicList('language=sr');
    expect(sr.items.find((item) => item.slug === first.slug)?.title).toBe(first.title.sr);
    expect((await publicList('language=en')).items.find((item) => item.slug === first.slug)?.title).toBe(first.title.en);
  });
});

describe('a case study\'s page', () => {
  const [study] = SEEDED_CASE_STUDIES;
  const page = async (language: string) => {
    const response = await publicGet(`/case-studies/${study.slug}?language=${language}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as CaseStudyPost;
  };

  it('has its story as HTML, its figures, testimonial and pictures, in the page\'s language', async () => {
    const en = await page('en');
    expect(en.challengeHtml).toMatch(/^<p>/);
    expect(en.solutionHtml).toContain('<li>');
    expect(en.resultHtml).toMatch(/^<p>/);
    expect(en.challengeHtml).not.toContain('\n\n');
    expect(en.figures).toEqual(study.figures.map((figure) => ({ value: figure.value, label: figure.label.en })));
    expect(en.testimonial).toMatchObject({ person: study.testimonial.person, role: study.testimonial.role.en, quote: study.testimonial.quote.en, organisation: study.clientName });
    expect(en.logo?.src).toMatch(/^\/media\//);
    expect(en.logo?.alt).toBe(study.logoAlt.en);
    expect(en.cover.src).toMatch(/^\/media\//);
    expect(en.cover.alt).toBe(study.coverAlt.en);

    const sr = await page('sr');
    expect(sr.language).toBe('sr');
    expect(sr.figures.map((figure) => figure.label)).toEqual(study.figures.map((figure) => figure.label.sr));
    expect(sr.figures[0].label).not.toBe(en.figures[0].label);
    expect(sr.testimonial?.role).toBe(study.testimonial.role.sr);
    expect(sr.logo?.alt).toBe(study.logoAlt.sr);
  });

  it('is 404 for an address no case study has, and 400 for one no case study can have', async () => {
    expect((await publicGet('/case-studies/no-such-study?language=en')).statusCode).toBe(404);
    expect((await publicGet('/case-studies/Not_A_Slug?language=en')).statusCode).toBe(400);
  });
});

describe('the showcases', () => {
  it('on the home page: three, the featured first, two of their clients\' statements and the logos of the clients', async () => {
    const home = await showcase('home');
    expect(slugsOf(home.items)).toEqual(seeded((study) => study.featured));
    expect(home.clients.map((client) => client.name)).toEqual(SEEDED_CASE_STUDIES.map((study) => study.clientName));
    for (const client of home.clients) expect(client.logo.src, client.name).toMatch(/^\/media\//);
    expect((await showcase('home', 'sr')).clients[0].logo.alt).toBe(SEEDED_CASE_STUDIES[0].logoAlt.sr);
    // What the clients of the first two said, named, in the page's language, each with its case study.
    const [first, second] = SEEDED_CASE_STUDIES.filter((study) => study.featured);
    const said = (await showcase('home', 'sr')).testimonials;
    expect(said.map((quote) => quote.caseStudy.slug)).toEqual([first.slug, second.slug]);
    expect(said[0]).toMatchObject({ quote: first.testimonial.quote.sr, person: first.testimonial.person, role: first.testimonial.role.sr, caseStudy: { title: first.title.sr } });
  });

  it('on a service\'s page: only the case studies that used the service, at most three', async () => {
    const custom = await showcase('custom');
    expect(slugsOf(custom.items)).toEqual(seeded((study) => study.services.includes('custom')).slice(0, 3));
    expect(custom.items.every((item) => item.services.includes('custom'))).toBe(true);
    expect(custom.clients).toEqual([]);
    expect(custom.testimonials).toEqual([]);
  });

  it('refuses a scope that is neither the home page nor a service', async () => {
    expect((await publicGet('/case-study-showcase?language=en&scope=blog')).statusCode).toBe(400);
  });
});

describe('writing case studies', () => {
  it('creates a draft with its services, figures and testimonial, public only once published', async () => {
    const testimonialId = await createTestimonial();
    const changed = vi.spyOn(t.app.publisher, 'changed');
    // The services are a set, stored in the definition's order whatever order they are written in.
    const created = await createCaseStudy({ testimonialId, services: ['talent', 'custom'] });
    expect(created.services).toEqual(['custom', 'talent']);
    expect(created.figures).toEqual(caseStudyBody().figures);
    expect(created.testimonialId).toBe(testimonialId);
    expect(created.publishedAt).toBeNull();
    expect(changed).toHaveBeenCalledWith('case-studies', [created.slug]);

    expect(slugsOf((await publicList('language=en')).items)).not.toContain(created.slug);
    expect((await publicGet(`/case-studies/${created.slug}?language=en`)).statusCode).toBe(404);

    const published = await t.api('PUT', `/case-studies/${created.id}`, { publishedAt: new Date(Date.now() - 60_000).toISOString(), updatedAt: created.updatedAt });
    expect(published.statusCode, published.body).toBe(200);
    expect(slugsOf((await publicList('language=en')).items)).toContain(created.slug);
    expect(slugsOf((await publicList('language=en&service=talent')).items)).toContain(created.slug);
    expect(slugsOf((await publicList('language=en&service=outsourcing')).items)).not.toContain(created.slug);
    const page = (await publicGet(`/case-studies/${created.slug}?language=sr`)).json() as CaseStudyPost;
    expect(page.figures).toEqual([
      { value: '−20 %', label: 'vreme rezervacije' },
      { value: '3×', label: 'više rezervacija na mreži' },
    ]);
    expect(page.testimonial).toMatchObject({ person: 'Ana Petrović', role: 'Head of Product', quote: 'Ispunili su svako obećanje.' });
    expect(page.challengeHtml).toBe('<p>Bookings were taken <strong>by phone</strong>.</p>');
  });

  it('makes a case study public at its publishedAt, which the scheduler\'s window names', async () => {
    const soon = new Date(Date.now() + 60 * 60_000);
    const later = await createCaseStudy({ publishedAt: soon.toISOString() });
    expect((await publicGet(`/case-studies/${later.slug}?language=en`)).statusCode).toBe(404);
    expect(slugsOf((await showcase('custom')).items)).not.toContain(later.slug);
    const window = (from: Date, to: Date) => caseStudiesCollection.changedBetween!(t.app.db, from, to);
    expect(await window(new Date(soon.getTime() - 1000), soon)).toContain(later.slug);
    expect(await window(soon, new Date(soon.getTime() + 1000))).not.toContain(later.slug);
    const [row] = await t.app.db.select({ slug: caseStudies.slug }).from(caseStudies).where(and(eq(caseStudies.id, later.id), publicCaseStudy(new Date(soon.getTime() + 1000))));
    expect(row?.slug).toBe(later.slug);
  });

  it('lists in the back office the case studies holding a service', async () => {
    const held = await createCaseStudy({ services: ['talent'] });
    const other = await createCaseStudy({ services: ['outsourcing'] });
    const response = await t.api('GET', '/case-studies/paged?services=talent&page_size=100');
    expect(response.statusCode, response.body).toBe(200);
    const items = (response.json() as { items: AdminCaseStudy[] }).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.services.includes('talent')), JSON.stringify(items.map((item) => item.services))).toBe(true);
    expect(items.map((item) => item.id)).toContain(held.id);
    expect(items.map((item) => item.id)).not.toContain(other.id);
    expect(slugsOf(items)).toEqual(expect.arrayContaining(seeded((study) => study.services.includes('talent'))));
    expect((await t.api('GET', '/case-studies/paged?services=nope')).statusCode).toBe(400);
  });

  it('keeps a deleted case study off the public pages, and its address free again', async () => {
    const created = await createCaseStudy({ publishedAt: new Date(Date.now() - 60_000).toISOString() });
    expect((await publicGet(`/case-studies/${created.slug}?language=en`)).statusCode).toBe(200);
    expect((await t.api('DELETE', `/case-studies/${created.id}/soft`)).statusCode).toBe(204);
    expect((await publicGet(`/case-studies/${created.slug}?language=en`)).statusCode).toBe(404);
    expect(slugsOf((await publicList('language=en')).items)).not.toContain(created.slug);
    await createCaseStudy({ slug: created.slug });
  });

  it('keeps a picture a case study uses from being deleted, naming the case study, until it uses another', async () => {
    const [{ id: logoId }] = (await t.api('GET', '/media/paged?search_term=ekmora-components-logo').then((response) => response.json())).items as { id: number }[];
    const created = await createCaseStudy({ clientLogoId: logoId });
    const refused = await t.api('DELETE', `/media/${logoId}/soft`);
    expect(refused.statusCode).toBe(409);
    // The seeded Ekmora case study uses it too; both are named.
    expect(refused.json().reason).toBe(`The image is still used by ${['ekmora-components', created.slug].sort((a, b) => a.localeCompare(b)).join(', ')}; choose another picture there first`);
    await t.api('PUT', `/case-studies/${created.id}`, { clientLogoId: null });
    const seeded = (await t.api('GET', '/case-studies/paged?search_term=ekmora-components').then((response) => response.json())).items as { id: number }[];
    for (const { id } of seeded) await t.api('PUT', `/case-studies/${id}`, { clientLogoId: null });
    expect((await t.api('DELETE', `/media/${logoId}/soft`)).statusCode).toBe(204);
  });
});

describe('the rules of a case study', () => {
  const figure = { value: '5 %', label: { en: 'fewer errors' } };

  it('refuses each broken rule with 4xx naming the field, and stores nothing', async () => {
    const taken = await createCaseStudy();
    const cases: [string, Record<string, unknown>, string][] = [
      ['an unknown service', { services: ['custom', 'nope'] }, 'services.1'],
      ['a service twice', { services: ['custom', 'custom'] }, 'services'],
      ['no service', { services: [] }, 'services'],
      ['five figures', { figures: Array.from({ length: 5 }, () => figure) }, 'figures'],
      ['a figure with an unknown key', { figures: [{ ...figure, unit: '%' }] }, 'figures.0.unit'],
      ['a figure without its English label', { figures: [{ value: '5 %', label: { sr: 'manje grešaka' } }] }, 'figures.0.label.en'],
      ['a figure value over 24 characters', { figures: [{ ...figure, value: '1'.repeat(25) }] }, 'figures.0.value'],
      ['a country in lower case', { country: 'nl' }, 'country'],
      ['the address of another case study', { slug: taken.slug }, 'slug'],
    ];
    for (const [what, fields, field] of cases) {
      const body = caseStudyBody(fields);
      const response = await t.api('POST', '/case-studies', body);
      expect([400, 422], `${what}: ${response.statusCode} ${response.body}`).toContain(response.statusCode);
      expect(errorFields(response.body), what).toEqual([field]);
      if (field !== 'slug') {
        const stored = await t.app.db.select({ id: caseStudies.id }).from(caseStudies).where(and(eq(caseStudies.slug, body.slug), isNull(caseStudies.deletedAt)));
        expect(stored, what).toEqual([]);
      }
    }
  });

  it('refuses the same on an update', async () => {
    const created = await createCaseStudy();
    for (const [fields, field] of [
      [{ services: ['excellence', 'excellence'] }, 'services'],
      [{ figures: [{ value: '', label: { en: 'nothing' } }] }, 'figures.0.value'],
    ] as const) {
      const response = await t.api('PUT', `/case-studies/${created.id}`, fields);
      expect([400, 422], response.body).toContain(response.statusCode);
      expect(errorFields(response.body), response.body).toEqual([field]);
    }
    const [stored] = await t.app.db.select({ services: caseStudies.services, figures: caseStudies.figures }).from(caseStudies).where(eq(caseStudies.id, created.id));
    expect(stored).toEqual({ services: ['custom', 'talent'], figures: caseStudyBody().figures });
  });

  it('are held by the database too', async () => {
    const row = (fields: Record<string, unknown>) => caseStudyBody({ services: ['custom'], figures: [], ...fields });
    /** The code and message of the database's refusal (drizzle wraps the driver's error as its cause). */
    const refusal = async (fields: Record<string, unknown>) => {
      const error = await t.app.db.insert(caseStudies).values(row(fields) as never).then(
        () => undefined,
        (thrown: unknown) => thrown as { code?: string; message?: string; cause?: { code?: string; message?: string } },
      );
      return error && { code: error.cause?.code ?? error.code, message: `${error.message} ${error.cause?.message ?? ''}` };
    };
    // The row itself is acceptable.
    expect(await refusal({})).toBeUndefined();
    const unknown = await refusal({ services: ['nope'] });
    expect(unknown?.code).toBe('23514');
    expect(unknown?.message).toContain('case_studies_services_check');
    expect((await refusal({ services: [] }))?.code).toBe('23514');
    const tooMany = await refusal({ figures: Array.from({ length: 5 }, () => figure) });
    expect(tooMany?.code).toBe('23514');
    expect(tooMany?.message).toContain('case_studies_figures_check');
  });
});

describe('testimonials', () => {
  it('are created with their quote and role per language', async () => {
    const response = await t.api('POST', '/testimonials', { quote: { en: 'A team that listens.', sr: 'Tim koji sluša.' }, person: 'Marko Jović', role: { en: 'CTO' } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ quote: { en: 'A team that listens.', sr: 'Tim koji sluša.' }, person: 'Marko Jović', role: { en: 'CTO' }, organisation: null, photoId: null });
  });

  it('refuse a quote under ten characters', async () => {
    const response = await t.api('POST', '/testimonials', { quote: { en: 'Great.' }, person: 'Marko Jović', role: { en: 'CTO' } });
    expect(response.statusCode, response.body).toBe(422);
    expect(errorFields(response.body)).toContain('quote.en');
  });
});
