/**
 * Actions on records beyond react-admin's CRUD: delete with a confirmation (soft or hard as the
 * resource declares), restore of a soft-deleted record, activate / deactivate one record or a
 * selection (`change-state`). Each honours canAccess (restore needs `<r>.delete`, state
 * changes `<r>.update`) and is absent where it does not apply.
 */
import { useCallback, useState, type MouseEvent } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import BlockIcon from '@mui/icons-material/Block';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { Alert, Chip } from '@mui/material';
import {
  Button,
  Confirm,
  DeleteButton,
  useGetRecordRepresentation,
  useBulkUpdateController,
  useCanAccess,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
  type Identifier,
  type RaRecord,
  type RedirectionSideEffect,
} from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import { LocalizedDateField } from './fieldDisplays';
import { useDeletedRecord, useRecordSuccessToast } from './successToast';

/** The error text a failed call carries (docs/requirements.md#r8 catalogue text). */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A button's call with its pending state: `run(action)` sets `pending` while the action runs and
 * notifies a failure with its catalogue text, unless `onError` returns true (it handled it).
 */
export function usePendingAction() {
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (action: () => Promise<unknown>, onError?: (error: unknown) => boolean) => {
      setPending(true);
      try {
        await action();
      } catch (error) {
        if (!onError?.(error)) notify(messageOf(error), { type: 'error', multiLine: true });
      } finally {
        setPending(false);
      }
    },
    [notify],
  );
  return { pending, run };
}

/** Whether a record is soft-deleted. */
export const isDeleted = (record: RaRecord | undefined) => !!record?.deletedAt;

/**
 * Delete with a confirmation dialog (react-admin's `DeleteWithConfirmButton`, pessimistic):
 * the dataProvider sends it soft or hard as the resource declares. Absent on deleted records
 * and on system ones (`isSystem`: the seeded Administrator role, the API's permissions), which
 * the API refuses to delete (409). Success says "<resource> <name> deleted" (successToast.ts).
 * `disabled` while the form it belongs to is being saved.
 */
export function DeleteRecordButton({ redirect = 'list', disabled = false }: { redirect?: RedirectionSideEffect; disabled?: boolean }) {
  const record = useRecordContext();
  const onSuccess = useDeletedRecord(record, redirect);
  if (!record || isDeleted(record) || record.isSystem === true) return null;
  return (
    <DeleteButton mutationMode="pessimistic" redirect={redirect} mutationOptions={{ onSuccess }} disabled={disabled} onClick={(event: MouseEvent) => event.stopPropagation()} />
  );
}

/** "Restore" on a soft-deleted record (`POST /{r}/{id}/restore`); success says "<resource> <name> restored". */
export function RestoreButton() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<AdminDataProvider>();
  const toast = useRecordSuccessToast(resource);
  const refresh = useRefresh();
  const { pending, run } = usePendingAction();
  const { canAccess } = useCanAccess({ resource, action: 'restore', record });
  if (!record || !isDeleted(record) || !canAccess) return null;
  const restore = (event: MouseEvent) => {
    event.stopPropagation();
    void run(async () => {
      const { data } = await dataProvider.restore(resource, { id: record.id });
      toast('restored', data ?? record);
      refresh();
    });
  };
  return (
    <Button label="crud.actions.restore" onClick={restore} disabled={pending}>
      <RestoreIcon />
    </Button>
  );
}

/** "Deactivate" / "Activate" on one record (`PUT /{r}/{id}/active-status`). */
export function ActiveStatusButton() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { pending, run } = usePendingAction();
  const { canAccess } = useCanAccess({ resource, action: 'setActiveStatus', record });
  if (!record || isDeleted(record) || !canAccess || typeof record.isActive !== 'boolean') return null;
  const isActive = !record.isActive;
  const change = () =>
    run(async () => {
      await dataProvider.setActiveStatus(resource, { id: record.id, isActive });
      notify(isActive ? 'crud.notifications.activated' : 'crud.notifications.deactivated', { type: 'success', messageArgs: { smart_count: 1 } });
      refresh();
    });
  return (
    <Button label={isActive ? 'crud.actions.activate' : 'crud.actions.deactivate'} onClick={change} disabled={pending}>
      {isActive ? <CheckCircleIcon /> : <BlockIcon />}
    </Button>
  );
}

/**
 * Activate or deactivate the selected rows in one `POST /{r}/change-state` (react-admin's bulk
 * update with `{isActive}`, which the dataProvider sends there); tells how many changed.
 */
export function BulkChangeStateButton({ isActive }: { isActive: boolean }) {
  const resource = useResourceContext() ?? '';
  const notify = useNotify();
  const refresh = useRefresh();
  const { onUnselectItems } = useListContext();
  const { canAccess } = useCanAccess({ resource, action: 'changeState' });
  const { handleUpdate, isPending } = useBulkUpdateController({
    resource,
    mutationMode: 'pessimistic',
    mutationOptions: {
      onSuccess: (changed: Identifier[]) => {
        notify(isActive ? 'crud.notifications.activated' : 'crud.notifications.deactivated', {
          type: 'success',
          messageArgs: { smart_count: changed?.length ?? 0 },
        });
        onUnselectItems();
        refresh();
      },
      onError: (error: unknown) => notify(messageOf(error), { type: 'error', multiLine: true }),
    },
  });
  if (!canAccess) return null;
  return (
    <Button label={isActive ? 'crud.actions.activate' : 'crud.actions.deactivate'} onClick={() => handleUpdate({ isActive })} disabled={isPending}>
      {isActive ? <CheckCircleIcon /> : <BlockIcon />}
    </Button>
  );
}

/**
 * "Remove" of a member row on a parent's tab (a user of an organisation), after a confirmation:
 * `DELETE /{parent}/{id}/{path}/{memberId}`; the member itself stays. Needs the parent's
 * update permission.
 */
export function RemoveMemberButton({ parent, parentId, path }: { parent: string; parentId: Identifier; path: string }) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const represent = useGetRecordRepresentation(resource);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const { pending, run } = usePendingAction();
  const { canAccess } = useCanAccess({ resource: parent, action: 'edit' });
  if (!record || !canAccess) return null;
  const remove = () =>
    run(async () => {
      await dataProvider.removeMember(parent, { id: parentId, path, memberId: record.id });
      notify('crud.notifications.memberRemoved', { type: 'success' });
      setOpen(false);
      refresh();
    });
  return (
    <>
      <Button
        label="crud.actions.removeMember"
        color="error"
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <PersonRemoveIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title="crud.actions.removeMemberTitle"
        content="crud.actions.removeMemberContent"
        contentTranslateOptions={{ name: String(represent(record) ?? record.id) }}
        onConfirm={remove}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** The "Deleted" mark of a soft-deleted row. */
export function DeletedChip() {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!isDeleted(record)) return null;
  return <Chip size="small" color="warning" variant="outlined" label={translate('crud.deleted')} />;
}

/** A banner on the details and edit pages of a soft-deleted record: when, and the restore button. */
export function DeletedBanner() {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!isDeleted(record)) return null;
  return (
    <Alert severity="warning" action={<RestoreButton />} sx={{ mb: 1 }}>
      {translate('crud.deletedOn')} <LocalizedDateField source="deletedAt" showTime />
    </Alert>
  );
}
