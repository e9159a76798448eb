/**
 * The case studies as a published collection (./collection.ts, docs/decisions.md#case-studies):
 * the case-studies resource's public records — not deleted, `publishedAt` passed — listed at
 * `/case-studies` (whole, and filtered by industry or by service, each filter a page of its own)
 * and each at `/case-studies/<slug>`, in every site language (a language's own text where the
 * record has one, English where not); the home page and /clients show three, what two of their
 * clients said and the clients' logos, each service's page the ones that used it (`shownOn`).
 * Embedded under the keys the site's pages read (src/shared/case-studies.ts). A case study becomes
 * public with time alone at its `publishedAt` ({@link PublishedCollection.changedBetween} names it
 * to the publisher's scheduler), and its pages follow its testimonial and pictures
 * ({@link PublishedCollection.referencing}).
 */
import { and, arrayContains, asc, count, desc, eq, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  caseStudyKey,
  caseStudyListKey,
  caseStudyShowcaseKey,
  type CaseStudyCard,
  type CaseStudyFilter,
  type CaseStudyList,
  type CaseStudyPost,
  type CaseStudyShowcase,
  type CaseStudyTestimonial,
  type ClientLogo,
  type Picture,
  type ShowcaseTestimonial,
  type Industry,
  type Service,
  type ShowcaseScope,
} from '../../src/shared/case-studies';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/shared/languages';
import { localizedTextIn, type LocalizedText } from '../../src/shared/resource';
import { caseStudiesDefinition, INDUSTRIES, SERVICES, servicePath } from '../../src/shared/resources/case-studies';
import type { Database } from '../db/client';
import { caseStudies, media, testimonials } from '../db/schema';
import { renderMarkdown } from '../markdown';
import type { ListFilter, PublishedCollection } from './collection';
import { generatedCover, picturesOf } from './covers';

type CaseStudyRow = typeof caseStudies.$inferSelect;

/** How many case studies the home page and a service's page show. */
export const SHOWCASE_SIZE = 3;

/** How many client statements the home page shows at most. */
export const SHOWCASE_TESTIMONIALS = 2;

/** How many client logos the home page's strip shows at most. */
export const CLIENT_STRIP_SIZE = 12;

/** The SQL condition a public case study meets at `now` (default: the database's clock). */
export function publicCaseStudy(now?: Date): SQL {
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  return and(isNull(caseStudies.deletedAt), isNotNull(caseStudies.publishedAt), lte(caseStudies.publishedAt, at))!;
}

/** Newest first, then by address. */
const newestFirst = [desc(caseStudies.publishedAt), asc(caseStudies.slug)];

/** The SQL condition of a filtered list. */
const filterCondition = (filter: CaseStudyFilter | null): SQL | undefined =>
  !filter ? undefined : filter.field === 'industry' ? eq(caseStudies.industry, filter.value) : arrayContains(caseStudies.services, [filter.value]);

/** A publisher list filter (field and value) as the site's filter, undefined when it is not one. */
export function caseStudyFilterOf(filter: ListFilter | undefined): CaseStudyFilter | null {
  if (!filter) return null;
  if (filter.field === 'industry' && (INDUSTRIES as readonly string[]).includes(filter.value)) return { field: 'industry', value: filter.value as Industry };
  if (filter.field === 'services' && (SERVICES as readonly string[]).includes(filter.value)) return { field: 'services', value: filter.value as Service };
  return null;
}

/** The cards of `rows` in `lng`, their logos and covers loaded at once. */
async function cardsOf(db: Database, rows: readonly CaseStudyRow[], lng: LanguageCode): Promise<CaseStudyCard[]> {
  const pictures = await picturesOf(db, rows.flatMap((row) => [row.clientLogoId, row.coverId]));
  return rows.map((row) => {
    const [first] = row.figures;
    return {
      slug: row.slug,
      title: localizedTextIn(row.title, lng),
      summary: localizedTextIn(row.summary, lng),
      clientName: row.clientName,
      industry: row.industry,
      country: row.country,
      services: SERVICES.filter((service) => row.services.includes(service)),
      logo: pictures(row.clientLogoId, lng),
      cover: pictures(row.coverId, lng) ?? generatedCover(`case-study-${row.slug}`),
      headline: first ? { value: first.value, label: localizedTextIn(first.label as LocalizedText, lng) } : null,
    };
  });
}

