/**
 * Saves refused because someone else saved the record after it was opened (409 with the reason
 * key `apiErrors.editedMeanwhile`, docs/decisions.md#edits): the data provider reports each one
 * here and the open form's dialog (src/admin/crud/EditConflictDialog.tsx) listens, so that every
 * edit screen offers to compare, reload or keep the changes, whatever route its save took.
 */
import type { Identifier } from 'react-admin';

/** The record whose save was refused. */
export interface EditConflict {
  resource: string;
  id: Identifier;
}

type Listener = (conflict: EditConflict) => void;
const listeners = new Set<Listener>();

/** Whether `error` (as the HTTP client throws it: `status`, `body`) is the API's "edited meanwhile" refusal. */
export function isEditedMeanwhile(error: unknown): boolean {
  const { status, body } = (error && typeof error === 'object' ? error : {}) as { status?: unknown; body?: unknown };
  return status === 409 && !!body && typeof body === 'object' && (body as { key?: unknown }).key === 'apiErrors.editedMeanwhile';
}

/** Tells the listeners when `error`, from saving record `id` of `resource`, is the "edited meanwhile" refusal. */
export function reportEditConflict(resource: string, id: Identifier, error: unknown): void {
  if (!isEditedMeanwhile(error)) return;
  for (const listener of [...listeners]) listener({ resource, id });
}

/** Calls `listener` for every reported conflict until the returned function is called. */
export function onEditConflict(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
