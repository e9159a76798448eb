import { useRef, useState } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Alert, Box, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { Button, DataTable, ListContextProvider, Pagination, useDataProvider, useList, useNotify, useTranslate, type RaRecord } from 'react-admin';
import type { UploadResult } from '../../shared/api';
import type { AdminDataProvider } from '../../admin/dataProviderTypes';
import { EMPTY_VALUE, ToolScreen } from '../../admin/crud';
import { useDocumentTitle } from '../../admin/useDocumentTitle';
import { CRAWLED_API } from './actions';

/** The register extract's columns, in the documented order (docs/architecture.md; server CSV_COLUMNS). */
export const REGISTER_CSV_COLUMNS = [
  'name',
  'taxRegistrationNumber',
  'nationalIdentificationNumber',
  'address',
  'city',
  'activityCode',
  'activityName',
  'registerStatus',
  'sourceUrl',
  'crawledAt',
] as const;

type UploadRowRecord = UploadResult['results'][number] & RaRecord;

type UploadState =
  | { step: 'pick' }
  | { step: 'checking'; fileName: string }
  | { step: 'preview'; fileName: string; text: string; result: UploadResult }
  | { step: 'applying'; fileName: string; text: string; result: UploadResult }
  | { step: 'done'; fileName: string; result: UploadResult };

const STATUS_COLOURS = { created: 'success', updated: 'info', unchanged: 'default', invalid: 'error', forbidden: 'warning' } as const;

/** The statuses of the summary, in order; `forbidden` only when some row is. */
const SUMMARY_STATUSES = ['created', 'updated', 'unchanged', 'invalid', 'forbidden'] as const;

/** Per-row results of an upload (its own problems for invalid rows), 25 a page. */
function UploadRows({ result }: { result: UploadResult }) {
  const translate = useTranslate();
  const data: UploadRowRecord[] = result.results.map((row) => ({ ...row, id: row.row }));
  const listContext = useList<UploadRowRecord>({ data, perPage: 25 });
  return (
    <ListContextProvider value={listContext}>
      <DataTable bulkActionButtons={false} rowClick={false} data-testid="upload-rows" sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}>
        <DataTable.Col source="row" label="resources.crawl-organisations.upload.row" disableSort />
        <DataTable.Col
          source="status"
          label="resources.crawl-organisations.upload.status"
          disableSort
          render={(row: UploadRowRecord) => (
            <Chip size="small" variant="outlined" color={STATUS_COLOURS[row.status]} label={translate(`resources.crawl-organisations.upload.statuses.${row.status}`)} />
          )}
        />
        <DataTable.Col
          source="errors"
          label="resources.crawl-organisations.upload.problems"
          disableSort
          render={(row: UploadRowRecord) =>
            row.errors?.length ? (
              <Box component="ul" sx={{ m: 0, pl: 2, color: 'error.main' }}>
                {row.errors.map((error, index) => (
                  <Typography component="li" variant="body2" key={index}>
                    {error.field ? `${translate(`resources.crawl-organisations.fields.${error.field}`, { _: error.field })}: ${error.reason}` : error.reason}
                  </Typography>
                ))}
              </Box>
            ) : (
              EMPTY_VALUE
            )
          }
        />
      </DataTable>
      {data.length > 25 ? <Pagination rowsPerPageOptions={[25, 50, 100]} /> : null}
    </ListContextProvider>
  );
}

/** The counts of an upload as chips. */
function Summary({ result }: { result: UploadResult }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }} data-testid="upload-summary">
      {SUMMARY_STATUSES.filter((status) => status !== 'forbidden' || result.summary.forbidden > 0).map((status) => (
        <Chip key={status} color={STATUS_COLOURS[status]} variant={status === 'invalid' && result.summary.invalid === 0 ? 'outlined' : 'filled'} label={`${translate(`resources.crawl-organisations.upload.statuses.${status}`)}: ${result.summary[status]}`} />
      ))}
    </Stack>
  );
}

