/**
 * What an emailed-link page (an account invitation, an organisation invitation) shows while its
 * link is looked up, and when the lookup fails: a spinner with "Checking your invitation…", an
 * error with the page's reason and a way on (signing in, going home), or a warning with "Try
 * again". The failure states take the focus (`outcomeRef`) so a screen reader says them.
 * Texts from the `account` namespace (`accept.*`).
 */
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The lookup states before the link's content is known. */
export type LinkLookupState = 'loading' | 'invalid' | 'failed';

export interface LinkLookupStatesProps {
  state: LinkLookupState;
  /** Whether the address carried a token at all (none: "the link is incomplete"). */
  hasToken: boolean;
  /** The reason shown for an unusable link. */
  invalidText: string;
  /** The way on from an unusable link (a button). */
  action: ReactNode;
  /** `data-testid` of the unusable-link state. */
  invalidTestId: string;
  /** Looks the link up again (the "Try again" of a failed lookup). */
  retry: () => void;
  outcomeRef: Ref<HTMLDivElement>;
}

/** The loading, unusable-link and failed-lookup states of a link page. */
export function LinkLookupStates({ state, hasToken, invalidText, action, invalidTestId, retry, outcomeRef }: LinkLookupStatesProps) {
  const { t } = useTranslation('account');
  if (state === 'loading') {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', py: 2 }} role="status">
        <CircularProgress size={24} />
        <Typography>{t('accept.checking')}</Typography>
      </Stack>
    );
  }
  if (state === 'invalid') {
    return (
      <Stack spacing={3} ref={outcomeRef} tabIndex={-1} sx={{ outline: 'none' }} data-testid={invalidTestId}>
        <Alert severity="error">
          <AlertTitle>{t('accept.invalidTitle')}</AlertTitle>
          {hasToken ? invalidText : t('accept.missingToken')}
        </Alert>
        <Box>{action}</Box>
      </Stack>
    );
  }
  return (
    <Stack spacing={3} ref={outcomeRef} tabIndex={-1} sx={{ outline: 'none' }}>
      <Alert severity="warning">{t('accept.loadFailed')}</Alert>
      <Box>
        <Button variant="contained" onClick={retry}>
          {t('accept.retry')}
        </Button>
      </Box>
    </Stack>
  );
}
