/**
 * The reference servers of `npm run bench:api`, each started in a child process:
 * `node --import tsx bench/floor-servers.ts <kind> <port>` with kind
 * - `hello`: a Fastify hello world (the framework's ceiling on this machine);
 * - `bare`: Fastify + node-postgres on PostgreSQL (DATABASE_URL, DATABASE_SCHEMA) or on PGlite
 *   (PGLITE_DIR) set up as the product sets it up (server/db/pglite-server.ts: a worker thread
 *   behind a Unix socket, one pool connection; docs/decisions.md#embedded-database), answering
 *   `GET /users/paged` with the four statements the product's first page of users sorted by
 *   last name ran before estimated totals (an exact count, page, roles, organisations), as
 *   prepared statements, without authentication, validation or ORM;
 * - `list`: the same driver answering `GET /users/paged` with the statements the product runs
 *   now (docs/decisions.md#list-totals): the count up to 1 001 rows and the page, then the
 *   planner's estimate (EXPLAIN) when more match, the roles and the organisations;
 * - `by-id`: the same driver answering `GET /users/:id` with the product's three statements (the
 *   user, roles, organisations): the floors of this stack for (c) and (e).
 * Prints `listening` on stdout when ready.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { embeddedPoolConfig, startEmbeddedServer } from '../server/db/pglite-server';

const [kind, portText] = process.argv.slice(2);
const port = Number(portText);

/** The statements of GET /users/paged?page_size=25 (sort by last name), as drizzle builds them. */
const COUNT = 'select count(*)::int as count from users where users.deleted_at is null';
const COUNT_UP_TO_LIMIT = 'select count(*)::int as count from (select 1 from users where users.deleted_at is null limit 1001) matching';
const ESTIMATE = 'explain (format json) select 1 from users where users.deleted_at is null';
const BY_IDS = `select id, first_name, last_name, email, user_name, gender, date_of_birth, is_active, request_password_change, last_login_at,
  invited_at, invitation_accepted_at, two_factor_enabled, created_at, updated_at, deleted_at from users where users.id = any($1::int[])`;
const PAGE = `select id, first_name, last_name, email, user_name, gender, date_of_birth, is_active, request_password_change, last_login_at,
  invited_at, invitation_accepted_at, two_factor_enabled, created_at, updated_at, deleted_at
  from users where users.deleted_at is null order by users.last_name asc, users.id asc limit $1 offset $2`;
const ROLES = `select user_roles.user_id, roles.id, roles.name from user_roles inner join roles on roles.id = user_roles.role_id
  where user_roles.user_id = any($1) and roles.deleted_at is null order by roles.name asc`;
const ORGANISATIONS = `select user_organisations.user_id, organisations.id, organisations.name from user_organisations
  inner join organisations on organisations.id = user_organisations.organisation_id
  where user_organisations.user_id = any($1) and organisations.deleted_at is null order by organisations.name asc`;

type Query = (name: string, text: string, values: unknown[]) => Promise<Record<string, unknown>[]>;

/** Closes the database opened by {@link openQuery} (the embedded one's thread and lock too). */
let closeDatabase: () => Promise<void> = async () => undefined;

async function openQuery(): Promise<Query> {
  let pool: pg.Pool;
  if (process.env.DATABASE_URL) {
    const schema = process.env.DATABASE_SCHEMA;
    pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, ...(schema ? { options: `-c search_path=${schema},public` } : {}) });
    closeDatabase = () => pool.end();
  } else {
    const server = await startEmbeddedServer(process.env.PGLITE_DIR!);
    pool = new pg.Pool(embeddedPoolConfig(server));
    closeDatabase = () => pool.end().finally(() => server.close());
  }
  return async (name, text, values) => (await pool.query({ name, text, values })).rows;
}

/** `rows` with their roles and organisations (two prepared statements for any number of rows). */
async function withLinks(query: Query, rows: Record<string, unknown>[]) {
  const ids = rows.map((row) => row.id);
  const [roles, organisations] = await Promise.all([query('roles', ROLES, [ids]), query('organisations', ORGANISATIONS, [ids])]);
  const refs = (links: Record<string, unknown>[], id: unknown) => links.filter((link) => link.user_id === id).map((link) => ({ id: link.id, name: link.name }));
  return rows.map((row) => ({ ...row, roles: refs(roles, row.id), organisations: refs(organisations, row.id) }));
}

/** "Plan Rows" of an EXPLAIN (FORMAT JSON) answer (a JSON value or its text). */
function planRows(rows: Record<string, unknown>[]): number {
  const cell = Object.values(rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

const pageBody = (items: unknown[], total: number, exact: boolean) => ({
  items,
  current_page: 1,
  page_size: 25,
  total_count: total,
  total_pages: Math.ceil(total / 25),
  total_exact: exact,
});

const app = Fastify({ logger: false });
if (kind === 'hello') {
  app.get('/', async () => ({ hello: 'world' }));
} else if (kind === 'bare') {
  const query = await openQuery();
  app.get('/users/paged', async () => {
    const [[{ count }], rows] = await Promise.all([query('count', COUNT, []), query('page', PAGE, [25, 0])]);
    return pageBody(await withLinks(query, rows), Number(count), true);
  });
} else if (kind === 'list') {
  const query = await openQuery();
  app.get('/users/paged', async () => {
    const [[{ count }], rows] = await Promise.all([query('count_up_to_limit', COUNT_UP_TO_LIMIT, []), query('page', PAGE, [25, 0])]);
    const counted = Number(count);
    const [total, items] = await Promise.all([
      counted <= 1000 ? counted : query('', ESTIMATE, []).then((plan) => planRows(plan)),
      withLinks(query, rows),
    ]);
    return pageBody(items, Math.max(total, counted), counted <= 1000);
  });
} else if (kind === 'by-id') {
  const query = await openQuery();
  app.get<{ Params: { id: string } }>('/users/:id', async (request, reply) => {
    const rows = await query('by_ids', BY_IDS, [[Number(request.params.id)]]);
    if (rows.length === 0) return reply.status(404).send({ message: 'Not found' });
    return (await withLinks(query, rows))[0];
  });
} else {
  throw new Error(`unknown server kind "${kind}" (hello, bare, list or by-id)`);
}
await app.listen({ host: '127.0.0.1', port });
process.stdout.write('listening\n');
process.on('SIGTERM', () => void app.close().then(closeDatabase).then(() => process.exit(0)));
