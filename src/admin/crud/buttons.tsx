/**
 * Buttons that lead to docs/requirements.md#r2 URLs and honour canAccess (hidden when not permitted).
 */
import type { MouseEvent } from 'react';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import ListIcon from '@mui/icons-material/List';
import {
  Button,
  LinkBase,
  useCanAccess,
  useRecordContext,
  useResourceContext,
  type Identifier,
} from 'react-admin';
import { useSpecPaths } from './paths';

interface ResourceButtonProps {
  resource?: string;
  label?: string;
}

/** "Create" → `/admin/<resource>/add`. */
export function AddButton({ resource: resourceProp, label = 'ra.action.create' }: ResourceButtonProps) {
  const resource = useResourceContext({ resource: resourceProp }) ?? '';
  const paths = useSpecPaths();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  if (!canAccess) return null;
  return (
    <Button component={LinkBase} to={paths.add(resource)} label={label}>
      <AddIcon />
    </Button>
  );
}

interface RecordButtonProps extends ResourceButtonProps {
  id?: Identifier;
}

/** "Edit" → `/admin/<resource>/{id}/edit`; absent on a deleted record (the API refuses its writes). */
export function EditRecordButton({ resource: resourceProp, id: idProp, label = 'ra.action.edit' }: RecordButtonProps) {
  const resource = useResourceContext({ resource: resourceProp }) ?? '';
  const record = useRecordContext();
  const id = idProp ?? record?.id;
  const paths = useSpecPaths();
  const { canAccess } = useCanAccess({ resource, action: 'edit', record });
  if (!canAccess || id == null || record?.deletedAt) return null;
  return (
    <Button component={LinkBase} to={paths.edit(resource, id)} label={label}>
      <EditIcon />
    </Button>
  );
}

/** "Show" → `/admin/<resource>/{id}` (details). */
export function ShowRecordButton({ resource: resourceProp, id: idProp, label = 'ra.action.show' }: RecordButtonProps) {
  const resource = useResourceContext({ resource: resourceProp }) ?? '';
  const record = useRecordContext();
  const id = idProp ?? record?.id;
  const paths = useSpecPaths();
  const { canAccess } = useCanAccess({ resource, action: 'show', record });
  if (!canAccess || id == null) return null;
  return (
    <Button component={LinkBase} to={paths.show(resource, id)} label={label}>
      <VisibilityIcon />
    </Button>
  );
}

/** "List" → `/admin/<resource>`. */
export function ListLinkButton({ resource: resourceProp, label = 'ra.action.list' }: ResourceButtonProps) {
  const resource = useResourceContext({ resource: resourceProp }) ?? '';
  const paths = useSpecPaths();
  const { canAccess } = useCanAccess({ resource, action: 'list' });
  if (!canAccess) return null;
  return (
    <Button component={LinkBase} to={paths.list(resource)} label={label}>
      <ListIcon />
    </Button>
  );
}

/**
 * "Add" for the children listed on a details tab: `/admin/<parent>/{id}/<tab>/add` (nested), or
 * the child resource's own create screen with the parent id pre-filled through router state.
 */
export function ChildAddButton({
  child,
  to,
  prefill,
  access = { resource: child, action: 'create' },
  label = 'ra.action.add',
}: {
  child: string;
  to: string;
  prefill?: Record<string, unknown>;
  /** The permission the button needs (default creating a child; adding a member edits the parent). */
  access?: { resource: string; action: string };
  /** i18n key of the label (default "Add"). */
  label?: string;
}) {
  const { canAccess } = useCanAccess(access);
  if (!canAccess) return null;
  return (
    <Button component={LinkBase} to={to} state={prefill ? { record: prefill } : undefined} label={label}>
      <AddIcon />
    </Button>
  );
}

/** "Edit" of a child row on a details tab (nested route or the child's own edit screen). */
export function ChildEditButton({ child, to }: { child: string; to: (id: Identifier) => string }) {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: child, action: 'edit', record });
  if (!canAccess || record?.id == null || record.deletedAt) return null;
  return (
    <Button component={LinkBase} to={to(record.id)} label="ra.action.edit" onClick={(event: MouseEvent) => event.stopPropagation()}>
      <EditIcon />
    </Button>
  );
}

/** A back link to a fixed admin path (e.g. the details page from its edit page). */
export function BackButton({ to, label = 'ra.action.back' }: { to: string; label?: string }) {
  return (
    <Button component={LinkBase} to={to} label={label}>
      <ArrowBackIcon />
    </Button>
  );
}
