/**
 * `npm run seed:large [-- --users N --organisations N --activity N --articles N]`: fills the database the
 * server uses (DATABASE_URL + DATABASE_SCHEMA, else PGlite in DATA_DIR; the same environment as
 * the server) with the large benchmark data set of server/db/seed-large.ts, after migrating and
 * seeding the reference data. Idempotent: a second run inserts nothing. Progress bars on stderr
 * (cli-progress; plain lines when stderr is not a terminal); every generated user signs in with SEED_LARGE_PASSWORD (default
 * `large-seed-password`). `--articles N` (default 0) adds N generated articles published in seven
 * languages (server/db/seed-articles.ts, for `npm run bench:publish`). Stop the server first when it
 * runs on PGlite (one process per folder).
 */
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seed } from '../server/db/seed';
import { LARGE_SEED_DEFAULTS, seedLarge, type LargeSeedCounts } from '../server/db/seed-large';
import { seedArticles } from '../server/db/seed-articles';

const count = (value: string | undefined, fallback: number, name: string) => {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`--${name} must be a whole number, got "${value}"`);
  return parsed;
};

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { users: { type: 'string' }, organisations: { type: 'string' }, activity: { type: 'string' }, articles: { type: 'string' } } });
  const articleCount = count(values.articles, 0, 'articles');
  const counts: LargeSeedCounts = {
    users: count(values.users, LARGE_SEED_DEFAULTS.users, 'users'),
    organisations: count(values.organisations, LARGE_SEED_DEFAULTS.organisations, 'organisations'),
    activity: count(values.activity, LARGE_SEED_DEFAULTS.activity, 'activity'),
  };
  const config = loadConfig();
  const target = config.databaseUrl ? `PostgreSQL${config.databaseSchema ? ` (schema ${config.databaseSchema})` : ''}` : `PGlite in ${config.pgliteDir}`;
  process.stderr.write(`Seeding ${counts.users} users, ${counts.organisations} organisations, ${counts.activity} activity rows into ${target}\n`);

  const handle = await openDatabase({ databaseUrl: config.databaseUrl, databaseSchema: config.databaseSchema, pgliteDir: config.pgliteDir });
  const bars = new cliProgress.MultiBar(
    { format: ' {phase} [{bar}] {percentage}% {value}/{total} {duration_formatted}', hideCursor: true, clearOnComplete: false, stream: process.stderr },
    cliProgress.Presets.shades_classic,
  );
  const bar = new Map<string, cliProgress.SingleBar>();
  const interactive = process.stderr.isTTY === true;
  try {
    const started = Date.now();
    const inserted = await handle.exclusively(async (db) => {
      await seed(db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword });
      return seedLarge(db, {
        ...counts,
        password: process.env.SEED_LARGE_PASSWORD || 'large-seed-password',
        progress(phase, done, total) {
          if (!interactive) {
            // Redirected to a file or CI log: a plain line every tenth instead of redrawn bars.
            const tenth = Math.max(1, Math.ceil(total / 10));
            if (done > 0 && (done === total || Math.floor(done / tenth) !== Math.floor((done - 1) / tenth))) process.stderr.write(`  ${phase}: ${done}/${total}\n`);
            return;
          }
          if (!bar.has(phase)) bar.set(phase, bars.create(total, 0, { phase: phase.padEnd(13) }));
          bar.get(phase)!.update(done);
        },
      });
    });
    if (articleCount > 0) {
      const articlesInserted = await handle.exclusively((db) =>
        seedArticles(db, articleCount, (done, total) => {
          if (done === total || done % 500 === 0) process.stderr.write(`  articles: ${done}/${total}\n`);
        }),
      );
      process.stderr.write(`Inserted ${articlesInserted} articles published in seven languages\n`);
    }
    if (interactive) bars.stop();
    process.stderr.write(
      `Inserted ${inserted.users} users, ${inserted.organisations} organisations, ${inserted.activity} activity rows in ${((Date.now() - started) / 1000).toFixed(1)} s` +
        `${inserted.users + inserted.organisations + inserted.activity === 0 ? ' (everything was there already)' : ''}\n`,
    );
  } finally {
    if (interactive) bars.stop();
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('seed:large failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
