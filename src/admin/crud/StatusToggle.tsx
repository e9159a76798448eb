/**
 * A record's `isActive` or `isPaid` as a switch that saves at once: `PUT /{r}/{id}/active-status`
 * or `/paid-status` (the dataProvider's `setActiveStatus` / `setPaidStatus`), then the list is
 * refreshed. Read-only (disabled) without the permission (`<r>.update`) and on deleted records.
 */
import { useState, type ChangeEvent, type MouseEvent } from 'react';
import { Switch } from '@mui/material';
import {
  useCanAccess,
  useDataProvider,
  useGetRecordRepresentation,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';

/** Which status endpoint a source saves through. */
const statusOf = (source: string) => (source === 'isPaid' ? 'paid' : 'active');

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The switch of one row (`source` is `isActive` or `isPaid`); its accessible name is the
 * field's label and the record's name ("Paid: E-commerce").
 */
export function StatusToggleField({ source, label }: { source: string; label?: string }) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const represent = useGetRecordRepresentation(resource);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const status = statusOf(source);
  const { canAccess } = useCanAccess({ resource, action: status === 'paid' ? 'setPaidStatus' : 'setActiveStatus', record });
  // The value being saved, shown at once (until the refreshed row arrives).
  const [pending, setPending] = useState<boolean | null>(null);
  if (!record) return null;
  const checked = pending ?? !!record[source];
  const change = async (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.checked;
    setPending(next);
    try {
      if (status === 'paid') {
        await dataProvider.setPaidStatus(resource, { id: record.id, isPaid: next });
        notify(next ? 'crud.notifications.markedPaid' : 'crud.notifications.markedUnpaid', { type: 'success' });
      } else {
        await dataProvider.setActiveStatus(resource, { id: record.id, isActive: next });
        notify(next ? 'crud.notifications.activated' : 'crud.notifications.deactivated', { type: 'success', messageArgs: { smart_count: 1 } });
      }
      refresh();
    } catch (error) {
      notify(messageOf(error), { type: 'error', multiLine: true });
    } finally {
      setPending(null);
    }
  };
  const name = `${label ? translate(label, { _: label }) : source}: ${String(represent(record) ?? record.id)}`;
  return (
    <Switch
      size="small"
      checked={checked}
      disabled={!canAccess || pending !== null || !!record.deletedAt}
      onChange={change}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      slotProps={{ input: { 'aria-label': name } }}
    />
  );
}