/**
 * Upload a register extract (`/admin/crawl-organisations/upload`, docs/decisions.md#organisations;
 * `crawled-organisations.create`): the CSV is first sent with `dryRun=true`, which checks every
 * row and says what would be created, updated (same PIB) or left unchanged without writing;
 * "Apply" sends it again for real. Invalid rows are never written, nor rows that would change an
 * existing record when the user lacks `crawled-organisations.update` (shown as forbidden).
 */
export function RegisterUpload() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const fileInput = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<UploadState>({ step: 'pick' });
  const title = translate('resources.crawl-organisations.upload.title');
  useDocumentTitle(title);

  const upload = (text: string, dryRun: boolean) =>
    dataProvider.postTo<UploadResult>(`${CRAWLED_API}/upload`, text, { contentType: 'text/csv', query: { dryRun } }).then(({ data }) => data);

  const check = async (file: File) => {
    setState({ step: 'checking', fileName: file.name });
    try {
      const text = await file.text();
      setState({ step: 'preview', fileName: file.name, text, result: await upload(text, true) });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error', multiLine: true });
      setState({ step: 'pick' });
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const apply = async () => {
    if (state.step !== 'preview') return;
    setState({ ...state, step: 'applying' });
    try {
      const result = await upload(state.text, false);
      notify('resources.crawl-organisations.upload.applied', { type: 'success', messageArgs: { created: result.summary.created, updated: result.summary.updated } });
      setState({ step: 'done', fileName: state.fileName, result });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error', multiLine: true });
      setState({ ...state, step: 'preview' });
    }
  };

  const busy = state.step === 'checking' || state.step === 'applying';
  const changes = state.step === 'preview' || state.step === 'applying' ? state.result.summary.created + state.result.summary.updated : 0;

  return (
    <ToolScreen resource="crawl-organisations" title={title} explanation={translate('resources.crawl-organisations.upload.explanation')}>
      <Typography variant="body2" component="code" sx={{ display: 'block', mt: -1, mb: 2, overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
        {REGISTER_CSV_COLUMNS.join(',')}
      </Typography>
      <input ref={fileInput} type="file" accept=".csv,text/csv" hidden data-testid="upload-file" onChange={(event) => event.target.files?.[0] && void check(event.target.files[0])} />
      <Button variant="contained" label={state.step === 'pick' ? 'resources.crawl-organisations.upload.pick' : 'resources.crawl-organisations.upload.pickAnother'} onClick={() => fileInput.current?.click()} disabled={busy} sx={{ mb: 2 }}>
        {state.step === 'checking' ? <CircularProgress size={18} /> : <UploadFileIcon />}
      </Button>
      {state.step === 'preview' || state.step === 'applying' ? (
        <Box>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('resources.crawl-organisations.upload.previewTitle', { file: state.fileName })}
          </Typography>
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('resources.crawl-organisations.upload.dryRunNote')}
          </Alert>
          {state.result.summary.forbidden > 0 ? (
            <Alert severity="warning" sx={{ mb: 2 }} data-testid="upload-forbidden-note">
              {translate('resources.crawl-organisations.upload.forbiddenNote')}
            </Alert>
          ) : null}
          <Summary result={state.result} />
          <UploadRows result={state.result} />
          <Box sx={{ mt: 2 }}>
            <Button variant="contained" label="resources.crawl-organisations.upload.apply" onClick={apply} disabled={busy || changes === 0} data-testid="upload-apply">
              {state.step === 'applying' ? <CircularProgress size={18} /> : <DoneAllIcon />}
            </Button>
          </Box>
        </Box>
      ) : null}
      {state.step === 'done' ? (
        <Box>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('resources.crawl-organisations.upload.resultTitle', { file: state.fileName })}
          </Typography>
          <Summary result={state.result} />
          <UploadRows result={state.result} />
        </Box>
      ) : null}
    </ToolScreen>
  );
}
