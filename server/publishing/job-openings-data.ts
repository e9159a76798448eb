/**
 * Which job openings are open (docs/decisions.md#job-openings): the careers page lists them, each
 * has its page, and only they take applications. An opening is open while it is not deleted, its
 * `visibleFrom` has come, and its closing date is today or later (UTC): it closes, and its pages
 * go, when the day after its closing date begins, without a deploy (the publisher's scheduler).
 */
import { and, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { jobOpenings } from '../db/schema';

/** The SQL condition an open opening meets at `now` (default: the database's clock). */
export function openJobOpening(now?: Date): SQL {
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  return and(
    isNull(jobOpenings.deletedAt),
    isNotNull(jobOpenings.visibleFrom),
    lte(jobOpenings.visibleFrom, at),
    sql`${jobOpenings.closingDate} >= (${at} at time zone 'UTC')::date`,
  )!;
}
