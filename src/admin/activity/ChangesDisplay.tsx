/**
 * An activity row's changes on screen, for every resource alike (the activity log's list and
 * details, and the History tab of each record): which rows and labels come from ./changeRows.ts,
 * each value from ./ChangeValue.tsx.
 *
 * - {@link ChangesTable}: a before/after table; on phones (below `sm`) one stacked card per change
 *   instead (the field's label as the card's title, before and after one under the other), so
 *   nothing scrolls sideways at 390 px;
 * - {@link ChangesField}: the short form inside a row of the History tab ("Field: before → after");
 * - {@link ChangeCards}: the cards alone (the History tab on phones);
 * - {@link ChangedFieldNames}: the labels of the changed fields (the activity list).
 */
import { Box, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { EMPTY_VALUE } from '../crud/fieldText';
import type { FieldDeclaration } from '../crud/types';
import { useIntlLocale } from '../useIntlLocale';
import { changeFieldLabel, changeRows, type ChangeRow, type Translate } from './changeRows';
import { ChangeValue } from './ChangeValue';

/** Where the changes are read from and how their fields are declared. */
export interface ChangesProps {
  /** The admin resource of the changed record (`auth` for sign-ins). */
  resource: string;
  /** The fields the screen declares for that resource (their labels and choices come first). */
  fields?: readonly FieldDeclaration[];
  /** Read by the layouts that show this as a field; the component shows no label of its own. */
  label?: string;
}

/** The rows of the record in context, each with its declared field and translated label. */
function useLabelledRows({ resource, fields = [] }: ChangesProps): (ChangeRow & { label: string; declared?: FieldDeclaration })[] {
  const record = useRecordContext();
  const translate = useTranslate() as Translate;
  const locale = useIntlLocale();
  return changeRows(resource, (record?.changes ?? null) as Record<string, unknown> | null).map((row) => {
    const declared = fields.find((candidate) => candidate.source === row.field);
    return { ...row, declared, label: changeFieldLabel(resource, row.field, translate, { declared, locale }) };
  });
}

const Empty = () => <Typography variant="body2">{EMPTY_VALUE}</Typography>;

/** Values wrap at word boundaries (a cell never narrows to a letter: see WrappingText). */
const valueSx = { overflowWrap: 'break-word', wordBreak: 'normal', hyphens: 'manual' } as const;

/** One card per change: the label as its title, then before and after stacked. */
export function ChangeCards(props: ChangesProps) {
  const translate = useTranslate();
  const rows = useLabelledRows(props);
  if (rows.length === 0) return <Empty />;
  return (
    <Stack component="ul" spacing={1} aria-label={translate('crud.activity.changes')} sx={{ m: 0, p: 0, listStyle: 'none', minWidth: 0 }}>
      {rows.map((row) => (
        <Paper component="li" variant="outlined" key={row.field} data-testid="change-card" sx={{ p: 1.5, minWidth: 0 }}>
          <Typography variant="subtitle2" component="h3" sx={{ ...valueSx, mb: 0.5 }}>
            {row.label}
          </Typography>
          <Box component="dl" sx={{ m: 0, '& dt': { typography: 'caption', color: 'text.secondary' }, '& dd': { m: 0, mb: 0.5, typography: 'body2', ...valueSx } }}>
            <dt>{translate('crud.activity.before')}</dt>
            <Box component="dd" sx={{ color: 'text.secondary' }}>
              <ChangeValue resource={props.resource} field={row.field} value={row.before} other={row.after} side="before" declared={row.declared} />
            </Box>
            <dt>{translate('crud.activity.after')}</dt>
            <dd>
              <ChangeValue resource={props.resource} field={row.field} value={row.after} other={row.before} side="after" declared={row.declared} />
            </dd>
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * The record's changes as a before/after table (the activity log's details page): a line per
 * change with its label, the value before and the value after; cards on phones.
 */
export function ChangesTable(props: ChangesProps) {
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const rows = useLabelledRows(props);
  if (rows.length === 0) return <Empty />;
  if (isPhone) return <ChangeCards {...props} />;
  return (
    <TableContainer sx={{ maxWidth: '100%' }}>
      <Table size="small" aria-label={translate('crud.activity.changes')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '22%' }}>{translate('crud.activity.field')}</TableCell>
            <TableCell sx={{ width: '39%' }}>{translate('crud.activity.before')}</TableCell>
            <TableCell sx={{ width: '39%' }}>{translate('crud.activity.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.field}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 500, ...valueSx }}>
                {row.label}
              </TableCell>
              <TableCell sx={{ color: 'text.secondary', ...valueSx }}>
                <ChangeValue resource={props.resource} field={row.field} value={row.before} other={row.after} side="before" declared={row.declared} />
              </TableCell>
              <TableCell sx={valueSx}>
                <ChangeValue resource={props.resource} field={row.field} value={row.after} other={row.before} side="after" declared={row.declared} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The record's changes as a list of "Field: before → after" (a History tab's row). */
export function ChangesField(props: ChangesProps) {
  const rows = useLabelledRows(props);
  if (rows.length === 0) return <Empty />;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {rows.map((row) => (
        <Typography component="li" variant="body2" key={row.field} sx={valueSx}>
          <strong>{row.label}</strong>
          {': '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            <ChangeValue resource={props.resource} field={row.field} value={row.before} other={row.after} side="before" declared={row.declared} />
          </Box>
          {' → '}
          <ChangeValue resource={props.resource} field={row.field} value={row.after} other={row.before} side="after" declared={row.declared} />
        </Typography>
      ))}
    </Box>
  );
}

/** The labels of the record's changed fields, joined (the activity list's short form). */
export function ChangedFieldNames(props: ChangesProps) {
  const rows = useLabelledRows(props);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360, ...valueSx }}>
      {rows.length ? rows.map((row) => row.label).join(', ') : EMPTY_VALUE}
    </Typography>
  );
}
