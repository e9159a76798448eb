/**
 * Prepared statements for hot queries (docs/decisions.md#list-totals, "Less work per request"):
 * a Drizzle query built once with `sql.placeholder` values and `.prepare(name)` skips rebuilding
 * its SQL text on every request, and node-postgres sends it as a named statement that each pooled
 * connection parses once.
 */
import type { Database } from './client';

/**
 * `build` run once per database object and remembered: the main database (the pool) gets its
 * prepared queries once for the process; a transaction (a database object of its own, short
 * lived) builds its own, which the WeakMap lets go with it. Named statements keep their names
 * and text on every connection, so a transaction's client reuses one it already parsed.
 */
export function preparedPer<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let queries = built.get(db);
    if (queries === undefined) {
      queries = build(db);
      built.set(db, queries);
    }
    return queries;
  };
}
