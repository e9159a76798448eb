/**
 * One success toast for every record write of the back office: "<resource, singular> <record's
 * name> created / updated / deleted / restored" ("Role Support created"), type `success`, in the
 * interface language. The words are the resource's own key `resources.<name>.notifications.<write>`
 * when it has one (react-admin's convention; the users' R8.2 texts of docs/requirements.md#r8),
 * else `crud.notifications.<write>` with `{{resource}}` (its singular label) and `{{name}}` (the
 * record as the resource represents it, `#id` without a representation). Generated create, edit, delete
 * and restore use it, and any screen that writes a record itself.
 */
import { useCallback } from 'react';
import {
  useGetRecordRepresentation,
  useGetResourceLabel,
  useNotify,
  useRedirect,
  useResourceContext,
  useTranslate,
  useUnselect,
  type RaRecord,
  type RedirectionSideEffect,
  type TranslateFunction,
} from 'react-admin';

/** What happened to the record. */
export type RecordWrite = 'created' | 'updated' | 'deleted' | 'restored';

/** The record's name in the toast: its representation when that is text, else `#id`. */
export function recordName(representation: unknown, record: Pick<RaRecord, 'id'> | undefined): string {
  if (typeof representation === 'string' && representation.trim()) return representation;
  if (typeof representation === 'number') return String(representation);
  return record?.id !== undefined ? `#${String(record.id)}` : '';
}

/**
 * The toast's message key and its `messageArgs` (react-admin's `notify`): the resource's own key
 * with the shared sentence as its default (`_`), already in the interface language.
 */
export function recordSuccessMessage(
  translate: TranslateFunction,
  resource: string,
  write: RecordWrite,
  { label, name }: { label: string; name: string },
): { message: string; messageArgs: Record<string, string> } {
  const values = { resource: label, name };
  return { message: `resources.${resource}.notifications.${write}`, messageArgs: { ...values, _: translate(`crud.notifications.${write}`, values) } };
}

/** `(write, record)` → notifies the success toast of `resource` (default: the resource in context). */
export function useRecordSuccessToast(resourceProp?: string): (write: RecordWrite, record: RaRecord | undefined) => void {
  const resource = useResourceContext({ resource: resourceProp }) ?? '';
  const notify = useNotify();
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const represent = useGetRecordRepresentation(resource);
  return useCallback(
    (write: RecordWrite, record: RaRecord | undefined) => {
      const name = recordName(record ? represent(record) : undefined, record);
      const { message, messageArgs } = recordSuccessMessage(translate, resource, write, { label: getResourceLabel(resource, 1), name });
      notify(message, { type: 'success', messageArgs });
    },
    [getResourceLabel, notify, represent, resource, translate],
  );
}

/**
 * react-admin's `mutationOptions.onSuccess` of a create or edit form: the success toast, then
 * where react-admin's own would go (`redirectTo`, as its `redirect` prop takes it).
 */
export function useSavedRecord(write: 'created' | 'updated', redirectTo: RedirectionSideEffect, resourceProp?: string): (data: RaRecord) => void {
  const resource = useResourceContext({ resource: resourceProp }) ?? '';
  const toast = useRecordSuccessToast(resource);
  const redirect = useRedirect();
  return useCallback(
    (data: RaRecord) => {
      toast(write, data);
      redirect(redirectTo, resource, data?.id, data);
    },
    [redirect, redirectTo, resource, toast, write],
  );
}

/** `mutationOptions.onSuccess` of react-admin's delete button: the toast about `record`, unselected, then `redirectTo`. */
export function useDeletedRecord(record: RaRecord | undefined, redirectTo: RedirectionSideEffect, resourceProp?: string): () => void {
  const resource = useResourceContext({ resource: resourceProp }) ?? '';
  const toast = useRecordSuccessToast(resource);
  const redirect = useRedirect();
  const unselect = useUnselect(resource);
  return useCallback(() => {
    toast('deleted', record);
    if (record) unselect([record.id], true);
    redirect(redirectTo, resource);
  }, [record, redirect, redirectTo, resource, toast, unselect]);
}
