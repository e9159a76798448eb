/**
 * Shape of a legal page: its translation key prefix and its sections in order. The texts live
 * in `locales/<lng>/legal.json` under explicit keys derived from this shape:
 *
 * - `<page>.meta.title|description`, `<page>.hero.title|lead`
 * - `<page>.sections.<id>.title`
 * - `<page>.sections.<id>.paragraphs.<n>` (before the list), `.bullets.<n>`, `.closing.<n>` (after it)
 *
 * Every text is interpolated with {@link LEGAL_VALUES}, so `{{email}}` and `{{phone}}` work anywhere.
 */
import { CONTACT_EMAIL, CONTACT_PHONE } from '../../layout/Footer';

export type LegalPageKey = 'privacy' | 'terms' | 'gdpr';

export interface LegalSectionSpec {
  /** Anchor id of the section (in-page links `#id`) and its key under `<page>.sections`. */
  id: string;
  /** Number of paragraphs before the bullet list. */
  paragraphs?: number;
  /** Number of bullet items. */
  bullets?: number;
  /** Number of paragraphs after the bullet list. */
  closing?: number;
  /** Show the company's contact details (email, phone, address, contact form) after the texts. */
  contactDetails?: boolean;
}

/** Unprefixed paths of the three legal pages, for the "related documents" links. */
export const LEGAL_PATHS: Record<LegalPageKey, string> = { privacy: '/privacy', terms: '/terms', gdpr: '/gdpr' };

/**
 * Interpolation values available to every legal text; LegalDocument adds `{{contactRetention}}`
 * and `{{jobApplicationRetention}}`, the retention periods of contact messages and job
 * applications in words ("24 months", "12 months").
 */
export const LEGAL_VALUES = { email: CONTACT_EMAIL, phone: CONTACT_PHONE } as const;

/** The translation keys of `count` numbered texts under `base` (`base.0`, `base.1`, …). */
export function numberedKeys(base: string, count = 0): string[] {
  return Array.from({ length: count }, (_, i) => `${base}.${i}`);
}

/** Every translation key a legal page uses, in reading order (used by the page and by checks). */
export function legalPageKeys(page: LegalPageKey, sections: readonly LegalSectionSpec[]): string[] {
  const keys = [`${page}.meta.title`, `${page}.meta.description`, `${page}.hero.title`, `${page}.hero.lead`];
  for (const s of sections) {
    const base = `${page}.sections.${s.id}`;
    keys.push(`${base}.title`, ...numberedKeys(`${base}.paragraphs`, s.paragraphs), ...numberedKeys(`${base}.bullets`, s.bullets), ...numberedKeys(`${base}.closing`, s.closing));
  }
  return keys;
}
