/**
 * The form of the generated create and edit screens: the declared inputs of the screen over the
 * record, reference arrays edited as ids even where the record embeds `{id, name}` objects. A
 * save the API refuses marks the fields it names (their API names, `writeAs`, read back as the
 * form's) and toasts (serverErrors.ts).
 */
import { useCallback, useMemo, type ReactElement } from 'react';
import { SimpleForm, useRecordContext, useSaveContext, type RaRecord } from 'react-admin';
import { renderInput } from './fieldInputs';
import { declarationFormNames, isSubmissionErrors, useServerErrors } from './serverErrors';
import { EditConflictDialog } from './EditConflictDialog';
import { toFormRecord } from './formRecord';
import type { ResourceDeclaration } from './types';
import { inForm, type FormScreen } from './writePayload';

/**
 * The screen's save (its Create or Edit), its refusal turned into the form's field errors and
 * toast: react-admin's save resolves to the API's field errors under the API's names.
 */
function useDeclaredSave(declaration: ResourceDeclaration, screen: FormScreen) {
  const saveContext = useSaveContext();
  const formNameOf = useMemo(() => declarationFormNames(declaration, screen), [declaration, screen]);
  const { fromAnswer } = useServerErrors(formNameOf);
  return useCallback(
    async (values: Partial<RaRecord>) => {
      const answer: unknown = await saveContext?.save?.(values);
      return isSubmissionErrors(answer) ? fromAnswer(answer) : answer;
    },
    [fromAnswer, saveContext],
  );
}

/** The declared inputs of `screen` in react-admin's `SimpleForm`, asking before unsaved changes are left (docs/decisions.md#edits). */
export function DeclaredForm({ declaration, screen, toolbar }: { declaration: ResourceDeclaration; screen: FormScreen; toolbar: ReactElement }) {
  const record = useRecordContext();
  const formRecord = useMemo(() => (record ? toFormRecord(declaration, record) : undefined), [declaration, record]);
  const save = useDeclaredSave(declaration, screen);
  // Inline item rows (a module's features) need more room than single fields, a wide input (an
  // editor with its preview beside it) the whole width.
  const shown = declaration.fields.filter((field) => inForm(field, screen));
  const maxWidth = shown.some((field) => field.wide) ? 'none' : shown.some((field) => field.type === 'array') ? 1100 : 720;
  return (
    <SimpleForm record={formRecord} toolbar={toolbar} onSubmit={save} sx={{ maxWidth }} warnWhenUnsavedChanges>
      {declaration.fields.filter((field) => inForm(field, screen)).map((field) => renderInput(declaration.name, field))}
      {/* A save refused because someone else saved meanwhile: compare, reload or keep (docs/decisions.md#edits). */}
      {screen === 'edit' && <EditConflictDialog declaration={declaration} />}
    </SimpleForm>
  );
}
