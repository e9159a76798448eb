/**
 * The CSV import of users (docs/decisions.md#accounts) without React: reading the file with papaparse (loaded
 * lazily, only when a file is picked), mapping role and organisation names to ids, checking
 * each row as the invite form would (docs/requirements.md#r5 messages) plus what only a file can get wrong
 * (unknown names, an email or username twice in the file, a broken line), then the server's
 * dry run of the same rows (addresses and usernames already taken, roles one may not grant),
 * and writing the failed rows back to CSV.
 */
import type { NamedRef } from '../../../shared/api';
import { readRuleMessage, userFormSchema } from '../userForm';
import { MAX_BULK_ROWS, type BulkRowResult, type InvitationRequest } from '../invitation';
import { ValidationError } from 'yup';

/** The columns a file may have; the first four are required. */
export const IMPORT_COLUMNS = ['firstName', 'lastName', 'email', 'userName', 'roles', 'organisations'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const REQUIRED_COLUMNS: readonly ImportColumn[] = ['firstName', 'lastName', 'email', 'userName'];

/** Several roles or organisations in one cell are separated by `;` or `|`. */
const NAME_SEPARATOR = /[;|]/;

/** Header spellings accepted for each column (compared lower-case without spaces, `_` or `-`). */
const HEADER_ALIASES: Readonly<Record<string, ImportColumn>> = {
  firstname: 'firstName',
  lastname: 'lastName',
  email: 'email',
  emailaddress: 'email',
  username: 'userName',
  roles: 'roles',
  role: 'roles',
  organisations: 'organisations',
  organisation: 'organisations',
  organizations: 'organisations',
  organization: 'organisations',
};

/** The column a header names, or null for a column the import does not read. */
export function columnOf(header: string): ImportColumn | null {
  return HEADER_ALIASES[header.trim().toLowerCase().replace(/[\s_-]+/g, '')] ?? null;
}

/** One problem of a row: an i18n key with its values, and the column it concerns. */
export interface ImportProblem {
  column?: ImportColumn;
  message: string;
  params?: Record<string, string | number>;
}

/** One data row of the file as read, resolved and checked. */
export interface ImportRow {
  /** 1 for the first row under the header. */
  row: number;
  /** The file's cells under their original headers (for the failed-rows download). */
  cells: Record<string, string>;
  firstName: string;
  lastName: string;
  email: string;
  userName: string;
  roleNames: string[];
  organisationNames: string[];
  roleIds: number[];
  organisationIds: number[];
  problems: ImportProblem[];
  /**
   * The server's answer for this row in the dry run of the preview (`register-bulk?dryRun=true`):
   * 201 when sending would invite the user, else the status and reasons the real run would give.
   * Absent for rows with problems of their own (not checked) or when the dry run failed.
   */
  check?: { status: BulkRowResult['status']; errors?: { field?: string; reason: string }[] };
}

/** Whether a row is sent: no problems of its own and not refused by the server's dry run. */
export const isReady = (row: ImportRow) => row.problems.length === 0 && (row.check === undefined || row.check.status === 201);

/** The rows with the dry run's answers: `results[i]` answers the i-th of the `checked` rows. */
export function withDryRun(rows: readonly ImportRow[], checked: readonly ImportRow[], results: readonly BulkRowResult[]): ImportRow[] {
  const byChecked = new Map(checked.map((row, index) => [row.row, results.find((result) => result.row === index + 1)]));
  return rows.map((row) => {
    const result = byChecked.get(row.row);
    return result ? { ...row, check: { status: result.status, ...(result.errors ? { errors: result.errors } : {}) } } : row;
  });
}

/** A file read for the preview, or why it cannot be imported at all. */
export type ParsedFile =
  | { ok: true; headers: string[]; rows: ImportRow[] }
  | { ok: false; message: string; params?: Record<string, string | number> };

/** Names of a roles/organisations cell: split on `;` or `|`, trimmed, empty ones dropped, each once. */
export function splitNames(cell: string | undefined): string[] {
  const names = (cell ?? '').split(NAME_SEPARATOR).map((name) => name.trim()).filter(Boolean);
  return [...new Map(names.map((name) => [name.toLowerCase(), name])).values()];
}

const key = (text: string) => text.trim().toLowerCase();

/** Maps names to the ids of `choices` (case-insensitive); unknown names are returned apart. */
function resolveNames(names: readonly string[], choices: readonly NamedRef[]): { ids: number[]; unknown: string[] } {
  const byName = new Map(choices.map((choice) => [key(choice.name), choice.id]));
  const ids: number[] = [];
  const unknown: string[] = [];
  for (const name of names) {
    const id = byName.get(key(name));
    if (id === undefined) unknown.push(name);
    else if (!ids.includes(id)) ids.push(id);
  }
  return { ids, unknown };
}

const FORM_FIELDS = ['firstName', 'lastName', 'email', 'userName'] as const;

/** The invite form's rules (docs/requirements.md#r5) on one row's values: one problem per failing field. */
function formProblems(values: Record<(typeof FORM_FIELDS)[number], string>): ImportProblem[] {
  try {
    userFormSchema('invite').validateSync(values, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const seen = new Set<string>();
    const problems: ImportProblem[] = [];
    for (const issue of error.inner.length ? error.inner : [error]) {
      if (!issue.path || seen.has(issue.path)) continue;
      seen.add(issue.path);
      problems.push({ column: issue.path as ImportColumn, ...readRuleMessage(issue.message) });
    }
    // The form's field order, whatever order yup reports in.
    return problems.sort((a, b) => FORM_FIELDS.indexOf(a.column as never) - FORM_FIELDS.indexOf(b.column as never));
  }
}

/**
 * The file's records (objects keyed by header) as checked rows: the docs/requirements.md#r5 rules, role and
 * organisation names known to the API (the picker lists), and no email or username used by an
 * earlier row of the file. `brokenRows` are 0-based indexes papaparse could not split as the
 * header says.
 */
export function buildImportRows(
  records: readonly Record<string, string | undefined>[],
  headers: readonly string[],
  lookups: { roles: readonly NamedRef[]; organisations: readonly NamedRef[] },
  brokenRows: ReadonlySet<number> = new Set(),
): ImportRow[] {
  const headerOf = new Map<ImportColumn, string>();
  for (const header of headers) {
    const column = columnOf(header);
    if (column && !headerOf.has(column)) headerOf.set(column, header);
  }
  const cell = (record: Record<string, string | undefined>, column: ImportColumn) => String(record[headerOf.get(column) ?? ''] ?? '').trim();
  const firstRowOf = { email: new Map<string, number>(), userName: new Map<string, number>() };

  return records.map((record, index) => {
    const row = index + 1;
    const values = { firstName: cell(record, 'firstName'), lastName: cell(record, 'lastName'), email: cell(record, 'email'), userName: cell(record, 'userName') };
    const roleNames = splitNames(cell(record, 'roles'));
    const organisationNames = splitNames(cell(record, 'organisations'));
    const roles = resolveNames(roleNames, lookups.roles);
    const organisations = resolveNames(organisationNames, lookups.organisations);
    const problems: ImportProblem[] = [];
    if (brokenRows.has(index)) problems.push({ message: 'users.import.problems.columns' });
    problems.push(...formProblems(values));
    for (const name of roles.unknown) problems.push({ column: 'roles', message: 'users.import.problems.unknownRole', params: { name } });
    for (const name of organisations.unknown) problems.push({ column: 'organisations', message: 'users.import.problems.unknownOrganisation', params: { name } });
    for (const field of ['email', 'userName'] as const) {
      if (!values[field]) continue;
      const first = firstRowOf[field].get(key(values[field]));
      if (first === undefined) firstRowOf[field].set(key(values[field]), row);
      else problems.push({ column: field, message: `users.import.problems.duplicate.${field}`, params: { row: first } });
    }
    const cells = Object.fromEntries(headers.map((header) => [header, String(record[header] ?? '')]));
    return { row, cells, ...values, roleNames, organisationNames, roleIds: roles.ids, organisationIds: organisations.ids, problems };
  });
}

/** papaparse, loaded on first use (it is needed only on the import screen). */
const loadPapa = () => import('papaparse').then((module) => module.default ?? module);

/**
 * Reads a CSV text (header row first) into checked rows; a file without the required columns,
 * without rows or with more than the API takes at once is refused as a whole.
 */
export async function parseUsersCsv(text: string, lookups: { roles: readonly NamedRef[]; organisations: readonly NamedRef[] }): Promise<ParsedFile> {
  const Papa = await loadPapa();
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const headers = (result.meta.fields ?? []).filter((header) => header !== '');
  const present = new Set(headers.map(columnOf));
  const missing = REQUIRED_COLUMNS.filter((column) => !present.has(column));
  if (missing.length) return { ok: false, message: 'users.import.errors.missingColumns', params: { columns: missing.join(', ') } };
  if (result.data.length === 0) return { ok: false, message: 'users.import.errors.noRows' };
  if (result.data.length > MAX_BULK_ROWS) return { ok: false, message: 'users.import.errors.tooManyRows', params: { max: MAX_BULK_ROWS, count: result.data.length } };
  const broken = new Set(result.errors.filter((error) => typeof error.row === 'number').map((error) => error.row as number));
  return { ok: true, headers, rows: buildImportRows(result.data, headers, lookups, broken) };
}

/** The invitation sent for a row without problems. */
export function toBulkUser(row: ImportRow): InvitationRequest {
  const user: InvitationRequest = { firstName: row.firstName, lastName: row.lastName, email: row.email, userName: row.userName };
  if (row.roleIds.length) user.roleIds = row.roleIds;
  if (row.organisationIds.length) user.organisationIds = row.organisationIds;
  return user;
}

/** A row's outcome after sending: not sent (its own problems), or the server's answer for it. */
export interface ImportOutcome {
  row: ImportRow;
  /** The server's status; absent for rows that were not sent. */
  status?: BulkRowResult['status'];
  /** The created user's id (status 201). */
  id?: number;
  /** The server's reasons (status other than 201). */
  errors?: { field?: string; reason: string }[];
}

/**
 * Every row of the file with its outcome; `results[i]` answers the i-th sent row. A row the dry
 * run refused was not sent and keeps the dry run's status and reasons, as the preview showed.
 */
export function outcomesOf(rows: readonly ImportRow[], sent: readonly ImportRow[], results: readonly BulkRowResult[]): ImportOutcome[] {
  const bySent = new Map(sent.map((row, index) => [row.row, results.find((result) => result.row === index + 1)]));
  return rows.map((row) => {
    const result = bySent.get(row.row);
    if (!result && row.problems.length === 0 && row.check && row.check.status !== 201) return { row, status: row.check.status, errors: row.check.errors };
    if (!result) return { row };
    return { row, status: result.status, id: result.id, errors: result.errors };
  });
}

/** Whether an outcome is a user created. */
export const isCreated = (outcome: ImportOutcome) => outcome.status === 201;

/**
 * The failed rows as CSV: the file's own columns as they came, then a column with every reason
 * (translated problems, the server's reasons); cells that a spreadsheet would run as formulas
 * are escaped.
 */
export async function failedRowsCsv(headers: readonly string[], failed: readonly { cells: Record<string, string>; reasons: string[] }[], reasonsHeader: string): Promise<string> {
  const Papa = await loadPapa();
  return Papa.unparse(
    { fields: [...headers, reasonsHeader], data: failed.map(({ cells, reasons }) => [...headers.map((header) => cells[header] ?? ''), reasons.join('; ')]) },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

/** A file to start from: the header and one example row. */
export const TEMPLATE_CSV = 'firstName,lastName,email,userName,roles,organisations\r\nAna,Jovanović,ana.jovanovic@example.com,ana.jovanovic,Viewer,Dunav Soft d.o.o.\r\n';
