/**
 * Seeds the careers page's openings (content/careers/openings.ts) on a database that has never
 * held one (README.md "First start"): each shown from the seeding moment and closing the given
 * number of days after it. Once staff have any opening — even one they deleted — nothing is
 * seeded again, so a second start changes nothing and the back office owns them from then on.
 */
import { sql } from 'drizzle-orm';
import { SEEDED_OPENINGS, type SeededOpening } from '../../content/careers/openings';
import type { Database } from './client';
import { jobOpenings } from './schema';

/** The calendar date (UTC, yyyy-mm-dd) `days` days after `from`. */
const daysAfter = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Inserts `source` (default: every seeded opening) when no opening is stored; returns how many it
 * inserted (0 on a database that has or had openings).
 */
export async function seedJobOpenings(db: Database, source: readonly SeededOpening[] = SEEDED_OPENINGS, now = new Date()): Promise<number> {
  const [{ stored }] = await db.select({ stored: sql<number>`count(*)::int` }).from(jobOpenings);
  if (stored > 0 || source.length === 0) return 0;
  const rows = await db
    .insert(jobOpenings)
    .values(
      source.map(({ closesInDays, ...opening }, index) => ({
        ...opening,
        // A second apart, so that the careers page (newest first) lists them in the file's order.
        visibleFrom: new Date(now.getTime() - index * 1000),
        closingDate: daysAfter(now, closesInDays),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: jobOpenings.id });
  return rows.length;
}
