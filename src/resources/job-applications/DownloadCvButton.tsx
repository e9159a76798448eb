import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useRecordContext } from 'react-admin';
import { downloadFile } from '../../auth';
import { API_BASE } from '../../shared/api';
import { useErrorToast } from '../../admin/crud/serverErrors';
import { saveFile } from '../../admin/saveFile';

/**
 * "Download CV" on an application's details page: fetches `GET /job-applications/{id}/cv` with the
 * signed-in user's bearer (the file is never public, so a plain link would not do) and saves it
 * under the name the server gives (the stored name, its extension the real type's). A refusal is
 * shown as the toast of any failed request.
 */
export function DownloadCvButton() {
  const record = useRecordContext<{ id: number; cvFileName?: string }>();
  const toastError = useErrorToast();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const download = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await downloadFile(`${API_BASE}/job-applications/${record.id}/cv`);
      saveFile(blob, fileName ?? record.cvFileName ?? 'cv');
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="resources.job-applications.downloadCv" onClick={download} disabled={busy}>
      <DownloadIcon />
    </Button>
  );
}
