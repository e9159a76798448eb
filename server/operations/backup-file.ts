/**
 * The backup file (docs/decisions.md#backup): one gzip stream of NDJSON lines,
 *
 *   1. the {@link Manifest} (format, schema version, engine, when, every table with its columns and rows),
 *   2. per table, in the manifest's order, a `{"table": name, "rows": n}` line and its n rows,
 *      each the `row_to_json` of its stored (not generated) columns,
 *   3. an `{"end": true, "tables": t, "rows": r}` line.
 *
 * Written atomically ({@link writeAtomically}): to a temporary file beside the target, fsync'd,
 * then renamed over the target name, so that the name only ever holds a complete backup.
 * Read line by line ({@link readLines}) with bounded memory; a damaged or cut file fails with
 * {@link DamagedBackup} (gzip's CRC and length, JSON, and the counts of the manifest).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { Readable, pipeline } from 'node:stream';
import { pipeline as pipelineAsync } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { Type, type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { OperationRefused } from './database';

/** What the first line names the format. */
export const BACKUP_FORMAT = 'company-site-backup';
/** The format's version: a reader refuses a version it does not know. */
export const BACKUP_FORMAT_VERSION = 1;

const SchemaVersionShape = Type.Object({
  migration: Type.Union([Type.String(), Type.Null()]),
  when: Type.Integer({ minimum: 0 }),
  hash: Type.String(),
});

const ManifestShape = Type.Object({
  format: Type.Literal(BACKUP_FORMAT),
  formatVersion: Type.Integer({ minimum: 1 }),
  createdAt: Type.String(),
  engine: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
  serverVersion: Type.String(),
  schemaVersion: SchemaVersionShape,
  tables: Type.Array(
    Type.Object({
      name: Type.String({ minLength: 1 }),
      columns: Type.Array(Type.Object({ name: Type.String({ minLength: 1 }), type: Type.String() }), { minItems: 1 }),
      rows: Type.Integer({ minimum: 0 }),
    }),
  ),
});

/** The backup's first line. */
export type Manifest = Static<typeof ManifestShape>;

const TableHeaderShape = Type.Object({ table: Type.String(), rows: Type.Integer({ minimum: 0 }) });
const EndShape = Type.Object({ end: Type.Literal(true), tables: Type.Integer({ minimum: 0 }), rows: Type.Integer({ minimum: 0 }) });
const checkManifest = Compile(ManifestShape);
const checkTableHeader = Compile(TableHeaderShape);
const checkEnd = Compile(EndShape);

/** The file is not a complete backup of this format: cut, altered, or something else. */
export class DamagedBackup extends OperationRefused {
  override name = 'DamagedBackup';
}

/** `line` parsed and checked as a manifest; throws {@link DamagedBackup} (or OperationRefused for a newer format). */
export function parseManifest(line: string | undefined, path: string): Manifest {
  const value = parseLine(line, path, 'its manifest (first line)');
  if (typeof value === 'object' && value !== null && (value as { format?: unknown }).format === BACKUP_FORMAT) {
    const version = (value as { formatVersion?: unknown }).formatVersion;
    if (typeof version === 'number' && version > BACKUP_FORMAT_VERSION) {
      throw new OperationRefused(`${path} is a backup of format version ${version}; this code reads version ${BACKUP_FORMAT_VERSION}. Restore it with the newer application that wrote it.`);
    }
  }
  if (!checkManifest.Check(value)) throw new DamagedBackup(`${path} is not a backup of this application (its first line is not a ${BACKUP_FORMAT} manifest).`);
  return value;
}

/** A table's header line, checked against the table expected next. */
export function parseTableHeader(line: string | undefined, path: string, expected: { name: string; rows: number }): void {
  const value = parseLine(line, path, `the header of table ${expected.name}`);
  if (!checkTableHeader.Check(value) || value.table !== expected.name || value.rows !== expected.rows) {
    throw new DamagedBackup(`${path} is damaged: expected the rows of table ${expected.name} (${expected.rows}) next.`);
  }
}

/** The end line, checked against the manifest's totals. */
export function parseEnd(line: string | undefined, path: string, manifest: Manifest): void {
  const value = parseLine(line, path, 'its end line');
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  if (!checkEnd.Check(value) || value.tables !== manifest.tables.length || value.rows !== rows) {
    throw new DamagedBackup(`${path} is damaged: its end does not match its manifest.`);
  }
}

