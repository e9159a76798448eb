/**
 * The careers pages as a published collection (./collection.ts, docs/decisions.md#job-openings):
 * the job-openings resource's open openings (./job-openings-data.ts) listed at `/careers` and
 * each at `/careers/<slug>`, in every site language — the page's own text where the opening has
 * one, English where not — embedded under the keys the site's careers pages read
 * (src/shared/careers.ts). An opening's page carries schema.org JobPosting structured data.
 * Openings begin and stop being public with time alone (`visibleFrom`, the closing date):
 * {@link PublishedCollection.changedBetween} names them to the publisher's scheduler.
 */
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { jobOpeningKey, jobOpeningListKey, type JobOpeningList, type JobOpeningListItem, type JobOpeningPost } from '../../src/shared/careers';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/shared/languages';
import { localizedTextIn } from '../../src/shared/resource';
import { jobOpeningsDefinition } from '../../src/shared/resources/job-openings';
import type { Database } from '../db/client';
import { jobOpenings } from '../db/schema';
import { renderMarkdown } from '../markdown';
import type { PublishedCollection } from './collection';
import { openJobOpening } from './job-openings-data';
import { absoluteUrl } from './page-document';

type OpeningRow = typeof jobOpenings.$inferSelect;

const listItem = (row: OpeningRow, lng: LanguageCode): JobOpeningListItem => ({
  slug: row.slug,
  title: localizedTextIn(row.title, lng),
  department: row.department,
  location: row.location ? localizedTextIn(row.location, lng) : null,
  remote: row.remote,
  employmentType: row.employmentType,
  seniority: row.seniority,
  closingDate: row.closingDate,
});

/** The description's first paragraph as plain text, at most 160 characters (the meta description). */
export function summaryOf(html: string): string {
  const first = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? html;
  const text = first.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\s+/g, ' ').trim();
  return text.length <= 160 ? text : `${text.slice(0, 157).trimEnd()}…`;
}

/** The opening's page data in `lng`. */
export function jobOpeningPost(row: OpeningRow, lng: LanguageCode): JobOpeningPost {
  const html = renderMarkdown(localizedTextIn(row.description, lng));
  return {
    ...listItem(row, lng),
    language: lng,
    html,
    summary: summaryOf(html),
    positions: row.positions,
    salaryFrom: row.salaryFrom,
    contactEmail: row.contactEmail,
    postedAt: (row.visibleFrom ?? row.createdAt).toISOString(),
  };
}

/** schema.org JobPosting (https://schema.org/JobPosting, Google's job posting guidelines) of an opening's page. */
export function jobPostingData(post: JobOpeningPost, brandName: string): Record<string, unknown> {
  const employmentType = { 'full-time': 'FULL_TIME', 'part-time': 'PART_TIME', contractor: 'CONTRACTOR', intern: 'INTERN' }[post.employmentType];
  const [city, country] = (post.location ?? '').split(',').map((part) => part.trim());
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: post.title,
    description: post.html,
    datePosted: post.postedAt.slice(0, 10),
    validThrough: `${post.closingDate}T23:59:59Z`,
    employmentType,
    inLanguage: post.language,
    totalJobOpenings: post.positions,
    hiringOrganization: { '@type': 'Organization', name: brandName, sameAs: absoluteUrl('/') },
    ...(post.location
      ? { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: city, ...(country ? { addressCountry: country } : {}) } } }
      : {}),
    ...(post.remote ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'Serbia' } } : {}),
    ...(post.salaryFrom !== null
      ? { baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', minValue: post.salaryFrom, unitText: 'MONTH' } } }
      : {}),
  };
}

/** Open openings, the newest shown first. */
const openingsOrder = [desc(jobOpenings.visibleFrom), asc(jobOpenings.slug)];

/** Page `page` of the open openings in `lng` (page size: the definition's). */
export async function jobOpeningList(db: Database, lng: LanguageCode, page: number): Promise<JobOpeningList> {
  const pageSize = jobOpeningsDefinition.publishing.pageSize;
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(jobOpenings).where(openJobOpening()),
    db.select().from(jobOpenings).where(openJobOpening()).orderBy(...openingsOrder).limit(pageSize).offset((page - 1) * pageSize),
  ]);
  return { items: rows.map((row) => listItem(row, lng)), current_page: page, page_size: pageSize, total_count: total, total_pages: Math.max(1, Math.ceil(total / pageSize)) };
}

/** The open opening `slug` in `lng`; undefined when there is none open. */
export async function openJobOpeningPost(db: Database, slug: string, lng: LanguageCode): Promise<JobOpeningPost | undefined> {
  const [row] = await db.select().from(jobOpenings).where(and(eq(jobOpenings.slug, slug), openJobOpening()));
  return row && jobOpeningPost(row, lng);
}

/** The moment a closing date's day is over (UTC): the opening's pages go then. */
const closedAt = sql`((${jobOpenings.closingDate} + 1)::timestamp at time zone 'UTC')`;

export const jobOpeningsCollection: PublishedCollection = {
  resource: jobOpeningsDefinition.name,
  publishing: jobOpeningsDefinition.publishing,

  async listPage(db, lng, page) {
    const list = await jobOpeningList(db, lng, page);
    return { initialData: { [jobOpeningListKey(lng, page)]: list }, totalPages: list.total_pages };
  },

  async detailPage(db, slug, lng) {
    const post = await openJobOpeningPost(db, slug, lng);
    if (!post) return undefined;
    return {
      slug,
      initialData: { [jobOpeningKey(lng, slug)]: post },
      alternates: [...LANGUAGE_CODES],
      cover: null,
      shows: [],
      structuredData: (brandName: string) => jobPostingData(post, brandName),
    };
  },

  async published(db, slugs) {
    const where: SQL[] = [openJobOpening()];
    if (slugs) where.push(inArray(jobOpenings.slug, [...slugs]));
    const rows = await db.select({ slug: jobOpenings.slug, updatedAt: jobOpenings.updatedAt }).from(jobOpenings).where(and(...where)).orderBy(...openingsOrder);
    return rows.map((row) => ({ slug: row.slug, languages: [...LANGUAGE_CODES], updatedAt: row.updatedAt }));
  },

  async pagesShowing() {
    return [];
  },

  async ogSource(db, slug) {
    return (await openJobOpeningPost(db, slug, 'en')) ? null : undefined;
  },

  async changedBetween(db, since, until) {
    const after = sql`${since.toISOString()}::timestamptz`;
    const upTo = sql`${until.toISOString()}::timestamptz`;
    const rows = await db
      .select({ slug: jobOpenings.slug })
      .from(jobOpenings)
      .where(
        and(
          isNull(jobOpenings.deletedAt),
          sql`((${jobOpenings.visibleFrom} > ${after} and ${jobOpenings.visibleFrom} <= ${upTo}) or (${closedAt} > ${after} and ${closedAt} <= ${upTo}))`,
        ),
      );
    return rows.map((row) => row.slug);
  },
};
