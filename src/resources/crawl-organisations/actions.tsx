/**
 * The crawled organisations' own actions (docs/decisions.md#organisations): import one record as an organisation from
 * its details page, import the selected records from the list, and open the CSV upload. Import
 * needs `organisations.create`; upload `crawled-organisations.create`.
 */
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Button,
  LinkBase,
  useCanAccess,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useUnselectAll,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { BulkImportResult, CrawledOrganisation } from '../../shared/api';
import type { AdminDataProvider } from '../../admin/dataProviderTypes';
import { usePendingAction, useSpecPaths } from '../../admin/crud';

/** The API path of the resource (the admin's URL says `crawl-organisations`). */
export const CRAWLED_API = '/crawled-organisations';
/** Sub-path of the upload screen (`/admin/crawl-organisations/upload`). */
export const UPLOAD_PATH = 'upload';

/**
 * "Import as organisation" on a record's details page: `POST /crawled-organisations/{id}/import`
 * → 201, then the new organisation opens; on 409 (an organisation with its PIB or MB exists)
 * the record is linked to it and the reason is shown. Hidden once imported and on deleted records.
 */
export function ImportButton() {
  const record = useRecordContext<CrawledOrganisation>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const paths = useSpecPaths();
  const { canAccess } = useCanAccess({ resource: 'organisations', action: 'create' });
  const { pending, run } = usePendingAction();
  if (!record || !canAccess || record.organisationId != null || record.deletedAt) return null;

  const importRecord = () =>
    run(
      async () => {
        const { data } = await dataProvider.postTo<{ organisationId: number }>(`${CRAWLED_API}/${record.id}/import`);
        notify('resources.crawl-organisations.import.done', { type: 'success', messageArgs: { name: record.name } });
        navigate(paths.show('organisations', data.organisationId));
      },
      (error) => {
        // 409: an organisation with its PIB or MB exists; the record is now linked to it.
        if ((error as { status?: number }).status !== 409) return false;
        notify('resources.crawl-organisations.import.exists', { type: 'warning', multiLine: true });
        refresh();
        return true;
      },
    );
  return (
    <Button label="resources.crawl-organisations.import.button" onClick={importRecord} disabled={pending}>
      <AddBusinessIcon />
    </Button>
  );
}

/**
 * "Import as organisations" for the selected rows: `POST /crawled-organisations/import {ids}`
 * (each record in its own transaction) → a summary of imported, already existing and refused.
 */
export function BulkImportButton() {
  const { selectedIds, resource } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const { pending, run } = usePendingAction();

  const importSelected = () =>
    run(async () => {
      const { data } = await dataProvider.postTo<BulkImportResult>(`${CRAWLED_API}/import`, { ids: selectedIds.map(Number) });
      const count = (status: number) => data.results.filter((result) => result.status === status).length;
      const imported = count(201);
      const existing = count(409);
      const refused = data.results.length - imported - existing;
      notify('resources.crawl-organisations.import.bulkDone', {
        type: refused || existing ? 'warning' : 'success',
        messageArgs: { imported, existing, refused },
        multiLine: true,
      });
      unselectAll();
      refresh();
    });
  return (
    <Button label="resources.crawl-organisations.import.bulkButton" onClick={importSelected} disabled={pending || selectedIds.length === 0}>
      <AddBusinessIcon />
    </Button>
  );
}

/** "Upload register extract" → `/admin/crawl-organisations/upload` (with `crawled-organisations.create`). */
export function UploadRegisterButton() {
  const paths = useSpecPaths();
  const { canAccess } = useCanAccess({ resource: 'crawl-organisations', action: 'create' });
  if (!canAccess) return null;
  return (
    <Button component={LinkBase} to={`${paths.list('crawl-organisations')}/${UPLOAD_PATH}`} label="resources.crawl-organisations.upload.button">
      <UploadFileIcon />
    </Button>
  );
}