/** The lines of the manifest's table header and end, as written. */
export const tableHeaderLine = (name: string, rows: number): string => JSON.stringify({ table: name, rows });
export const endLine = (tables: number, rows: number): string => JSON.stringify({ end: true, tables, rows });

function parseLine(line: string | undefined, path: string, what: string): unknown {
  if (line === undefined) throw new DamagedBackup(`${path} is incomplete: it ends before ${what}.`);
  try {
    return JSON.parse(line);
  } catch {
    throw new DamagedBackup(`${path} is damaged: ${what} is not JSON.`);
  }
}

/**
 * The decompressed lines of the backup at `path`, one at a time (memory: one line and one
 * chunk). Throws {@link DamagedBackup} when the file is not gzip, is cut short or fails gzip's
 * check, and OperationRefused when it cannot be read.
 */
export async function* readLines(path: string): AsyncGenerator<string> {
  const gunzip = createGunzip();
  // The callback form returns the last stream; an error anywhere destroys it with that error.
  const stream = pipeline(createReadStream(path), gunzip, () => undefined);
  stream.setEncoding('utf8');
  // A line may span many chunks (a picture's row is megabytes): keep its parts, join once.
  let parts: string[] = [];
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      let start = 0;
      let newline = chunk.indexOf('\n');
      while (newline >= 0) {
        parts.push(chunk.slice(start, newline));
        yield parts.join('');
        parts = [];
        start = newline + 1;
        newline = chunk.indexOf('\n', start);
      }
      if (start < chunk.length) parts.push(chunk.slice(start));
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR') throw new OperationRefused(`Cannot read ${path}: ${(error as Error).message}`);
    throw new DamagedBackup(`${path} is damaged or incomplete (${(error as Error).message}).`, { cause: error });
  } finally {
    stream.destroy();
  }
  if (parts.length > 0) yield parts.join('');
}

/** The backup's manifest alone (reads only the start of the file). */
export async function readManifest(path: string): Promise<Manifest> {
  const lines = readLines(path);
  try {
    const first = await lines.next();
    return parseManifest(first.done ? undefined : first.value, path);
  } finally {
    await lines.return(undefined);
  }
}

/** The temporary name a backup to `target` is written under until complete (beside it, so the rename stays in one file system). */
export const partialName = (target: string, pid = process.pid): string => join(dirname(target), `.${basename(target)}.${pid}.partial`);

/**
 * Writes the gzip'd `lines` (each given without its newline) to `path` atomically: into
 * {@link partialName} (created exclusively), fsync'd, renamed to `path` (replacing an older
 * file of that name only once the new one is complete; the folder is created if missing), and the folder fsync'd so the rename
 * survives a crash. On any failure the temporary file is removed and `path` is untouched; a
 * process killed midway leaves only the temporary file, which the next backup to the same
 * name removes. Returns the absolute path.
 */
export async function writeAtomically(path: string, lines: AsyncIterable<string>): Promise<string> {
  const target = resolve(path);
  await mkdir(dirname(target), { recursive: true });
  await removeAbandoned(target);
  const temporary = partialName(target);
  try {
    const withNewlines = Readable.from(
      (async function* () {
        for await (const line of lines) yield `${line}\n`;
      })(),
    );
    await pipelineAsync(withNewlines, createGzip(), createWriteStream(temporary, { flags: 'wx' }));
    // fsync through a second descriptor: it flushes the file, whichever descriptor wrote it.
    const file = await open(temporary, 'r');
    try {
      await file.sync();
    } finally {
      await file.close();
    }
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  await rename(temporary, target);
  const folder = await open(dirname(target), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
  return target;
}

/** Removes temporary files of earlier backups to `target` whose process is gone (killed midway). */
async function removeAbandoned(target: string): Promise<void> {
  const prefix = `.${basename(target)}.`;
  for (const name of await readdir(dirname(target))) {
    if (!name.startsWith(prefix) || !name.endsWith('.partial')) continue;
    const pid = Number(name.slice(prefix.length, -'.partial'.length));
    if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || alive(pid)) continue;
    await rm(join(dirname(target), name), { force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
