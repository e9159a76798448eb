/**
 * Seeds the case studies (content/case-studies) on a database that has never held one (README.md
 * "First start"): each client's logo and each cover into the media library (SVGs, sanitised as an
 * upload is: server/media/images.ts inspectImage) with their alternative texts in every language,
 * each testimonial, then the case studies, published from the seeding moment (a minute apart, in
 * the file's order, newest first). Once staff have any case study — even one they deleted —
 * nothing is seeded again, so a second start changes nothing and the back office owns them.
 */
import { sql } from 'drizzle-orm';
import { SEEDED_CASE_STUDIES } from '../../content/case-studies/case-studies';
import { SEEDED_COVERS, SEEDED_LOGOS } from '../../content/case-studies/pictures';
import type { SeededCaseStudy, Texts } from '../../content/case-studies/types';
import { inspectImage } from '../media/images';
import { insertMedia } from '../media/store';
import type { Database } from './client';
import { caseStudies, testimonials } from './schema';

/** Stores one SVG in the media library; returns its id. */
async function storePicture(db: Database, fileName: string, svg: string | undefined, alt: Texts): Promise<number> {
  if (!svg) throw new Error(`content/case-studies/pictures.ts has no ${fileName}`);
  // An SVG has no resized variants (it scales).
  return insertMedia(db, { fileName, image: await inspectImage(Buffer.from(svg, 'utf8')), variants: [], alt: { ...alt }, createdBy: null });
}

/**
 * Inserts `source` (default: every seeded case study) when no case study is stored; returns how
 * many it inserted (0 on a database that has or had case studies).
 */
export async function seedCaseStudies(db: Database, source: readonly SeededCaseStudy[] = SEEDED_CASE_STUDIES, now = new Date()): Promise<number> {
  const [{ stored }] = await db.select({ stored: sql<number>`count(*)::int` }).from(caseStudies);
  if (stored > 0 || source.length === 0) return 0;
  let inserted = 0;
  for (const [index, study] of source.entries()) {
    const { logoFile, logoAlt, coverFile, coverAlt, testimonial, figures, ...fields } = study;
    const clientLogoId = await storePicture(db, `${study.slug}-logo.svg`, SEEDED_LOGOS[logoFile], logoAlt);
    const coverId = await storePicture(db, `${study.slug}-cover.svg`, SEEDED_COVERS[coverFile], coverAlt);
    const [quote] = await db
      .insert(testimonials)
      .values({ quote: testimonial.quote, person: testimonial.person, role: testimonial.role, organisation: study.clientName })
      .returning({ id: testimonials.id });
    const rows = await db
      .insert(caseStudies)
      .values({
        ...fields,
        figures: figures.map((figure) => ({ value: figure.value, label: { ...figure.label } })),
        clientLogoId,
        coverId,
        testimonialId: quote.id,
        publishedAt: new Date(now.getTime() - index * 60_000),
      })
      .onConflictDoNothing()
      .returning({ id: caseStudies.id });
    inserted += rows.length;
  }
  return inserted;
}
