/**
 * The edit form's answer to a save refused because someone else saved the record meanwhile
 * (a 409 after which the record's `updatedAt` is no longer the one the form read;
 * src/admin/editConflicts.ts, docs/decisions.md#edits): a dialog that shows each form field
 * where the saved version and the user's values differ (the field's label, then both values),
 * and offers to
 * - use the saved version: the record is read again and the form shows it (the user's changes
 *   are dropped), or
 * - keep the changes: the record is read again (so the next save carries the version now saved)
 *   and the form keeps the user's values; saving then replaces the saved version, knowingly.
 * Mounted inside an edit screen's form (./DeclaredForm.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useFormContext } from 'react-hook-form';
import { useDataProvider, useEditContext, useRecordContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { onEditConflict } from '../editConflicts';
import { toFormRecord } from './formRecord';
import { fieldLabel } from './fieldText';
import type { ResourceDeclaration } from './types';
import { inForm } from './writePayload';

/** Characters of a value the comparison shows before cutting it. */
const SHOWN_CHARACTERS = 160;

/** A form value as the comparison shows it: text, a list joined, '—' for nothing. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '—';
  const text = Array.isArray(value) ? value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS)}…` : text;
}

/** The same value for the comparison (a missing value and null alike). */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The dialog of an edit form of `declaration` (see the module comment). */
export function EditConflictDialog({ declaration }: { declaration: ResourceDeclaration }) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? declaration.name;
  const record = useRecordContext();
  const { refetch } = useEditContext();
  const dataProvider = useDataProvider();
  const { getValues, setValue } = useFormContext();
  const [saved, setSaved] = useState<RaRecord | undefined>(undefined);
  const [open, setOpen] = useState(false);
  /** The user's values to put back once the record read again (its `updatedAt`) is the form's. */
  const kept = useRef<{ values: Record<string, unknown>; updatedAt: unknown } | null>(null);
  const id = record?.id;

  useEffect(
    () =>
      onEditConflict((conflict) => {
        if (conflict.resource !== resource || String(conflict.id) !== String(id)) return;
        // Another 409 (a name taken, a deleted record) leaves the version as it was: the toast says it.
        dataProvider.getOne(resource, { id: conflict.id }).then(
          ({ data }) => {
            if (data.updatedAt === conflict.version) return;
            setSaved(data);
            setOpen(true);
          },
          () => undefined,
        );
      }),
    [dataProvider, id, resource],
  );

  // After "keep my changes": the form was reset to the record read again; the user's values go back in.
  useEffect(() => {
    const keep = kept.current;
    if (!keep || !record || record.updatedAt !== keep.updatedAt) return;
    kept.current = null;
    const { values } = keep;
    // After react-admin's own reset of the form to the new record (an effect of the form, which runs after this one).
    const timer = setTimeout(() => {
      for (const [source, value] of Object.entries(values)) setValue(source, value, { shouldDirty: true });
    });
    return () => clearTimeout(timer);
  }, [record, setValue]);

  const fields = declaration.fields.filter((field) => inForm(field, 'edit'));
  const savedValues = saved ? toFormRecord(declaration, saved) : undefined;
  const differences = savedValues
    ? fields.filter((field) => !same(getValues(field.source), (savedValues as Record<string, unknown>)[field.source]))
    : [];

  const takeSaved = async () => {
    setOpen(false);
    await refetch();
  };
  const keepMine = async () => {
    setOpen(false);
    kept.current = { values: Object.fromEntries(fields.map((field) => [field.source, getValues(field.source)])), updatedAt: saved?.updatedAt };
    await refetch();
  };

  return (
    <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth aria-labelledby="edit-conflict-title">
      <DialogTitle id="edit-conflict-title">{translate('editConflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('editConflict.text')}</DialogContentText>
        {saved && differences.length === 0 && <DialogContentText sx={{ mt: 2 }}>{translate('editConflict.same')}</DialogContentText>}
        {saved && differences.length > 0 && (
          <Table size="small" sx={{ mt: 2 }} data-testid="edit-conflict-differences">
            <TableHead>
              <TableRow>
                <TableCell component="th">{translate('editConflict.field')}</TableCell>
                <TableCell component="th">{translate('editConflict.yours')}</TableCell>
                <TableCell component="th">{translate('editConflict.saved')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {differences.map((field) => (
                <TableRow key={field.source}>
                  <TableCell component="th" scope="row">
                    {translate(fieldLabel(resource, field))}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{shownValue(getValues(field.source))}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{shownValue((savedValues as Record<string, unknown>)[field.source])}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <DialogContentText sx={{ mt: 2 }} variant="body2">
          {translate('editConflict.keepMineHint')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void takeSaved()}>{translate('editConflict.useSaved')}</Button>
        <Button variant="contained" onClick={() => void keepMine()}>
          {translate('editConflict.keepMine')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
