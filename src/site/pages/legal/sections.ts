/** The sections of the three legal pages, in reading order (see {@link LegalSectionSpec}). */
import type { LegalSectionSpec } from './legalSpec';

/** Sections of the privacy policy, in order; texts under `privacy.sections.<id>` in legal.json. */
export const PRIVACY_SECTIONS: readonly LegalSectionSpec[] = [
  { id: 'controller', paragraphs: 2 },
  { id: 'scope', paragraphs: 2 },
  { id: 'data', paragraphs: 1, bullets: 8, closing: 1 },
  { id: 'legal-bases', paragraphs: 1, bullets: 4 },
  { id: 'recipients', paragraphs: 1, bullets: 4, closing: 1 },
  { id: 'transfers', paragraphs: 2 },
  { id: 'retention', paragraphs: 1, bullets: 7 },
  { id: 'security', paragraphs: 1, bullets: 5, closing: 1 },
  { id: 'storage', paragraphs: 1, bullets: 5, closing: 1 },
  { id: 'rights', paragraphs: 1, bullets: 8, closing: 1 },
  { id: 'children', paragraphs: 1 },
  { id: 'changes', paragraphs: 1 },
  { id: 'contact', paragraphs: 1, contactDetails: true },
];

/** Sections of the terms of use, in order; texts under `terms.sections.<id>` in legal.json. */
export const TERMS_SECTIONS: readonly LegalSectionSpec[] = [
  { id: 'scope', paragraphs: 2 },
  { id: 'acceptable-use', paragraphs: 1, bullets: 6, closing: 2 },
  { id: 'accounts', paragraphs: 2 },
  { id: 'intellectual-property', paragraphs: 2 },
  { id: 'no-warranty', paragraphs: 2 },
  { id: 'liability', paragraphs: 2 },
  { id: 'links', paragraphs: 1 },
  { id: 'availability', paragraphs: 1 },
  { id: 'privacy', paragraphs: 1 },
  { id: 'governing-law', paragraphs: 2 },
  { id: 'changes', paragraphs: 1 },
  { id: 'general', paragraphs: 2 },
  { id: 'contact', paragraphs: 1, contactDetails: true },
];

/** Sections of the GDPR page, in order; texts under `gdpr.sections.<id>` in legal.json. */
export const GDPR_SECTIONS: readonly LegalSectionSpec[] = [
  { id: 'approach', paragraphs: 2 },
  { id: 'controller', paragraphs: 2 },
  { id: 'legal-bases', paragraphs: 1, bullets: 4, closing: 1 },
  { id: 'rights', paragraphs: 1, bullets: 8, closing: 1 },
  { id: 'exercise', paragraphs: 1, bullets: 3, closing: 2 },
  { id: 'transfers', paragraphs: 3 },
  { id: 'serbian-law', paragraphs: 2 },
  { id: 'retention', paragraphs: 1, bullets: 7, closing: 1 },
  { id: 'security', paragraphs: 1 },
  { id: 'complaints', paragraphs: 1, bullets: 2, closing: 1 },
  { id: 'contact', paragraphs: 1, contactDetails: true },
];