/** How many public case studies each industry and each service has. */
async function countsOf(db: Database): Promise<CaseStudyList['counts']> {
  const [industries, services] = await Promise.all([
    db.select({ value: caseStudies.industry, total: count() }).from(caseStudies).where(publicCaseStudy()).groupBy(caseStudies.industry),
    db.execute(sql`select service as value, count(*)::int as total from ${caseStudies}, unnest(${caseStudies.services}) as service where ${publicCaseStudy()} group by service`),
  ]);
  const serviceRows = (services as unknown as { rows: { value: Service; total: number | string }[] }).rows;
  return {
    industry: Object.fromEntries(industries.map((row) => [row.value, row.total])),
    services: Object.fromEntries(serviceRows.map((row) => [row.value, Number(row.total)])),
  };
}

/** Page `page` of the public case studies in `lng`, filtered by `filter` (page size: the definition's). */
export async function caseStudyList(db: Database, lng: LanguageCode, page: number, filter: CaseStudyFilter | null = null): Promise<CaseStudyList> {
  const pageSize = caseStudiesDefinition.publishing.pageSize;
  const where = and(publicCaseStudy(), filterCondition(filter));
  const [[{ total }], rows, counts] = await Promise.all([
    db.select({ total: count() }).from(caseStudies).where(where),
    db.select().from(caseStudies).where(where).orderBy(...newestFirst).limit(pageSize).offset((page - 1) * pageSize),
    countsOf(db),
  ]);
  return {
    items: await cardsOf(db, rows, lng),
    current_page: page,
    page_size: pageSize,
    total_count: total,
    total_pages: Math.max(1, Math.ceil(total / pageSize)),
    filter,
    counts,
  };
}

/** The public case study `slug` in `lng`; undefined when there is none. */
export async function caseStudyPost(db: Database, slug: string, lng: LanguageCode): Promise<CaseStudyPost | undefined> {
  const [row] = await db.select().from(caseStudies).where(and(eq(caseStudies.slug, slug), publicCaseStudy()));
  if (!row) return undefined;
  const [[card], [testimonial]] = await Promise.all([
    cardsOf(db, [row], lng),
    row.testimonialId === null ? Promise.resolve([]) : db.select().from(testimonials).where(and(eq(testimonials.id, row.testimonialId), isNull(testimonials.deletedAt))),
  ]);
  const photos = await picturesOf(db, [testimonial?.photoId ?? null]);
  const html = (value: LocalizedText) => renderMarkdown(localizedTextIn(value, lng));
  return {
    ...card,
    language: lng,
    challengeHtml: html(row.challenge),
    solutionHtml: html(row.solution),
    resultHtml: html(row.result),
    figures: row.figures.map((figure) => ({ value: figure.value, label: localizedTextIn(figure.label as LocalizedText, lng) })),
    testimonial: testimonial ? testimonialIn(testimonial, lng, photos) : null,
    publishedAt: row.publishedAt!.toISOString(),
  };
}

/** What the home page (`home`) or a service's page shows in `lng` (see CaseStudyShowcase). */
export async function caseStudyShowcase(db: Database, lng: LanguageCode, scope: ShowcaseScope): Promise<CaseStudyShowcase> {
  if (scope !== 'home') {
    const rows = await db.select().from(caseStudies).where(and(publicCaseStudy(), arrayContains(caseStudies.services, [scope]))).orderBy(...newestFirst).limit(SHOWCASE_SIZE);
    return { items: await cardsOf(db, rows, lng), clients: [], testimonials: [] };
  }
  const [rows, logoRows] = await Promise.all([
    db.select().from(caseStudies).where(publicCaseStudy()).orderBy(desc(caseStudies.featured), ...newestFirst).limit(SHOWCASE_SIZE),
    db
      .select({ name: caseStudies.clientName, logoId: caseStudies.clientLogoId })
      .from(caseStudies)
      .innerJoin(media, and(eq(media.id, caseStudies.clientLogoId), isNull(media.deletedAt)))
      .where(publicCaseStudy())
      .orderBy(...newestFirst)
      .limit(CLIENT_STRIP_SIZE),
  ]);
  const pictures = await picturesOf(db, logoRows.map((row) => row.logoId));
  const clients: ClientLogo[] = logoRows.flatMap((row) => {
    const logo = pictures(row.logoId, lng);
    return logo ? [{ name: row.name, logo }] : [];
  });
  return { items: await cardsOf(db, rows, lng), clients, testimonials: await testimonialsOf(db, rows, lng, SHOWCASE_TESTIMONIALS) };
}

