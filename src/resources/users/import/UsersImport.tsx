import { useRef, useState } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { Button, downloadCSV, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { NamedRef } from '../../../shared/api';
import type { AdminDataProvider } from '../../../admin/dataProviderTypes';
import { ToolScreen } from '../../../admin/crud';
import { useDocumentTitle } from '../../../admin/useDocumentTitle';
import { BULK_REGISTRATION_PATH, type BulkResponse } from '../invitation';
import { TEMPLATE_CSV, failedRowsCsv, isCreated, isReady, outcomesOf, parseUsersCsv, toBulkUser, withDryRun, type ImportOutcome, type ImportRow } from './csv';
import { ImportPreview } from './ImportPreview';
import { ImportResults, useOutcomeReasons } from './ImportResults';

/** Where the screen is: choosing a file, looking at the preview, sending, or reading the results. */
type ImportState =
  | { step: 'pick'; error?: { message: string; params?: Record<string, string | number> } }
  | { step: 'preview'; fileName: string; headers: string[]; rows: ImportRow[]; checkFailed?: boolean }
  | { step: 'sending'; fileName: string; headers: string[]; rows: ImportRow[]; checkFailed?: boolean }
  | { step: 'done'; fileName: string; headers: string[]; outcomes: ImportOutcome[] };

/** Role and organisation names → ids: every role (`GET /roles`) and every active organisation (`GET /organisations/info`). */
async function loadLookups(dataProvider: AdminDataProvider) {
  const [roles, organisations] = await Promise.all([
    dataProvider.getFrom<NamedRef[]>('/roles'),
    dataProvider.getFrom<NamedRef[]>('/organisations/info'),
  ]);
  return { roles: roles.data ?? [], organisations: organisations.data ?? [] };
}

/**
 * The rows with the server's dry run of those without problems of their own
 * (`POST /accounts/register-bulk?dryRun=true`: the real run's checks, nothing written), so the
 * preview shows what sending would answer; null when the server could not be asked.
 */
async function checkOnServer(dataProvider: AdminDataProvider, rows: ImportRow[]): Promise<ImportRow[] | null> {
  const checked = rows.filter((row) => row.problems.length === 0);
  if (checked.length === 0) return rows;
  try {
    const { data } = await dataProvider.postTo<BulkResponse>(BULK_REGISTRATION_PATH, { users: checked.map(toBulkUser) }, { query: { dryRun: true } });
    return withDryRun(rows, checked, data.results);
  } catch {
    return null;
  }
}

/**
 * Import users from a CSV file (`/admin/users/import`, docs/decisions.md#accounts; `users.create`): pick a file
 * (header row; columns firstName, lastName, email, userName, roles, organisations by name), see
 * every row with its problems before anything is sent (the file's own, then the server's dry
 * run: an existing address is not "Ready"), send the rows without problems to
 * `POST /accounts/register-bulk` (each becomes an invited user), then read each row's result
 * and download the failed rows with their reasons as CSV.
 */
export function UsersImport() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const reasonsOf = useOutcomeReasons();
  const fileInput = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<ImportState>({ step: 'pick' });
  const [reading, setReading] = useState(false);
  const title = translate('users.import.title');
  useDocumentTitle(title);

  const readFile = async (file: File) => {
    setReading(true);
    try {
      const [text, lookups] = await Promise.all([file.text(), loadLookups(dataProvider)]);
      const parsed = await parseUsersCsv(text, lookups);
      if (!parsed.ok) {
        setState({ step: 'pick', error: { message: parsed.message, params: parsed.params } });
        return;
      }
      const checked = await checkOnServer(dataProvider, parsed.rows);
      setState({ step: 'preview', fileName: file.name, headers: parsed.headers, rows: checked ?? parsed.rows, checkFailed: checked === null });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error', multiLine: true });
    } finally {
      setReading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const send = async () => {
    if (state.step !== 'preview') return;
    const ready = state.rows.filter(isReady);
    setState({ ...state, step: 'sending' });
    try {
      const { data } = await dataProvider.postTo<BulkResponse>(BULK_REGISTRATION_PATH, { users: ready.map(toBulkUser) });
      const outcomes = outcomesOf(state.rows, ready, data.results);
      const created = outcomes.filter(isCreated).length;
      notify('users.import.sent', { type: created === outcomes.length ? 'success' : 'warning', messageArgs: { created, total: outcomes.length } });
      setState({ step: 'done', fileName: state.fileName, headers: state.headers, outcomes });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error', multiLine: true });
      setState({ ...state, step: 'preview' });
    }
  };

  const downloadFailed = async () => {
    if (state.step !== 'done') return;
    const failed = state.outcomes.filter((outcome) => !isCreated(outcome)).map((outcome) => ({ cells: outcome.row.cells, reasons: reasonsOf(outcome) }));
    downloadCSV(await failedRowsCsv(state.headers, failed, translate('users.import.columns.problems')), state.fileName.replace(/\.csv$/i, '') + '-failed');
  };

  const picker = (
    <>
      <input ref={fileInput} type="file" accept=".csv,text/csv" hidden data-testid="import-file" onChange={(event) => event.target.files?.[0] && void readFile(event.target.files[0])} />
      <Button variant="contained" label={state.step === 'pick' ? 'users.import.pick' : 'users.import.pickAnother'} onClick={() => fileInput.current?.click()} disabled={reading || state.step === 'sending'}>
        {reading ? <CircularProgress size={18} /> : <UploadFileIcon />}
      </Button>
    </>
  );

  return (
    <ToolScreen resource="users" title={title} explanation={translate('users.import.explanation')}>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
        {picker}
        <Button label="users.import.template" onClick={() => downloadCSV(TEMPLATE_CSV, 'users-template')}>
          <DownloadIcon />
        </Button>
      </Stack>
      {state.step === 'pick' && state.error ? (
        <Alert severity="error" role="alert">
          {translate(state.error.message, state.error.params)}
        </Alert>
      ) : null}
      {state.step === 'preview' || state.step === 'sending' ? (
        <PreviewStep rows={state.rows} fileName={state.fileName} sending={state.step === 'sending'} checkFailed={!!state.checkFailed} onSend={send} />
      ) : null}
      {state.step === 'done' ? (
        <Box>
          <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="h6" component="h2">
              {translate('users.import.resultTitle')}
            </Typography>
            <Chip color="success" label={translate('users.import.summary.created', { smart_count: state.outcomes.filter(isCreated).length })} />
            {state.outcomes.some((outcome) => !isCreated(outcome)) ? (
              <>
                <Chip color="error" variant="outlined" label={translate('users.import.summary.failed', { smart_count: state.outcomes.filter((outcome) => !isCreated(outcome)).length })} />
                <Button label="users.import.downloadFailed" onClick={() => void downloadFailed()}>
                  <DownloadIcon />
                </Button>
              </>
            ) : null}
          </Stack>
          <ImportResults outcomes={state.outcomes} />
        </Box>
      ) : null}
    </ToolScreen>
  );
}

/**
 * The preview with its counts and the send button (only ready rows are sent); a warning when the
 * server could not check the rows (they may still be refused when sent).
 */
function PreviewStep({ rows, fileName, sending, checkFailed, onSend }: { rows: ImportRow[]; fileName: string; sending: boolean; checkFailed: boolean; onSend: () => void }) {
  const translate = useTranslate();
  const ready = rows.filter(isReady).length;
  const withProblems = rows.length - ready;
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('users.import.previewTitle', { file: fileName })}
        </Typography>
        <Chip color="success" variant="outlined" label={translate('users.import.summary.ready', { smart_count: ready })} />
        {withProblems ? <Chip color="error" variant="outlined" label={translate('users.import.summary.problems', { smart_count: withProblems })} /> : null}
      </Stack>
      {checkFailed ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('users.import.checkFailed')}
        </Alert>
      ) : null}
      {withProblems ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('users.import.problemsNote')}
        </Alert>
      ) : null}
      <ImportPreview rows={rows} />
      <Box sx={{ mt: 2 }}>
        <Button variant="contained" label="users.import.send" onClick={onSend} disabled={sending || ready === 0} data-testid="import-send">
          {sending ? <CircularProgress size={18} /> : <SendIcon />}
        </Button>
      </Box>
    </Box>
  );
}
