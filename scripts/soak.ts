/**
 * `npm run soak` (docs/decisions.md#production, load): the real server under 100 connections for 60 s with a mix of
 * reads and writes, through autocannon. Each connection repeats: the users list (25 rows), the
 * roles list, one user, a new role (POST, a unique name each time), an update of that
 * connection's own role (PUT) and the health probe. Prints requests, throughput, latency
 * percentiles, non-2xx answers and errors (connection errors and timeouts), then checks that
 * every acknowledged role exists; exits 1 unless there were zero errors and zero non-2xx.
 *
 * Embedded PGlite in a temporary DATA_DIR by default; with DATABASE_URL, PostgreSQL in a fresh
 * schema (dropped at the end). SOAK_SECONDS and SOAK_CONNECTIONS override 60 and 100.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { scratchServer, startServerProcess } from './lib/server-process';

const API = '/api/1.0';
const SECONDS = Number(process.env.SOAK_SECONDS || 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS || 100);
const ADMIN = { email: 'admin@example.com', password: 'soak-admin-password' };

const { env, target, cleanUp } = scratchServer('soak', ADMIN);

async function main() {
  const server = await startServerProcess(env);

  try {
    const signIn = await fetch(`${server.origin}${API}/auth/authenticate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const { bearer_token: bearer, user } = (await signIn.json()) as { bearer_token: string; user: { id: number } };
    const headers = { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' };
    const run = randomBytes(3).toString('hex');
    let created = 0;
    /** The role each connection created last (autocannon's per-connection context). */
    type Context = { roleId?: number };

    console.log(`soak: ${CONNECTIONS} connections for ${SECONDS} s on ${target}; reads and writes mixed`);
    const result = await autocannon({
      url: server.origin,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers,
      requests: [
        { method: 'GET', path: `${API}/users/paged?page_size=25` },
        { method: 'GET', path: `${API}/roles/paged?page_size=10` },
        { method: 'GET', path: `${API}/users/${user.id}` },
        {
          method: 'POST',
          path: `${API}/roles`,
          setupRequest: (request) => ({ ...request, body: JSON.stringify({ name: `soak ${run} ${++created}`, description: 'Created under load' }) }),
          onResponse: (status, body, context: Context) => {
            if (status === 201) context.roleId = (JSON.parse(body) as { id: number }).id;
          },
        },
        {
          method: 'PUT',
          setupRequest: (request, context: Context) => ({
            ...request,
            path: `${API}/roles/${context.roleId}`,
            body: JSON.stringify({ name: `soak ${run} updated ${context.roleId}`, description: `Updated at ${Date.now()}` }),
          }),
        },
        { method: 'GET', path: '/api/health' },
      ],
    });

    const rolesAfter = (await (await fetch(`${server.origin}${API}/roles/paged?page_size=1&search_term=${encodeURIComponent(`soak ${run}`)}`, { headers })).json()) as { total_count: number };
    const errors = result.errors + result.timeouts;
    console.log(
      `soak result: ${result.requests.total} requests in ${result.duration} s (${Math.round(result.requests.average)} req/s); ` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
        `2xx ${result['2xx']}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}; ` +
        `roles written ${rolesAfter.total_count} (POSTs sent ${created})`,
    );
    if (errors > 0 || result.non2xx > 0) process.exitCode = 1;
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await cleanUp();
  }
}

await main();
