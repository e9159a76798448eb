/**
 * A react-admin input for a medium's id (an article's `coverMediaId`; docs/decisions.md#media):
 * the chosen image's thumbnail and file name, "Choose from library" (a dialog with a grid of the
 * library's images, newest first, searched by file name), "Upload new" (the upload dialog; the
 * new image is chosen) and "Remove image" (null). Uploading needs `media.create`; choosing needs
 * `media.read` (without it the dialog says the images could not be loaded).
 *
 *   <MediaPickerInput source="coverMediaId" label="resources.articles.fields.coverMediaId" />
 */
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import ClearIcon from '@mui/icons-material/Clear';
import {
  Box,
  Button,
  ButtonBase,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  FormLabel,
  InputAdornment,
  Skeleton,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useId, useState } from 'react';
import { useCanAccess, useGetList, useGetOne, useInput, useTranslate, type Validator } from 'react-admin';
import { MediaThumbnail } from './MediaFields';
import type { MediaRecord } from './media';
import { UploadMediaDialog } from './UploadMediaDialog';

/** Images per page of the library dialog. */
export const PICKER_PAGE_SIZE = 24;

export interface MediaPickerInputProps {
  source: string;
  /** A translation key or text; default `resources.media.name_one`. */
  label?: string;
  helperText?: string;
  validate?: Validator | Validator[];
}

/** The library dialog: a searchable grid of images; picking one calls `onPick`. */
function LibraryDialog({ open, onClose, onPick }: { open: boolean; onClose(): void; onPick(medium: MediaRecord): void }) {
  const translate = useTranslate();
  const titleId = useId();
  const [search, setSearch] = useState('');
  const { data, isPending, error } = useGetList<MediaRecord>(
    'media',
    { pagination: { page: 1, perPage: PICKER_PAGE_SIZE }, sort: { field: 'createdAt', order: 'DESC' }, filter: search.trim() ? { q: search.trim() } : {} },
    { enabled: open },
  );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('resources.media.picker.title')}</DialogTitle>
      <DialogContent>
        <TextField
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          label={translate('resources.media.picker.search')}
          fullWidth
          size="small"
          sx={{ my: 1 }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        />
        {error ? (
          <Typography color="error" role="alert">
            {translate('resources.media.picker.loadFailed')}
          </Typography>
        ) : isPending ? (
          <Skeleton variant="rounded" height={160} />
        ) : (data ?? []).length === 0 ? (
          <Typography>{translate('resources.media.picker.empty')}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1.5 }} role="list">
            {(data ?? []).map((medium) => (
              <ButtonBase
                key={medium.id}
                role="listitem"
                aria-label={translate('resources.media.picker.select', { name: medium.fileName })}
                onClick={() => onPick(medium)}
                sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', p: 1, borderRadius: 1, border: 1, borderColor: 'divider', '&:hover, &:focus-visible': { borderColor: 'primary.main' } }}
              >
                <MediaThumbnail record={medium} width={124} height={84} />
                <Typography variant="caption" noWrap sx={{ mt: 0.5 }}>
                  {medium.fileName}
                </Typography>
              </ButtonBase>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The chosen image: its thumbnail and file name (a skeleton while it loads). */
function ChosenMedium({ id }: { id: number }) {
  const { data, isPending } = useGetOne<MediaRecord>('media', { id });
  if (isPending) return <Skeleton variant="rounded" width={160} height={100} />;
  if (!data) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <MediaThumbnail record={data} width={160} height={100} />
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {data.fileName}
      </Typography>
    </Box>
  );
}

/** See the module comment. */
export function MediaPickerInput({ source, label = 'resources.media.name_one', helperText, validate }: MediaPickerInputProps) {
  const translate = useTranslate();
  const labelId = useId();
  const { field, fieldState } = useInput({ source, validate, parse: (value: unknown) => (value === '' || value === undefined ? null : value) });
  const { canAccess: mayUpload } = useCanAccess({ resource: 'media', action: 'create' });
  const [choosing, setChoosing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const value = typeof field.value === 'number' ? field.value : field.value ? Number(field.value) : null;
  const pick = (medium: MediaRecord) => {
    field.onChange(medium.id);
    field.onBlur();
    setChoosing(false);
  };
  const problem = fieldState.error?.message;

  return (
    <Box role="group" aria-labelledby={labelId} sx={{ my: 1, width: '100%' }} data-testid={`media-picker-${source}`}>
      <FormLabel id={labelId} sx={{ display: 'block', mb: 1 }}>
        {translate(label, { _: label })}
      </FormLabel>
      {value ? <ChosenMedium id={value} /> : <Typography variant="body2" color="text.secondary">{translate('resources.media.picker.none')}</Typography>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button size="small" startIcon={<PhotoLibraryIcon />} onClick={() => setChoosing(true)}>
          {translate('resources.media.picker.choose')}
        </Button>
        {mayUpload ? (
          <Button size="small" startIcon={<CloudUploadIcon />} onClick={() => setUploading(true)}>
            {translate('resources.media.picker.upload')}
          </Button>
        ) : null}
        {value ? (
          <Button size="small" color="inherit" startIcon={<ClearIcon />} onClick={() => field.onChange(null)}>
            {translate('resources.media.picker.clear')}
          </Button>
        ) : null}
      </Box>
      {problem || helperText ? <FormHelperText error={!!problem}>{translate(problem ?? helperText!, { _: problem ?? helperText })}</FormHelperText> : null}
      <LibraryDialog open={choosing} onClose={() => setChoosing(false)} onPick={pick} />
      <UploadMediaDialog open={uploading} onClose={() => setUploading(false)} onUploaded={pick} />
    </Box>
  );
}

export default MediaPickerInput;
