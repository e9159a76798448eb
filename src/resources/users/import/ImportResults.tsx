import { Box, Chip, Link, Typography } from '@mui/material';
import { DataTable, LinkBase, ListContextProvider, Pagination, useList, useTranslate, type RaRecord } from 'react-admin';
import { useSpecPaths } from '../../../admin/crud';
import { isCreated, type ImportOutcome } from './csv';
import { failedRowTint, importTableSx, statusLabel, useProblemText, useServerReasonText } from './ImportPreview';

type OutcomeRecord = ImportOutcome & RaRecord;

/** The label key of an outcome: invited, not sent, or why the server refused the row. */
export function outcomeLabel(outcome: ImportOutcome): string {
  if (outcome.status === undefined) return 'users.import.result.notSent';
  return statusLabel(outcome.status);
}

/** Every reason an outcome failed: the row's own problems, or the server's. */
export function useOutcomeReasons() {
  const problemText = useProblemText();
  const reasonText = useServerReasonText();
  return (outcome: ImportOutcome): string[] =>
    outcome.status === undefined ? outcome.row.problems.map(problemText) : (outcome.errors ?? []).map((error) => reasonText(outcome.status, error));
}

function ResultCell({ outcome }: { outcome: OutcomeRecord }) {
  const translate = useTranslate();
  const paths = useSpecPaths();
  const reasons = useOutcomeReasons()(outcome);
  if (isCreated(outcome)) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip size="small" color="success" label={translate(outcomeLabel(outcome))} />
        {outcome.id !== undefined ? (
          <Link component={LinkBase} to={paths.show('users', outcome.id)} variant="body2">
            {translate('users.import.result.open')}
          </Link>
        ) : null}
      </Box>
    );
  }
  return (
    <Box>
      <Chip size="small" color="error" variant="outlined" label={translate(outcomeLabel(outcome))} sx={{ mb: 0.5 }} />
      <Box component="ul" sx={{ m: 0, pl: 2, color: 'error.main' }}>
        {reasons.map((reason, index) => (
          <Typography component="li" variant="body2" key={index}>
            {reason}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/**
 * What became of each row of the file after sending (docs/decisions.md#accounts): invited (with a link to the new
 * user) or not, with every reason: the row's own problems when it was not sent, else the
 * server's. Failed rows tinted; 25 a page.
 */
export function ImportResults({ outcomes }: { outcomes: readonly ImportOutcome[] }) {
  const data: OutcomeRecord[] = outcomes.map((outcome) => ({ ...outcome, id: outcome.row.row }));
  const listContext = useList<OutcomeRecord>({ data, perPage: 25 });
  return (
    <ListContextProvider value={listContext}>
      <DataTable bulkActionButtons={false} rowClick={false} rowSx={(outcome: OutcomeRecord) => (isCreated(outcome) ? {} : failedRowTint)} sx={importTableSx} data-testid="import-results">
        <DataTable.Col source="id" label="users.import.columns.row" disableSort />
        <DataTable.Col source="name" label="users.import.columns.name" disableSort render={(outcome: OutcomeRecord) => `${outcome.row.firstName} ${outcome.row.lastName}`.trim()} />
        <DataTable.Col source="email" label="resources.users.fields.email" disableSort sx={{ overflowWrap: 'anywhere' }} render={(outcome: OutcomeRecord) => outcome.row.email} />
        <DataTable.Col source="status" label="users.import.columns.result" disableSort render={(outcome: OutcomeRecord) => <ResultCell outcome={outcome} />} />
      </DataTable>
      {data.length > 25 ? <Pagination rowsPerPageOptions={[25, 50, 100]} /> : null}
    </ListContextProvider>
  );
}
