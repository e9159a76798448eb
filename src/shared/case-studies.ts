/**
 * The case studies' public data (docs/decisions.md#case-studies): what `/case-studies` (a page at
 * a time, whole or filtered by industry or service), `/case-studies/<slug>`, the home page and
 * the services' pages embed and the public API answers, with their initial-data keys and
 * addresses. The server makes them (server/publishing/case-studies-collection.ts); the site's
 * case-study pages and sections read them. Browser-safe: no Node APIs.
 */
import { API_BASE } from './api';
import type { BlogCover } from './blog';
import type { LanguageCode } from './languages';
import type { INDUSTRIES, SERVICES } from './resources/case-studies';

export type Industry = (typeof INDUSTRIES)[number];
export type Service = (typeof SERVICES)[number];

/** A picture as pages draw it (a media-library file with its variants, or a drawing): alt text in the page's language. */
export type Picture = BlogCover;

/** A list filtered by one industry or one service (its page `/case-studies/industry/<value>`, `/case-studies/service/<value>`). */
export type CaseStudyFilter = { field: 'industry'; value: Industry } | { field: 'services'; value: Service };

/** A case study as a card shows it, its texts in the page's language (English where it has none). */
export interface CaseStudyCard {
  slug: string;
  title: string;
  summary: string;
  clientName: string;
  industry: Industry;
  /** ISO 3166-1 alpha-2. */
  country: string;
  services: Service[];
  /** The client's logo; null when none is chosen. */
  logo: Picture | null;
  cover: Picture;
  /** The first result figure, shown on the card; null without figures. */
  headline: CaseStudyFigure | null;
}

/** One page of case studies. */
export interface CaseStudyList {
  items: CaseStudyCard[];
  current_page: number;
  page_size: number;
  total_count: number;
  total_pages: number;
  filter: CaseStudyFilter | null;
  /** How many published case studies each industry and each service has (the filter links; values without any left out). */
  counts: { industry: Partial<Record<Industry, number>>; services: Partial<Record<Service, number>> };
}

/** A measurable result: "−38 %" and what it measures. */
export interface CaseStudyFigure {
  value: string;
  label: string;
}

/** What the client said. */
export interface CaseStudyTestimonial {
  quote: string;
  person: string;
  role: string;
  organisation: string | null;
  photo: Picture | null;
}

/** One case study's page. */
export interface CaseStudyPost extends CaseStudyCard {
  language: LanguageCode;
  /** Sanitised HTML (server/markdown.ts). */
  challengeHtml: string;
  solutionHtml: string;
  resultHtml: string;
  figures: CaseStudyFigure[];
  testimonial: CaseStudyTestimonial | null;
  /** ISO date-time it was published from. */
  publishedAt: string;
}

/** A client's logo in the strip. */
export interface ClientLogo {
  name: string;
  logo: Picture;
}

/** What the home page (`scope` home) or a service's page (`scope` the service) shows of the case studies. */
export interface CaseStudyShowcase {
  /** Home: three, the featured first, then the newest; a service: the newest that used it, at most three. */
  items: CaseStudyCard[];
  /** Home: the logos of the published case studies' clients; a service: none. */
  clients: ClientLogo[];
  /** Home: what the clients of the case studies shown said (at most two), each with its case study; a service: none. */
  testimonials: ShowcaseTestimonial[];
}

/** A client's statement on the home page, with the case study it comes from. */
export interface ShowcaseTestimonial extends CaseStudyTestimonial {
  caseStudy: { slug: string; title: string };
}

/** Where a showcase is shown: the home page or a service's page. */
export type ShowcaseScope = 'home' | Service;

const API = `${API_BASE}/public/case-studies`;

const filterQuery = (filter: CaseStudyFilter | null) => (filter ? `&${filter.field === 'industry' ? 'industry' : 'service'}=${filter.value}` : '');

/** Address of page `page` of the case studies in `language`, filtered when `filter` is given. */
export const caseStudyListUrl = (language: LanguageCode, page: number, filter: CaseStudyFilter | null = null) =>
  `${API}?language=${language}&current_page=${page}${filterQuery(filter)}`;

/** Address of one case study in `language`. */
export const caseStudyUrl = (language: LanguageCode, slug: string) => `${API}/${encodeURIComponent(slug)}?language=${language}`;

/** Address of a showcase in `language`. */
export const caseStudyShowcaseUrl = (language: LanguageCode, scope: ShowcaseScope) => `${API_BASE}/public/case-study-showcase?language=${language}&scope=${scope}`;

/** Initial-data key of a list page. */
export const caseStudyListKey = (language: LanguageCode, page: number, filter: CaseStudyFilter | null = null) =>
  `caseStudies:list:${language}:${filter ? `${filter.field}=${filter.value}` : 'all'}:${page}`;

/** Initial-data key of a case study's page. */
export const caseStudyKey = (language: LanguageCode, slug: string) => `caseStudies:study:${language}:${slug}`;

/** Initial-data key of a showcase. */
export const caseStudyShowcaseKey = (language: LanguageCode, scope: ShowcaseScope) => `caseStudies:showcase:${language}:${scope}`;