/** What the clients of `rows` said, in `lng`, at most `limit`, each with its case study (deleted testimonials left out). */
async function testimonialsOf(db: Database, rows: readonly CaseStudyRow[], lng: LanguageCode, limit: number): Promise<ShowcaseTestimonial[]> {
  const said = rows.filter((row) => row.testimonialId !== null).slice(0, limit);
  if (said.length === 0) return [];
  const quotes = await db.select().from(testimonials).where(and(inArray(testimonials.id, said.map((row) => row.testimonialId!)), isNull(testimonials.deletedAt)));
  const photos = await picturesOf(db, quotes.map((quote) => quote.photoId));
  return said.flatMap((row) => {
    const quote = quotes.find((candidate) => candidate.id === row.testimonialId);
    return quote ? [{ ...testimonialIn(quote, lng, photos), caseStudy: { slug: row.slug, title: localizedTextIn(row.title, lng) } }] : [];
  });
}

/** A testimonial as pages show it, in `lng`. */
const testimonialIn = (quote: typeof testimonials.$inferSelect, lng: LanguageCode, photos: (id: number | null, language: string) => Picture | null): CaseStudyTestimonial => ({
  quote: localizedTextIn(quote.quote, lng),
  person: quote.person,
  role: localizedTextIn(quote.role, lng),
  organisation: quote.organisation,
  photo: photos(quote.photoId, lng),
});

/** The showcase a page of `publishing.shownOn` shows: the home page's (on /clients too), or the service's whose page it is. */
const scopeOfPage = (path: string): ShowcaseScope | undefined => (path === '/' || path === '/clients' ? 'home' : SERVICES.find((service) => servicePath(service) === path));

export const caseStudiesCollection: PublishedCollection = {
  resource: caseStudiesDefinition.name,
  publishing: caseStudiesDefinition.publishing,
  filterValues: { industry: INDUSTRIES, services: SERVICES },

  async listPage(db, lng, page, filter) {
    const siteFilter = caseStudyFilterOf(filter);
    const list = await caseStudyList(db, lng, page, siteFilter);
    return { initialData: { [caseStudyListKey(lng, page, siteFilter)]: list }, totalPages: list.total_pages };
  },

  async detailPage(db, slug, lng) {
    const post = await caseStudyPost(db, slug, lng);
    if (!post) return undefined;
    return { slug, initialData: { [caseStudyKey(lng, slug)]: post }, alternates: [...LANGUAGE_CODES], cover: post.cover, shows: [] };
  },

  async published(db, slugs) {
    const where: SQL[] = [publicCaseStudy()];
    if (slugs) where.push(inArray(caseStudies.slug, [...slugs]));
    const rows = await db
      .select({ slug: caseStudies.slug, updatedAt: caseStudies.updatedAt, industry: caseStudies.industry, services: caseStudies.services })
      .from(caseStudies)
      .where(and(...where))
      .orderBy(...newestFirst);
    return rows.map((row) => ({ slug: row.slug, languages: [...LANGUAGE_CODES], updatedAt: row.updatedAt, filterValues: { industry: [row.industry], services: row.services } }));
  },

  async pagesShowing() {
    return [];
  },

  async ogSource(db, slug) {
    const [row] = await db
      .select({ data: media.data })
      .from(caseStudies)
      .leftJoin(media, and(eq(media.id, caseStudies.coverId), isNull(media.deletedAt)))
      .where(and(eq(caseStudies.slug, slug), publicCaseStudy()));
    if (!row) return undefined;
    return row.data ?? null;
  },

  async changedBetween(db, since, until) {
    const rows = await db
      .select({ slug: caseStudies.slug })
      .from(caseStudies)
      .where(
        and(
          isNull(caseStudies.deletedAt),
          sql`${caseStudies.publishedAt} > ${since.toISOString()}::timestamptz and ${caseStudies.publishedAt} <= ${until.toISOString()}::timestamptz`,
        ),
      );
    return rows.map((row) => row.slug);
  },

  async referencing(db, resource, ids) {
    const column = { media: [caseStudies.clientLogoId, caseStudies.coverId], testimonials: [caseStudies.testimonialId] }[resource];
    if (!column) return [];
    const rows = await db
      .select({ slug: caseStudies.slug })
      .from(caseStudies)
      .where(and(publicCaseStudy(), or(...column.map((reference) => inArray(reference, [...ids])))));
    return rows.map((row) => row.slug);
  },

  async shownOn(db, lng, path) {
    const scope = scopeOfPage(path);
    if (!scope) return {};
    return { [caseStudyShowcaseKey(lng, scope)]: await caseStudyShowcase(db, lng, scope) };
  },
};
