/**
 * Case studies (docs/decisions.md#case-studies): the client stories the site publishes as proof —
 * at `/case-studies` (a page at a time, and filtered by industry or by service, each filter a page
 * of its own: `/case-studies/industry/<industry>`, `/case-studies/service/<service>`) and each at
 * `/case-studies/<slug>`, in every site language. A case study names its client (name, logo from
 * the media library, one of the site's twelve industries, country), the services used, the
 * challenge, the solution and the result in Markdown, up to four result figures ("−38 %" and what
 * it measures), a testimonial and a cover. The home page shows three (the featured first) and a
 * strip of the clients' logos, and so does /clients; each service's page shows the case studies that used it
 * (`publishing.shownOn`). A case study is public from its `publishedAt` on, unless deleted
 * (server/publishing/case-studies-collection.ts). A definition and nothing else.
 */
import { defineResource } from '../resource';
import { SLUG_PATTERN } from '../publishing';

const V = 'resources.case-studies.validation';

/** The list of case studies; a case study's page is `/case-studies/<slug>`. */
export const CASE_STUDIES_PATH = '/case-studies';

/** The industries the company serves (docs/requirements.md#r1), as the home page lists them. */
export const INDUSTRIES = [
  'finance',
  'healthcare',
  'retail',
  'logistics',
  'manufacturing',
  'energy',
  'telecom',
  'education',
  'publicSector',
  'travel',
  'realEstate',
  'agriculture',
] as const;

/** The company's four services, each with its page `/services/<service>`. */
export const SERVICES = ['custom', 'outsourcing', 'talent', 'excellence'] as const;

/** The page of a service. */
export const servicePath = (service: (typeof SERVICES)[number]) => `/services/${service}`;

export const caseStudiesDefinition = defineResource({
  name: 'case-studies',
  actions: ['read', 'create', 'update', 'delete'],
  capabilities: { softDelete: true },
  publishing: {
    path: CASE_STUDIES_PATH,
    pageSize: 12,
    listFilters: { industry: 'industry', services: 'service' },
    shownOn: ['/', '/clients', ...SERVICES.map(servicePath)],
  },
  search: ['title', 'clientName', 'slug'],
  filters: ['industry', 'services', 'featured'],
  rangeFilters: ['createdAt'],
  sort: ['publishedAt', 'clientName', 'slug', 'createdAt', 'id'],
  defaultSortOrder: 'desc',
  fields: {
    id: { kind: 'id' },
    /** The page's address: `/case-studies/<slug>`; no two undeleted case studies share one. */
    slug: { kind: 'code', create: 'required', update: 'optional', rules: { minLength: 1, maxLength: 120, pattern: SLUG_PATTERN, message: `${V}.slug`, validate: ['unique'] } },
    title: { kind: 'text', localized: true, create: 'required', update: 'optional', rules: { minLength: 5, maxLength: 140, message: `${V}.title` } },
    /** One or two sentences for the cards and the page's meta description. */
    summary: { kind: 'multiline', localized: true, create: 'required', update: 'optional', rules: { minLength: 10, maxLength: 300, message: `${V}.summary` } },
    clientName: { kind: 'text', create: 'required', update: 'optional', rules: { minLength: 2, maxLength: 120, message: `${V}.clientName` } },
    /** The client's logo from the media library (its alternative text per language comes with it). */
    clientLogoId: { kind: 'reference', reference: 'media', nullable: true, create: 'optional', update: 'optional' },
    industry: { kind: 'enum', values: INDUSTRIES, create: 'required', update: 'optional' },
    /** ISO 3166-1 alpha-2 code of the client's country; its name is shown in the page's language. */
    country: { kind: 'code', create: 'required', update: 'optional', rules: { pattern: '^[A-Z]{2}$', message: `${V}.country` } },
    /** The services used: at least one of the four. */
    services: { kind: 'enums', values: SERVICES, create: 'required', update: 'optional', rules: { minItems: 1, maxItems: 4, message: `${V}.services` } },
    challenge: { kind: 'markdown', localized: true, create: 'required', update: 'optional', rules: { minLength: 1, maxLength: 10_000, message: `${V}.challenge` } },
    solution: { kind: 'markdown', localized: true, create: 'required', update: 'optional', rules: { minLength: 1, maxLength: 10_000, message: `${V}.solution` } },
    result: { kind: 'markdown', localized: true, create: 'required', update: 'optional', rules: { minLength: 1, maxLength: 10_000, message: `${V}.result` } },
    /** Up to four measurable results: a short figure ("−38 %") and what it measures, per language. */
    figures: {
      kind: 'array',
      create: 'optional',
      update: 'optional',
      rules: { maxItems: 4, message: `${V}.figures` },
      fields: {
        value: { kind: 'text', create: 'required', rules: { minLength: 1, maxLength: 24, message: `${V}.figureValue` } },
        label: { kind: 'text', localized: true, create: 'required', rules: { minLength: 2, maxLength: 80, message: `${V}.figureLabel` } },
      },
    },
    /** What the client said about the work. */
    testimonialId: { kind: 'reference', reference: 'testimonials', nullable: true, create: 'optional', update: 'optional' },
    /** The page's picture (16:9 or wider) from the media library; null: a drawing is made. */
    coverId: { kind: 'reference', reference: 'media', nullable: true, create: 'optional', update: 'optional' },
    /** Among the three the home page shows first. */
    featured: { kind: 'boolean', create: 'optional', update: 'optional' },
    /** Public from this moment; null: a draft. */
    publishedAt: { kind: 'datetime', nullable: true, create: 'optional', update: 'optional' },
    createdAt: { kind: 'datetime' },
    updatedAt: { kind: 'datetime' },
    deletedAt: { kind: 'datetime', nullable: true },
  },
});
