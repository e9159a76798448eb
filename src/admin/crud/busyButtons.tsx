/**
 * Buttons that say they are working. A save or an action that takes seconds (publishing renders
 * the article's pages) shows a small spinner inside the button pressed, which is marked
 * `aria-busy` and keeps its colours (not the disabled grey, where the spinner could not be seen),
 * while the screen's other buttons are disabled: react-admin's SaveButton's spinner, made visible.
 */
import type { ReactElement } from 'react';
import { CircularProgress } from '@mui/material';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import type { SxProps, Theme } from '@mui/material/styles';
import { Button, SaveButton, type ButtonProps, type SaveButtonProps } from 'react-admin';
import { useFormState } from 'react-hook-form';

/** A busy contained button keeps its colour; MUI would grey it as disabled. */
const busyContainedSx: SxProps<Theme> = {
  '&.Mui-disabled[aria-busy="true"]': { bgcolor: 'primary.main', color: 'primary.contrastText', cursor: 'progress' },
};

/** The spinner in place of a button's icon. */
export const buttonSpinner = <CircularProgress size={14} thickness={3} color="inherit" />;

/** react-admin's SaveButton, marked busy while its form is being saved and drawn in its colours then. */
export function BusySaveButton(props: SaveButtonProps) {
  const { isSubmitting } = useFormState();
  return <SaveButton {...props} aria-busy={isSubmitting || undefined} sx={busyContainedSx} />;
}

/** Whether the form around the caller is being saved (its other buttons wait meanwhile). */
export function useFormSaving(): boolean {
  return useFormState().isSubmitting;
}

/** The mutation key of a record's own actions, seen by the screen's other buttons. */
const RECORD_ACTION = ['record-action'];

/**
 * Runs an action on the record being edited (an article version's Publish now) as a query-client
 * mutation, so that the form's toolbar sees it ({@link useRecordActionRunning}) and waits.
 */
export function useRecordAction() {
  const { mutateAsync } = useMutation({ mutationKey: RECORD_ACTION, mutationFn: (action: () => Promise<unknown>) => action() });
  return mutateAsync;
}

/** Whether an action of {@link useRecordAction} runs on the screen. */
export function useRecordActionRunning(): boolean {
  return useIsMutating({ mutationKey: RECORD_ACTION }) > 0;
}

export interface ProgressButtonProps extends Omit<ButtonProps, 'children'> {
  /** The icon shown while idle. */
  icon: ReactElement;
  /** Its action runs: the spinner replaces the icon, clicks are ignored, the focus stays on it. */
  busy?: boolean;
}

/**
 * A react-admin Button for an action that takes a while (Publish now): while `busy` it shows a
 * spinner in place of its icon, is `aria-busy` and `aria-disabled` (not `disabled`, so the
 * keyboard focus stays on it) and ignores clicks; `disabled` greys it while another one runs.
 */
export function ProgressButton({ icon, busy = false, disabled, onClick, ...rest }: ProgressButtonProps) {
  return (
    <Button
      {...rest}
      disabled={busy ? false : disabled}
      onClick={busy ? undefined : onClick}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      sx={busy ? { cursor: 'progress' } : undefined}
    >
      {busy ? buttonSpinner : icon}
    </Button>
  );
}
