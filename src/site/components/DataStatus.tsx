import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** The loading state of a page's public data (a blog list, an opening), announced politely; `text` translated by the caller. */
export function DataLoading({ text }: { text: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center', py: 8 }}>
      <CircularProgress size={24} />
      <Typography>{text}</Typography>
    </Box>
  );
}

/** A failed public data request, with a button that tries again; the texts translated by the caller. */
export function DataError({ title, text, retry, onRetry }: { title: string; text: string; retry: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      sx={{ my: 6, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retry}
        </Button>
      }
    >
      <Typography component="p" sx={{ fontWeight: 600 }}>{title}</Typography>
      <Typography component="p" variant="body2">{text}</Typography>
    </Alert>
  );
}
