/**
 * The form of the generated create and edit screens: the declared inputs of the screen over the
 * record, reference arrays edited as ids even where the record embeds `{id, name}` objects.
 */
import { useMemo, type ReactElement } from 'react';
import { SimpleForm, useRecordContext, type RaRecord } from 'react-admin';
import { renderInput } from './fields';
import type { ResourceDeclaration } from './types';
import { idsOf, inForm, type FormScreen } from './writePayload';

/** The form's starting values: the record, with reference-array fields as lists of ids. */
export function toFormRecord(declaration: Pick<ResourceDeclaration, 'fields'>, record: Partial<RaRecord>): Partial<RaRecord> {
  const values: Record<string, unknown> = { ...record };
  for (const field of declaration.fields) {
    if (field.type === 'reference-array' && field.source in values) values[field.source] = idsOf(values[field.source]);
  }
  return values as Partial<RaRecord>;
}

/** The declared inputs of `screen` in react-admin's `SimpleForm`. */
export function DeclaredForm({ declaration, screen, toolbar }: { declaration: ResourceDeclaration; screen: FormScreen; toolbar: ReactElement }) {
  const record = useRecordContext();
  const formRecord = useMemo(() => (record ? toFormRecord(declaration, record) : undefined), [declaration, record]);
  // Inline item rows (a module's features) need more room than single fields.
  const hasItems = declaration.fields.some((field) => field.type === 'array' && inForm(field, screen));
  return (
    <SimpleForm record={formRecord} toolbar={toolbar} sx={{ maxWidth: hasItems ? 1100 : 720 }}>
      {declaration.fields.filter((field) => inForm(field, screen)).map((field) => renderInput(declaration.name, field))}
    </SimpleForm>
  );
}
