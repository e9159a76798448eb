/** Query building shared by the paged endpoints (docs/architecture.md#api-conventions). */
import { asc, desc, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Paged } from '../../src/shared/api';

/** Case-insensitive "contains" over `columns` (or expressions); LIKE wildcards in `term` match literally. */
export function searchCondition(term: string, columns: readonly (PgColumn | SQL)[]): SQL | undefined {
  const trimmed = term.trim();
  if (!trimmed || columns.length === 0) return undefined;
  const pattern = `%${trimmed.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** ORDER BY `column` in `order`, then by `id` so that pages never overlap. */
export function orderBy(column: PgColumn, order: 'asc' | 'desc', id: PgColumn): SQL[] {
  const direction = order === 'desc' ? desc : asc;
  return column === id ? [direction(id)] : [direction(column), direction(id)];
}

/** LIMIT/OFFSET for a 1-based page. */
export const pageWindow = (currentPage: number, pageSize: number) => ({ limit: pageSize, offset: (currentPage - 1) * pageSize });

/** The paged answer body. */
export function paged<T>(items: T[], totalCount: number, currentPage: number, pageSize: number): Paged<T> {
  return {
    items,
    current_page: currentPage,
    page_size: pageSize,
    total_count: totalCount,
    total_pages: Math.ceil(totalCount / pageSize),
  };
}

/** A row with Date values as ISO 8601 strings, ready for a JSON response. */
export function toJson<T extends Record<string, unknown>>(row: T): { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] } {
  const json: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) json[key] = value instanceof Date ? value.toISOString() : value;
  return json as never;
}
