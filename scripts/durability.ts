/**
 * `npm run test:durability` (docs/decisions.md#production, faults): kill -9 during a write storm, then check that
 * every acknowledged write survived. Five rounds on one database: start the real server (or
 * restart it on the data of the previous round), sign in, create roles from 16 concurrent
 * writers, record every id answered 2xx, SIGKILL the process at a random moment between 0.3 and
 * 2.5 s into the storm, restart it, and look every acknowledged id up (`GET /roles/{id}`, name
 * compared). Prints acknowledged vs found per round and in total; exits 1 if any is missing.
 *
 * Embedded PGlite in a temporary DATA_DIR by default; with DATABASE_URL, PostgreSQL in a fresh
 * schema (DATABASE_SCHEMA durability_<random>, dropped at the end). ROUNDS and WRITERS override
 * the counts.
 */
import { randomInt } from 'node:crypto';
import { scratchServer, startServerProcess, type ServerProcess } from './lib/server-process';

const API = '/api/1.0';
const ROUNDS = Number(process.env.ROUNDS || 5);
const WRITERS = Number(process.env.WRITERS || 16);
const ADMIN = { email: 'admin@example.com', password: 'durability-admin-password' };

const { env, target, cleanUp } = scratchServer('durability', ADMIN);

async function signIn(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.origin}${API}/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { bearer_token: string }).bearer_token;
}

/** Writes roles until the process dies; returns what was acknowledged and what failed in flight. */
async function storm(server: ServerProcess, bearer: string, round: number) {
  const acknowledged = new Map<number, string>();
  let failed = 0;
  let refused = 0;
  let stop = false;
  let sequence = 0;
  const writer = async (w: number) => {
    while (!stop) {
      const name = `durability r${round} w${w} #${++sequence}`;
      try {
        const response = await fetch(`${server.origin}${API}/roles`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
          body: JSON.stringify({ name, description: `Written in round ${round}` }),
        });
        const body = (await response.json()) as { id?: number };
        if (response.ok && typeof body.id === 'number') acknowledged.set(body.id, name);
        else refused++;
      } catch {
        failed++; // Connection cut by the kill: not acknowledged.
        if (server.child.exitCode !== null || server.child.signalCode !== null) stop = true;
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
  const killAfter = randomInt(300, 2_500);
  await new Promise((resolve) => setTimeout(resolve, killAfter));
  server.child.kill('SIGKILL');
  await server.exited;
  stop = true;
  await Promise.all(writers);
  return { acknowledged, failed, refused, killAfter };
}

async function verify(server: ServerProcess, bearer: string, acknowledged: Map<number, string>) {
  let found = 0;
  const missing: number[] = [];
  const ids = [...acknowledged.keys()];
  for (let i = 0; i < ids.length; i += 16) {
    await Promise.all(
      ids.slice(i, i + 16).map(async (id) => {
        const response = await fetch(`${server.origin}${API}/roles/${id}`, { headers: { authorization: `Bearer ${bearer}` } });
        const role = response.ok ? ((await response.json()) as { name: string }) : undefined;
        if (role?.name === acknowledged.get(id)) found++;
        else missing.push(id);
      }),
    );
  }
  return { found, missing };
}

async function main() {
  console.log(`kill -9 during a write storm: ${ROUNDS} rounds, ${WRITERS} concurrent writers, ${target}`);
  let server = await startServerProcess(env);
  let bearer = await signIn(server);
  let totalAcknowledged = 0;
  let totalFound = 0;
  const allAcknowledged = new Map<number, string>();
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const { acknowledged, failed, refused, killAfter } = await storm(server, bearer, round);
      const restartStarted = performance.now();
      server = await startServerProcess(env);
      const restartMs = Math.round(performance.now() - restartStarted);
      bearer = await signIn(server);
      const { found, missing } = await verify(server, bearer, acknowledged);
      for (const [id, name] of acknowledged) allAcknowledged.set(id, name);
      totalAcknowledged += acknowledged.size;
      totalFound += found;
      console.log(
        `round ${round}: killed after ${killAfter} ms; acknowledged ${acknowledged.size}, found after restart ${found}` +
          `${missing.length ? `, MISSING ${missing.join(',')}` : ''}; requests cut or refused by the dead process ${failed}, answered non-2xx ${refused}; restart ${restartMs} ms`,
      );
    }
    // Earlier rounds' writes survive the later kills too.
    const { found: stillThere } = await verify(server, bearer, allAcknowledged);
    console.log(`total: acknowledged ${totalAcknowledged}, found ${totalFound} (all rounds checked again at the end: ${stillThere}/${allAcknowledged.size})`);
    if (totalFound !== totalAcknowledged || stillThere !== allAcknowledged.size) process.exitCode = 1;
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await cleanUp();
  }
}

await main();
