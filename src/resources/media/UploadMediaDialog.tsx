/**
 * Uploading an image (docs/decisions.md#media): a dialog with a file input, a preview of the
 * chosen file, its English alternative text, and the refusal in the interface language when the
 * file is too large, not an accepted image, unreadable or too many pixels (the API reads the
 * type from the bytes; the browser checks the size before sending). The list's "Upload" button
 * and the cover picker open it.
 */
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Alert, Box, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, TextField, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button, useCanAccess, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { MAX_MEDIA_ALT_LENGTH } from '../../shared/media';
import type { AdminDataProvider } from '../../admin/dataProviderTypes';
import { useIntlLocale } from '../../admin/useIntlLocale';
import { ACCEPTED_TYPES, localProblemOf, uploadMedia, uploadProblemOf, UPLOAD_LIMITS, type MediaRecord, type UploadProblem } from './media';

export interface UploadMediaDialogProps {
  open: boolean;
  onClose(): void;
  /** Called with the new medium once stored (the dialog then closes). */
  onUploaded?(medium: MediaRecord): void;
}

/** The upload dialog; see the module comment. Its form is mounted while open, so each opening starts empty. */
export function UploadMediaDialog({ open, onClose, onUploaded }: UploadMediaDialogProps) {
  const titleId = useId();
  const [pending, setPending] = useState(false);
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {open ? <UploadForm titleId={titleId} onClose={onClose} onUploaded={onUploaded} pending={pending} setPending={setPending} /> : null}
    </Dialog>
  );
}

function UploadForm({
  titleId,
  onClose,
  onUploaded,
  pending,
  setPending,
}: Omit<UploadMediaDialogProps, 'open'> & { titleId: string; pending: boolean; setPending(pending: boolean): void }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | undefined>();
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (chosen: File | undefined) => {
    setFile(chosen ?? null);
    setSize(undefined);
    setProblem(chosen ? localProblemOf(chosen) : null);
  };

  const submit = async () => {
    if (!file || problem) return;
    setPending(true);
    try {
      const medium = await uploadMedia(dataProvider, file, alt);
      notify('resources.media.upload.done', { type: 'success' });
      onUploaded?.(medium);
      onClose();
    } catch (error) {
      setProblem(uploadProblemOf(error, size));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <DialogTitle id={titleId}>{translate('resources.media.upload.title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          <Box>
            <input
              ref={fileInput}
              id={inputId}
              type="file"
              accept={ACCEPTED_TYPES}
              hidden
              data-testid="media-file"
              onChange={(event) => choose(event.target.files?.[0])}
            />
            <MuiButton variant="outlined" startIcon={<CloudUploadIcon />} onClick={() => fileInput.current?.click()} disabled={pending}>
              {translate('resources.media.upload.choose')}
            </MuiButton>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('resources.media.upload.hint', { max: UPLOAD_LIMITS.max.toLocaleString(locale), pixels: UPLOAD_LIMITS.pixels.toLocaleString(locale) })}
            </Typography>
          </Box>
          {file && preview ? (
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
              <Box
                component="img"
                src={preview}
                alt=""
                onLoad={(event) => setSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
                sx={{ width: 120, height: 80, objectFit: 'contain', bgcolor: 'action.hover', borderRadius: 1 }}
              />
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Typography>
            </Box>
          ) : null}
          <TextField
            label={translate('resources.media.upload.alt')}
            helperText={translate('resources.media.altHelp')}
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            slotProps={{ htmlInput: { maxLength: MAX_MEDIA_ALT_LENGTH } }}
            disabled={pending}
            fullWidth
          />
          {problem ? (
            <Alert severity="error" role="alert">
              {translate(problem.key, problem.values)}
            </Alert>
          ) : null}
          {pending ? (
            <Box>
              <LinearProgress />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate('resources.media.upload.uploading')}
              </Typography>
            </Box>
          ) : null}
        </Box>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose} disabled={pending}>
          {translate('ra.action.cancel')}
        </MuiButton>
        <MuiButton variant="contained" onClick={() => void submit()} disabled={!file || !!problem || pending}>
          {translate('resources.media.upload.submit')}
        </MuiButton>
      </DialogActions>
    </>
  );
}

/** "Upload" on the list's toolbar (with `media.create`): the dialog, then the list again. */
export function UploadMediaButton() {
  const [open, setOpen] = useState(false);
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'media', action: 'create' });
  if (!canAccess) return null;
  return (
    <>
      <Button label="resources.media.upload.button" onClick={() => setOpen(true)}>
        <CloudUploadIcon />
      </Button>
      <UploadMediaDialog open={open} onClose={() => setOpen(false)} onUploaded={() => refresh()} />
    </>
  );
}
