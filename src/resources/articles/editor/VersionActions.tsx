/**
 * A saved version's status and what can be done with it (docs/decisions.md#publishing):
 * Publish now, Schedule (a date and time in the editor's own time zone and interface language, sent as UTC), Withdraw
 * (`articles.publish` only, through `POST /articles/publish` and `/articles/unpublish` with this
 * version's language), and Preview, which asks for a signed link (`POST /articles/{id}/preview-link`)
 * and opens it in a new tab. They act on what is saved, so they wait while the form has unsaved
 * changes; a version added in the form has none until the article is saved. While one runs
 * (publishing renders the pages, seconds), its button shows a spinner and is `aria-busy`, the
 * others wait.
 */
import { useState } from 'react';
import { Alert, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import PublishIcon from '@mui/icons-material/Publish';
import ScheduleIcon from '@mui/icons-material/Schedule';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, Confirm, useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { AdminDataProvider } from '../../../admin/dataProviderTypes';
import { ProgressButton, buttonSpinner, usePendingAction, useRecordAction } from '../../../admin/crud';
import { LocalizedDatePicker } from '../../../admin/crud/dateInputs';
import { useIntlLocale } from '../../../admin/useIntlLocale';
import type { LanguageCode } from '../../../shared/languages';
import { STATUS_COLOURS, statusLabel, versionsOf } from '../versions';

const pad = (value: number) => String(value).padStart(2, '0');

/** The schedule's value (the editor's wall-clock time, `yyyy-mm-ddTHH:mm`) for `date`. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A wall-clock `yyyy-mm-ddTHH:mm` read in the editor's time zone, as the UTC ISO time the API stores; null when it is no time. */
export function localInputToUtc(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value); // no offset: ECMAScript reads it as local time
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The editor's time zone's name (Europe/Belgrade), shown beside the schedule's input. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The dialog asking when to publish. */
function ScheduleDialog({ open, pending, onClose, onSchedule }: { open: boolean; pending: boolean; onClose: () => void; onSchedule: (publishAt: string) => void }) {
  const translate = useTranslate();
  // When the dialog opened: the default time is an hour after it, and a time before it is past
  // (checked against the clock again when the user schedules).
  const [openedAt, setOpenedAt] = useState(() => Date.now());
  const [value, setValue] = useState(() => toLocalInput(new Date(openedAt + 3600_000)));
  const utc = localInputToUtc(value);
  const error = !utc ? 'resources.articles.schedule.invalid' : new Date(utc).getTime() <= openedAt ? 'resources.articles.schedule.past' : undefined;
  const schedule = () => {
    const now = Date.now();
    if (!utc) return;
    if (new Date(utc).getTime() <= now) setOpenedAt(now);
    else onSchedule(utc);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="schedule-title">
      <DialogTitle id="schedule-title">{translate('resources.articles.schedule.title')}</DialogTitle>
      <DialogContent>
        <LocalizedDatePicker
          kind="datetime"
          label={translate('resources.articles.fields.publishAt')}
          value={value}
          onChange={setValue}
          error={!!error}
          helperText={error ? translate(error) : translate('resources.articles.schedule.timeZone', { zone: timeZone() })}
          variant="outlined"
          sx={{ mt: 1, minWidth: 280 }}
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onClose} disabled={pending} />
        <Button
          label="resources.articles.actions.schedule"
          onClick={pending ? undefined : schedule}
          disabled={!!error && !pending}
          aria-busy={pending || undefined}
          aria-disabled={pending || undefined}
          variant="contained"
        >
          {pending ? buttonSpinner : <ScheduleIcon />}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The status chip and actions of version `language` of the article being edited. */
export function VersionActions({ language }: { language: LanguageCode }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useIntlLocale();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { isDirty } = useFormState();
  const { canAccess: canPublish } = useCanAccess({ resource: 'articles', action: 'publish' });
  const { pending, run } = usePendingAction();
  // Run as the record's action: the form's Save and Delete wait while it runs.
  const recordAction = useRecordAction();
  /** The action whose button was pressed, while it runs. */
  const [running, setRunning] = useState<'publish' | 'preview' | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const saved = versionsOf(record).find((version) => version.language === language);
  if (!record?.id || !saved?.status) {
    return (
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" variant="outlined" label={translate('resources.articles.form.unsaved')} />
        <Typography variant="body2" color="text.secondary">
          {translate('resources.articles.form.saveToPublish')}
        </Typography>
      </Stack>
    );
  }
  const ids = [Number(record.id)];
  const change = (path: string, body: Record<string, unknown>, done: string, pressed: 'publish' | null = null) => {
    setRunning(pressed);
    return run(() =>
      recordAction(async () => {
        await dataProvider.postTo(path, { ids, languages: [language], ...body });
        notify(done, { type: 'success', messageArgs: { smart_count: 1 } });
        setScheduling(false);
        setWithdrawing(false);
        refresh();
      }),
    ).finally(() => setRunning(null));
  };
  const preview = () => {
    // Opened now, while the click still counts as the user's (a pop-up blocker would stop a
    // window opened after the answer), and sent to the signed link once it arrives.
    const tab = window.open('', '_blank');
    setRunning('preview');
    void run(async () => {
      try {
        const { data } = await dataProvider.postTo<{ url: string }>(`/articles/${record.id}/preview-link`, { language });
        if (tab) {
          tab.opener = null;
          tab.location.href = data.url;
        } else window.location.assign(data.url);
      } catch (error) {
        tab?.close();
        throw error;
      }
    }).finally(() => setRunning(null));
  };
  const live = saved.status === 'published' || saved.status === 'scheduled';
  const when = saved.status === 'scheduled' ? saved.publishAt : saved.status === 'published' ? saved.publishedAt : null;
  const waiting = isDirty || pending;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" color={STATUS_COLOURS[saved.status]} label={translate(statusLabel(saved.status))} data-testid={`version-status-${language}`} />
        {when ? (
          <Typography variant="body2" color="text.secondary">
            {translate(saved.status === 'scheduled' ? 'resources.articles.scheduledFor' : 'resources.articles.publishedOn', { when: new Date(when).toLocaleString(locale) })}
          </Typography>
        ) : null}
        {canPublish ? (
          <>
            {saved.status !== 'published' ? (
              <ProgressButton
                label="resources.articles.actions.publishNow"
                icon={<PublishIcon />}
                busy={running === 'publish'}
                onClick={() => change('/articles/publish', {}, 'resources.articles.notifications.published', 'publish')}
                disabled={waiting}
              />
            ) : null}
            {saved.status !== 'published' ? (
              <Button label="resources.articles.actions.schedule" onClick={() => setScheduling(true)} disabled={waiting}>
                <ScheduleIcon />
              </Button>
            ) : null}
            {live ? (
              <Button label="resources.articles.actions.withdraw" onClick={() => setWithdrawing(true)} disabled={waiting} color="warning">
                <UnpublishedIcon />
              </Button>
            ) : null}
          </>
        ) : null}
        <ProgressButton label="resources.articles.actions.preview" icon={<OpenInNewIcon />} busy={running === 'preview'} onClick={preview} disabled={waiting} />
      </Stack>
      {isDirty ? (
        <Alert severity="info" variant="outlined" sx={{ py: 0 }}>
          {translate('resources.articles.form.saveFirst')}
        </Alert>
      ) : null}
      {scheduling ? (
        <ScheduleDialog
          open
          pending={pending}
          onClose={() => setScheduling(false)}
          onSchedule={(publishAt) => change('/articles/publish', { publishAt }, 'resources.articles.notifications.scheduled')}
        />
      ) : null}
      <Confirm
        isOpen={withdrawing}
        loading={pending}
        title="resources.articles.withdraw.title"
        content="resources.articles.withdraw.content"
        onConfirm={() => change('/articles/unpublish', {}, 'resources.articles.notifications.withdrawn')}
        onClose={() => setWithdrawing(false)}
      />
    </Stack>
  );
}
