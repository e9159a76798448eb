/**
 * The careers pages' data (docs/decisions.md#job-openings): what `/careers` (its list of open job
 * openings, a page at a time) and `/careers/<slug>` (one opening) embed and what the public API
 * answers, their initial-data keys and addresses. The server makes them
 * (server/publishing/job-openings-collection.ts); the site's careers pages read them.
 * Browser-safe: no Node APIs.
 */
import type { LanguageCode } from './languages';
import { API_BASE } from './api';
import type { EMPLOYMENT_TYPES, JOB_DEPARTMENTS, SENIORITY_LEVELS } from './resources/job-openings';

/** An open opening as the list shows it, its texts in the page's language (English where it has none). */
export interface JobOpeningListItem {
  slug: string;
  title: string;
  department: (typeof JOB_DEPARTMENTS)[number];
  /** City and country; null for a fully remote role. */
  location: string | null;
  remote: boolean;
  employmentType: (typeof EMPLOYMENT_TYPES)[number];
  seniority: (typeof SENIORITY_LEVELS)[number];
  /** The last day applications are taken (yyyy-mm-dd). */
  closingDate: string;
}

/** One page of the open openings. */
export interface JobOpeningList {
  items: JobOpeningListItem[];
  current_page: number;
  page_size: number;
  total_count: number;
  total_pages: number;
}

/** One open opening's page. */
export interface JobOpeningPost extends JobOpeningListItem {
  language: LanguageCode;
  /** The description as sanitised HTML (server/markdown.ts). */
  html: string;
  /** A plain-text summary of the description (the page's meta description). */
  summary: string;
  positions: number;
  /** Gross monthly salary in euros it starts from; null when not advertised. */
  salaryFrom: number | null;
  /** Where applicants may write with questions; null: the careers address. */
  contactEmail: string | null;
  /** When the opening was first shown (ISO date-time): JobPosting's `datePosted`. */
  postedAt: string;
}

const CAREERS_API = `${API_BASE}/public/job-openings`;

/** Address of page `page` of the open openings in `language`. */
export const jobOpeningListUrl = (language: LanguageCode, page: number) => `${CAREERS_API}?language=${language}&current_page=${page}`;

/** Address of one open opening in `language`. */
export const jobOpeningUrl = (language: LanguageCode, slug: string) => `${CAREERS_API}/${encodeURIComponent(slug)}?language=${language}`;

/** Initial-data key of a list page. */
export const jobOpeningListKey = (language: LanguageCode, page: number) => `careers:list:${language}:${page}`;

/** Initial-data key of an opening's page. */
export const jobOpeningKey = (language: LanguageCode, slug: string) => `careers:opening:${language}:${slug}`;
