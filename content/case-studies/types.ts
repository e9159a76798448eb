/**
 * The shape of the seeded case studies (./case-studies.ts): six client stories of clearly
 * fictional companies, with their testimonials, result figures, logos and covers, in all seven
 * site languages. The seeder (server/db/seed-case-studies.ts) writes them, with their pictures
 * as media-library records, once, on a database that never held a case study; after that staff
 * own them in the back office (src/shared/resources/case-studies.ts).
 */
import type { LanguageCode } from '../../src/shared/languages';

/** A text in every site language. */
export type Texts = Record<LanguageCode, string>;

/** One measurable result: a short figure ("−38 %") and what it measures, in every language. */
export interface SeededResultFigure {
  /** At most 24 characters: a number with its unit or sign ("−38 %", "3×", "12 weeks" is NOT a figure: "12 wk" is). */
  value: string;
  /** At most 80 characters ("lead time from order to delivery"). */
  label: Texts;
}

/** The client's statement shown with the case study. */
export interface SeededTestimonial {
  /** At most 600 characters, without quotation marks (the page draws them). */
  quote: Texts;
  /** The person's full name (fictional), at most 100 characters. */
  person: string;
  /** Their role at the client ("Head of Operations"), at most 120 characters. */
  role: Texts;
}

export interface SeededCaseStudy {
  /** The page's address `/case-studies/<slug>`: lower-case letters, digits and hyphens. */
  slug: string;
  /** The client's name (a clearly fictional company), at most 120 characters. */
  clientName: string;
  /** ISO 3166-1 alpha-2 code of the client's country ("NL"). */
  country: string;
  /** One of the site's twelve industries. */
  industry: 'finance' | 'healthcare' | 'retail' | 'logistics' | 'manufacturing' | 'energy' | 'telecom' | 'education' | 'publicSector' | 'travel' | 'realEstate' | 'agriculture';
  /** Of the company's four services, the ones used (at least one). */
  services: ('custom' | 'outsourcing' | 'talent' | 'excellence')[];
  /** Shown among the home page's three featured case studies. */
  featured: boolean;
  /** At most 140 characters. */
  title: Texts;
  /** One or two sentences for cards and the meta description, at most 300 characters. */
  summary: Texts;
  /** Markdown, 2–4 short paragraphs or a paragraph and a list. */
  challenge: Texts;
  /** Markdown. */
  solution: Texts;
  /** Markdown. */
  result: Texts;
  /** Two to four figures. */
  figures: SeededResultFigure[];
  testimonial: SeededTestimonial;
  /** The logo, a key of ./pictures.ts SEEDED_LOGOS (an SVG, about 240 × 80, the name in a wordmark with a simple mark). */
  logoFile: string;
  /** The logo's alternative text in every language ("Nordhaven Freight logo"). */
  logoAlt: Texts;
  /** The cover, a key of ./pictures.ts SEEDED_COVERS (an SVG, 1200 × 630, drawn like public/covers/*.svg: a two-stop gradient, translucent shapes, a motif of the industry; no text). */
  coverFile: string;
  /** The cover's alternative text in every language (what it shows). */
  coverAlt: Texts;
}
