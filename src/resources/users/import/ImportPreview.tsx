import { useState } from 'react';
import { Box, Chip, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { DataTable, ListContextProvider, Pagination, useList, useTranslate, type RaRecord } from 'react-admin';
import { EMPTY_VALUE } from '../../../admin/crud';
import { withBreakHints } from '../../../admin/crud/breakHints';
import { isReady, type ImportProblem, type ImportRow } from './csv';

type RowRecord = ImportRow & RaRecord;

/** A problem in words: the column's label, then the message. */
export function useProblemText() {
  const translate = useTranslate();
  return (problem: ImportProblem) => {
    const message = translate(problem.message, problem.params);
    return problem.column ? `${translate(`resources.users.fields.${problem.column}`)}: ${message}` : message;
  };
}

/** A server reason: `field: reason`; a clash with an existing user in the admin's language. */
export function useServerReasonText() {
  const translate = useTranslate();
  const fields: Record<string, string> = { roleIds: 'roles', organisationIds: 'organisations' };
  return (status: number | undefined, { field, reason }: { field?: string; reason: string }) => {
    if (!field) return reason;
    const label = translate(`resources.users.fields.${fields[field] ?? field}`, { _: field });
    // 409 on email or userName: the address or name belongs to an existing user (the same
    // value twice in the file is a problem of the file, found before the server is asked).
    const text = status === 409 && (field === 'email' || field === 'userName') ? translate(`users.import.problems.exists.${field}`) : reason;
    return `${label}: ${text}`;
  };
}

/** The label key of a server status for a row: invited (201) or why the server refused it. */
export const statusLabel = (status: number) => `users.import.result.status${status}`;

/** The tint of a row that failed, in light and dark mode, so it stands out while scrolling. */
export const failedRowTint = { bgcolor: (theme: Theme) => alpha(theme.palette.error.main, theme.palette.mode === 'dark' ? 0.14 : 0.07) } as const;

const problemRowSx = (record: RaRecord) => (isReady(record as RowRecord) ? {} : failedRowTint);

/** The table scrolls sideways inside its own box. */
export const importTableSx = { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } as const;

/** Names as small chips ("—" when none). */
export function NamesCell({ names }: { names: readonly string[] }) {
  if (names.length === 0) return <>{EMPTY_VALUE}</>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {names.map((name) => (
        <Chip key={name} label={name} size="small" />
      ))}
    </Stack>
  );
}

/**
 * "Ready", the row's own problems, or the server's refusal in its dry run (its status, e.g.
 * "Already exists", and reasons), one per line in the error colour.
 */
function ProblemsCell({ row }: { row: ImportRow }) {
  const translate = useTranslate();
  const problemText = useProblemText();
  const serverReasonText = useServerReasonText();
  if (row.problems.length === 0 && row.check && row.check.status !== 201) {
    const { status, errors = [] } = row.check;
    return (
      <Box data-testid="row-problems">
        <Chip size="small" color="error" variant="outlined" label={translate(statusLabel(status))} sx={{ mb: 0.5 }} />
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', color: 'error.main' }}>
          {errors.map((error, index) => (
            <Box component="li" key={index} sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
              <ErrorOutline fontSize="small" sx={{ mt: '1px' }} />
              <Typography variant="body2" component="span">
                {serverReasonText(status, error)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    );
  }
  if (row.problems.length === 0) {
    return (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'success.main' }}>
        <CheckCircleOutline fontSize="small" />
        {translate('users.import.preview.ready')}
      </Box>
    );
  }
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', color: 'error.main' }} data-testid="row-problems">
      {row.problems.map((problem, index) => (
        <Box component="li" key={index} sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
          <ErrorOutline fontSize="small" sx={{ mt: '1px' }} />
          <Typography variant="body2" component="span">
            {problemText(problem)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The preview of a read file (docs/decisions.md#accounts): every row with its values, roles and organisations as
 * named in the file, and its problems or the server's refusal in the dry run (or "Ready"); rows
 * that will not be sent tinted and, on demand, shown alone. 25 rows a page.
 */
export function ImportPreview({ rows }: { rows: readonly ImportRow[] }) {
  const translate = useTranslate();
  const [onlyProblems, setOnlyProblems] = useState(false);
  const withProblems = rows.filter((row) => !isReady(row));
  const shown = (onlyProblems ? withProblems : rows).map((row) => ({ ...row, id: row.row }));
  const listContext = useList<RowRecord>({ data: shown, perPage: 25 });
  return (
    <Box sx={{ minWidth: 0 }}>
      {withProblems.length ? (
        <FormControlLabel
          control={<Switch checked={onlyProblems} onChange={(event) => setOnlyProblems(event.target.checked)} />}
          label={translate('users.import.preview.onlyProblems')}
        />
      ) : null}
      <ListContextProvider value={listContext}>
        <DataTable bulkActionButtons={false} rowClick={false} rowSx={problemRowSx} sx={importTableSx} data-testid="import-preview">
          <DataTable.Col source="row" label="users.import.columns.row" disableSort />
          <DataTable.Col source="firstName" label="resources.users.fields.firstName" disableSort />
          <DataTable.Col source="lastName" label="resources.users.fields.lastName" disableSort />
          <DataTable.Col source="email" label="resources.users.fields.email" disableSort render={(row: RowRecord) => withBreakHints(String(row.email ?? ''))} />
          <DataTable.Col source="userName" label="resources.users.fields.userName" disableSort />
          <DataTable.Col source="roleNames" label="resources.users.fields.roles" disableSort render={(row: RowRecord) => <NamesCell names={row.roleNames} />} />
          <DataTable.Col
            source="organisationNames"
            label="resources.users.fields.organisations"
            disableSort
            render={(row: RowRecord) => <NamesCell names={row.organisationNames} />}
          />
          <DataTable.Col source="problems" label="users.import.columns.problems" disableSort render={(row: RowRecord) => <ProblemsCell row={row} />} />
        </DataTable>
        {shown.length > 25 ? <Pagination rowsPerPageOptions={[25, 50, 100]} /> : null}
      </ListContextProvider>
    </Box>
  );
}
