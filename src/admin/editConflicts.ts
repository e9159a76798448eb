/**
 * Saves refused with 409 while carrying the version (`updatedAt`) the screen read
 * (docs/decisions.md#edits): the data provider reports each one here and the open form's dialog
 * (src/admin/crud/EditConflictDialog.tsx) listens. The dialog reads the record: when its
 * `updatedAt` is no longer the one sent, someone else saved it meanwhile (the API's
 * `editedMeanwhile`, whose answer carries no code of its own, only words in the caller's
 * language), and it offers to compare, reload or keep the changes.
 */
import type { Identifier } from 'react-admin';

/** The record whose save was refused, and the version the save carried. */
export interface EditConflict {
  resource: string;
  id: Identifier;
  version: string;
}

type Listener = (conflict: EditConflict) => void;
const listeners = new Set<Listener>();

/** Tells the listeners when `error`, from saving version `version` of record `id` of `resource`, is a 409. */
export function reportEditConflict(resource: string, id: Identifier, version: unknown, error: unknown): void {
  const status = error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined;
  if (status !== 409 || typeof version !== 'string') return;
  for (const listener of [...listeners]) listener({ resource, id, version });
}

/** Calls `listener` for every reported conflict until the returned function is called. */
export function onEditConflict(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
