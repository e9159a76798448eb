/**
 * A record as a declared form edits it (./DeclaredForm.tsx, ./EditConflictDialog.tsx).
 */
import type { RaRecord } from 'react-admin';
import type { ResourceDeclaration } from './types';
import { idsOf } from './writePayload';

/** The form's starting values: the record, with reference-array fields as lists of ids. */
export function toFormRecord(declaration: Pick<ResourceDeclaration, 'fields'>, record: Partial<RaRecord>): Partial<RaRecord> {
  const values: Record<string, unknown> = { ...record };
  for (const field of declaration.fields) {
    if (field.type === 'reference-array' && field.source in values) values[field.source] = idsOf(values[field.source]);
  }
  return values as Partial<RaRecord>;
}

