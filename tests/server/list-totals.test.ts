/**
 * List totals (docs/decisions.md#list-totals): exact up to EXACT_COUNT_LIMIT matching rows, the
 * planner's estimate of the filtered query above it (`total_exact: false`), never below what the
 * page itself proves; small lists keep exact totals. 3 000 generated users (1 500 of them
 * inactive) are inserted and analysed, as a large list in production is.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged, User } from '../../src/shared/api';
import { EXACT_COUNT_LIMIT } from '../../server/routes/paging';
import { setupTestApp } from './helpers';

const t = setupTestApp();
const GENERATED = 3_000;

beforeAll(async () => {
  await t.app.db.execute(sql`
    insert into users (first_name, last_name, email, user_name, password_hash, is_active)
    select 'Total', 'Counted' || lpad(i::text, 5, '0'), 'total' || i || '@totals.example', 'totals' || i, 'x', i % 2 = 0
    from generate_series(1, ${GENERATED}) as i`);
  await t.app.db.execute(sql`analyze users`);
});

const list = async (query: string) => {
  const response = await t.api('GET', `/users/paged?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Paged<User>;
};

describe('list totals', () => {
  it('the limit is below the generated rows, so these tests cross it', () => {
    expect(EXACT_COUNT_LIMIT).toBeLessThan(GENERATED / 2);
  });

  it('estimates a large list from the planner and says so', async () => {
    const body = await list('page_size=25');
    expect(body.total_exact).toBe(false);
    expect(body.total_count).toBeGreaterThan(GENERATED * 0.9);
    expect(body.total_count).toBeLessThan(GENERATED * 1.2);
    expect(body.total_pages).toBe(Math.ceil(body.total_count / 25));
    expect(body.items).toHaveLength(25);
  });

  it('estimates the filtered query, not the table', async () => {
    const inactive = await list('page_size=25&isActive=false');
    expect(inactive.total_exact).toBe(false);
    expect(inactive.total_count).toBeGreaterThan(GENERATED * 0.4);
    expect(inactive.total_count).toBeLessThan(GENERATED * 0.65);
  });

  it('counts exactly when few rows match', async () => {
    const body = await list('page_size=5&search_term=counted0001');
    // Counted00010 … Counted00019.
    expect(body).toMatchObject({ total_count: 10, total_exact: true, total_pages: 2 });
  });

  it('answers the exact total from a short last page', async () => {
    const first = await list('page_size=100&search_term=totals.example');
    expect(first.total_exact).toBe(false);
    const last = await list(`page_size=100&search_term=totals.example&current_page=${GENERATED / 100 + 1}`);
    expect(last.items).toHaveLength(0);
    // 3 000 = 428 pages of 7 and 4 rows on page 429.
    const short = await list('page_size=7&search_term=totals.example&current_page=429');
    expect(short.items).toHaveLength(4);
    expect(short).toMatchObject({ total_count: GENERATED, total_exact: true });
  });

  it('keeps a next page reachable when the estimate is lower than the rows there are', async () => {
    // Page 40 of 100 holds rows 3 901-4 000; with 3 000 generated users and the seeded ones it is
    // beyond the estimate only if the estimate is low: the total never ends before a full page.
    const body = await list('page_size=25&current_page=100&sort_by=id');
    if (body.items.length === 25) expect(body.total_count).toBeGreaterThan(100 * 25);
    const beyond = await list('page_size=25&current_page=1000');
    expect(beyond.items).toHaveLength(0);
  });

  it('keeps exact totals on small lists', async () => {
    const response = await t.api('GET', '/roles/paged?page_size=2');
    expect(response.json()).toMatchObject({ total_exact: true, page_size: 2 });
  });
});
