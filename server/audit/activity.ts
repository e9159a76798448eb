/**
 * Writing the activity log (docs/architecture.md#data-model, docs/decisions.md#accounts): one append-only row per create,
 * update, delete, restore and state change made through the admin API — in the same
 * transaction as the change — and per sign-in, failed sign-in, sign-out and password reset,
 * with the caller's IP and user agent. Changed fields are kept as `{field: [before, after]}`;
 * fields that look like secrets (passwords, hashes, tokens, secrets, recovery codes) are never
 * written, whatever the resource.
 */
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { activity, type ActivityAction } from '../db/schema';

/** `{field: [before, after]}` of the fields that changed. */
export type Changes = Record<string, [unknown, unknown]>;

/** Field names never written to the log (OWASP Logging Cheat Sheet: never log secrets). */
const SECRET_FIELD = /password|hash|token|secret|recovery|otp/i;

/** Fields that change on every write and say nothing of what was done. */
const NOISE_FIELDS = new Set(['id', 'updatedAt']);

/** What one log row records besides who and from where. */
export interface ActivityEntry {
  action: ActivityAction;
  resource: string;
  recordId?: number | null;
  changes?: Changes | null;
  /**
   * Defaults to the request's principal. Null for a failed authentication (nobody was
   * authenticated): what the caller typed goes in `changes`, never here.
   */
  actorId?: number | null;
  actorName?: string | null;
  /** The organisation the change belongs to (an organisation, or a module, feature or membership of one). */
  organisationId?: number | null;
}

/**
 * The fields whose values differ between `before` and `after` (either may be absent: a create
 * has no before, a delete no after), secrets and noise left out; null when nothing changed.
 */
export function diffChanges(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): Changes | null {
  const changes: Changes = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (SECRET_FIELD.test(key) || NOISE_FIELDS.has(key)) continue;
    const was = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[key] = [was, now];
  }
  return Object.keys(changes).length ? changes : null;
}

/** Appends one row on `db` (the write's transaction, when there is one). */
export async function recordActivity(db: Database, request: FastifyRequest | null, entry: ActivityEntry): Promise<void> {
  const principal = request?.principal ?? null;
  await db.insert(activity).values({
    action: entry.action,
    resource: entry.resource,
    recordId: entry.recordId ?? null,
    organisationId: entry.organisationId ?? null,
    changes: entry.changes ?? null,
    actorId: entry.actorId !== undefined ? entry.actorId : (principal?.userId ?? null),
    actorName: entry.actorName !== undefined ? entry.actorName : (principal?.name ?? null),
    ip: request?.ip ?? null,
    userAgent: request?.headers['user-agent']?.slice(0, 500) ?? null,
  });
}
