/**
 * The careers pages' data (docs/decisions.md#job-openings, #localized-fields): job openings with
 * texts in several languages, open only between their `visibleFrom` and the end of their closing
 * day, listed and answered by the public API in a language (English where the opening has no
 * text of its own), made public or withdrawn by time through the publisher's scheduler window,
 * and rendered again after every write; and what a localized field accepts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobOpenings } from '../../server/db/schema';
import { jobOpeningsCollection, jobPostingData } from '../../server/publishing/job-openings-collection';
import { openJobOpening } from '../../server/publishing/job-openings-data';
import type { JobOpeningList, JobOpeningPost } from '../../src/shared/careers';
import { SEEDED_OPENINGS } from '../../content/careers/openings';
import { setupTestApp, uniqueLetters } from './helpers';
import { jobOpeningBody } from './records';

const t = setupTestApp();

const day = 86_400_000;
const isoDate = (at: Date) => at.toISOString().slice(0, 10);

/** Creates an opening through the admin API; `fields` override the body's. */
async function createOpening(fields: Record<string, unknown> = {}) {
  const response = await t.api('POST', '/job-openings', { ...jobOpeningBody(`Opening ${uniqueLetters()}`), visibleFrom: new Date(Date.now() - day).toISOString(), ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; slug: string; title: Record<string, string | null>; updatedAt: string };
}

const publicList = async (language: string) => (await t.app.inject({ url: `/api/1.0/public/job-openings?language=${language}` })).json() as JobOpeningList;
const publicOpening = (slug: string, language = 'en') => t.app.inject({ url: `/api/1.0/public/job-openings/${slug}?language=${language}` });

afterEach(() => vi.restoreAllMocks());

describe('the seeded openings', () => {
  it('are open on a new database, listed newest first in the file\'s order, in the page\'s language', async () => {
    const sr = await publicList('sr');
    const seeded = sr.items.filter((item) => SEEDED_OPENINGS.some((opening) => opening.slug === item.slug));
    expect(seeded.map((item) => item.slug)).toEqual(SEEDED_OPENINGS.map((opening) => opening.slug));
    expect(seeded[0].title).toBe(SEEDED_OPENINGS[0].title.sr);
    expect(seeded[0].location).toBe('Beograd, Srbija');
    const [opening] = await t.app.db.select().from(jobOpenings).where(eq(jobOpenings.slug, SEEDED_OPENINGS[0].slug));
    expect(opening.closingDate).toBe(isoDate(new Date(opening.visibleFrom!.getTime() + SEEDED_OPENINGS[0].closesInDays * day)));
  });
});

describe('an opening\'s texts in several languages', () => {
  it('answers each language\'s own text, and English where a language has none', async () => {
    const created = await createOpening({ title: { en: 'Staff engineer', sr: 'Glavni inženjer', it: null }, description: { en: 'Builds **things**.', sr: 'Gradi **stvari**.' } });
    expect(created.title).toMatchObject({ en: 'Staff engineer', sr: 'Glavni inženjer' });
    const sr = (await publicOpening(created.slug, 'sr')).json() as JobOpeningPost;
    expect([sr.title, sr.html]).toEqual(['Glavni inženjer', '<p>Gradi <strong>stvari</strong>.</p>']);
    const it = (await publicOpening(created.slug, 'it')).json() as JobOpeningPost;
    expect([it.title, it.html]).toEqual(['Staff engineer', '<p>Builds <strong>things</strong>.</p>']);
    expect((await publicList('it')).items.find((item) => item.slug === created.slug)?.title).toBe('Staff engineer');
  });

  it('is found by search in any of its languages', async () => {
    const word = uniqueLetters(8).toLowerCase();
    const created = await createOpening({ title: { en: 'Solutions architect', nl: `Oplossingsarchitect ${word}` } });
    const found = (await t.api('GET', `/job-openings/paged?search_term=${word}`)).json() as { items: { id: number }[] };
    expect(found.items.map((item) => item.id)).toEqual([created.id]);
  });

  it('refuses a missing English text, an unknown language, a text under the rules in any language, with 4xx naming the field', async () => {
    const body = jobOpeningBody(`Opening ${uniqueLetters()}`);
    for (const [title, field] of [
      [{ sr: 'Samo srpski naziv' }, 'title'],
      [{ en: 'Fine title', xx: 'Unknown language' }, 'title'],
      [{ en: 'Fine title', sr: 'x' }, 'title.sr'],
      [{ en: 'Fine title', ru: 'Ok\u202Eevil' }, 'title.ru'],
    ] as const) {
      const response = await t.api('POST', '/job-openings', { ...body, title });
      expect([400, 422], `${JSON.stringify(title)}: ${response.body}`).toContain(response.statusCode);
      const fields = (response.json() as { errors: { field: string }[] }).errors.map((error) => error.field);
      expect(fields.some((candidate) => candidate.startsWith(field)), `${JSON.stringify(title)} → ${fields.join(', ')}`).toBe(true);
    }
    const [{ count }] = (await t.app.db.execute(`select count(*)::int as count from job_openings where slug = '${body.slug}'`) as unknown as { rows: { count: number }[] }).rows;
    expect(count).toBe(0);
  });

  it('keeps one address to one undeleted opening', async () => {
    const created = await createOpening();
    const again = await t.api('POST', '/job-openings', { ...jobOpeningBody('Another title'), slug: created.slug });
    expect(again.statusCode).toBe(422);
    expect((again.json() as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual(['slug']);
  });
});

describe('which openings are open', () => {
  it('lists one from its visibleFrom to the end of its closing day, and nothing deleted', async () => {
    const later = await createOpening({ visibleFrom: new Date(Date.now() + day).toISOString() });
    expect((await publicOpening(later.slug)).statusCode).toBe(404);
    expect((await publicList('en')).items.map((item) => item.slug)).not.toContain(later.slug);
    await t.api('PUT', `/job-openings/${later.id}`, { visibleFrom: new Date(Date.now() - 1000).toISOString() });
    expect((await publicOpening(later.slug)).statusCode).toBe(200);

    const tomorrow = isoDate(new Date(Date.now() + day));
    const closing = await createOpening({ closingDate: tomorrow });
    const openAt = async (at: Date) => (await t.app.db.select({ slug: jobOpenings.slug }).from(jobOpenings).where(openJobOpening(at))).map((row) => row.slug);
    expect(await openAt(new Date(`${tomorrow}T23:59:59Z`))).toContain(closing.slug);
    expect(await openAt(new Date(new Date(`${tomorrow}T00:00:00Z`).getTime() + day))).not.toContain(closing.slug);

    await t.api('DELETE', `/job-openings/${closing.id}/soft`);
    expect((await publicOpening(closing.slug)).statusCode).toBe(404);
  });

  it('names to the scheduler the openings whose shown-from or closing moment fell in its window', async () => {
    const soon = new Date(Date.now() + 2 * day);
    const shown = await createOpening({ visibleFrom: soon.toISOString() });
    const tomorrow = isoDate(new Date(Date.now() + day));
    const closing = await createOpening({ closingDate: tomorrow });
    const closedAt = new Date(new Date(`${tomorrow}T00:00:00Z`).getTime() + day);
    const window = (from: Date, to: Date) => jobOpeningsCollection.changedBetween!(t.app.db, from, to);
    expect(await window(new Date(soon.getTime() - 1000), soon)).toContain(shown.slug);
    expect(await window(soon, new Date(soon.getTime() + 1000))).not.toContain(shown.slug);
    expect(await window(new Date(closedAt.getTime() - 1000), closedAt)).toContain(closing.slug);
    expect(await window(new Date(closedAt.getTime() - 3000), new Date(closedAt.getTime() - 1000))).not.toContain(closing.slug);
  });

  it('has the scheduler render an opening whose moment passed since its last run', async () => {
    const changed = vi.spyOn(t.app.publisher, 'changed');
    const first = new Date();
    await t.app.publisher.publishDue(first);
    const at = new Date(first.getTime() + 60_000);
    const shown = await createOpening({ visibleFrom: new Date(first.getTime() + 30_000).toISOString() });
    changed.mockClear();
    await t.app.publisher.publishDue(at);
    expect(changed).toHaveBeenCalledWith('job-openings', [shown.slug]);
  });
});

describe('writes of a published resource', () => {
  it('tell the publisher the addresses the opening had and has', async () => {
    const created = await createOpening();
    const changed = vi.spyOn(t.app.publisher, 'changed');
    const renamed = `${created.slug}-new`;
    const response = await t.api('PUT', `/job-openings/${created.id}`, { slug: renamed, updatedAt: created.updatedAt });
    expect(response.statusCode, response.body).toBe(200);
    expect(changed).toHaveBeenCalledWith('job-openings', [created.slug, renamed]);
  });
});

describe('JobPosting structured data', () => {
  it('describes a remote full-time opening with its dates, salary and employer', async () => {
    const created = await createOpening({ location: null, remote: true, salaryFrom: 3000, closingDate: '2099-01-31' });
    const post = (await publicOpening(created.slug)).json() as JobOpeningPost;
    expect(jobPostingData(post, 'Danube Digital')).toMatchObject({
      '@type': 'JobPosting',
      employmentType: 'FULL_TIME',
      validThrough: '2099-01-31T23:59:59Z',
      jobLocationType: 'TELECOMMUTE',
      hiringOrganization: { '@type': 'Organization', name: 'Danube Digital' },
      baseSalary: { currency: 'EUR', value: { minValue: 3000, unitText: 'MONTH' } },
    });
    expect(jobPostingData({ ...post, remote: false, location: 'Novi Sad, Serbia' }, 'Danube Digital')).toMatchObject({
      jobLocation: { address: { addressLocality: 'Novi Sad', addressCountry: 'Serbia' } },
    });
  });
});
