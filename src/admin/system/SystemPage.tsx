/**
 * The System screen (`/admin/system`, docs/decisions.md#system-screen): what `GET /system`
 * answers, in five cards — the application (version, Node.js, uptime, memory), the database
 * (engine, version, migrations), the mail outbox (waiting, being sent, failed), the published
 * pages' render queue (waiting, failed, longest wait, the latest failures, and Retry for holders
 * of `articles.publish`) and the last recorded backup — asked for again every
 * {@link REFRESH_MS} ms and with the Refresh button.
 * Needs `system.read`: without it react-admin's access-denied page shows (the API answers 403
 * anyway). Its own chunk, loaded when first opened (./routes.tsx).
 */
import type { ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Grid, Skeleton, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import ReplayIcon from '@mui/icons-material/Replay';
import { Loading, Title, useCanAccess, useDataProvider, useGetOne, useNotify, useRequireAccess, useTranslate } from 'react-admin';
import type { RenderQueueRetried, SystemStatus } from '../../shared/api';
import { ProgressButton } from '../crud/busyButtons';
import { usePendingAction } from '../crud/recordActions';
import type { AdminDataProvider, SingletonMeta } from '../dataProviderTypes';
import { useIntlLocale } from '../useIntlLocale';
import { formatAge, formatBytes, formatDateTime, formatDuration } from './format';

/** How often the figures are asked for again while the screen is open. */
export const REFRESH_MS = 15_000;

/** A backup older than this is flagged (README "Operating": the newest file should be less than a day old). */
const BACKUP_STALE_MS = 24 * 3_600_000;

/** `GET /system` as a singleton read of the dataProvider. */
export const SYSTEM_READ = { resource: 'system', id: 'system', meta: { apiPath: '/system' } satisfies SingletonMeta };

const ACCESS = { resource: 'system', action: 'read' } as const;

/** Retrying failed renders is a publisher's act (docs/decisions.md#system-screen): `articles.publish`. */
const RETRY_ACCESS = { resource: 'articles', action: 'publish' } as const;

/** `POST /system/render-queue/retry`. */
export const RENDER_QUEUE_RETRY_PATH = '/system/render-queue/retry';

/**
 * One labelled figure of a card (a `<dt>`/`<dd>` pair): the label above, the value below (wraps
 * on a phone); `wide` spans both columns.
 */
function Figure({ label, children, testId, wide }: { label: string; children: ReactNode; testId?: string; wide?: boolean }) {
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body1" component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A card with a title and its figures in a two-column grid (one column on a phone). */
function StatusCard({ title, testId, children, footer }: { title: string; testId: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {title}
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            {children}
          </Box>
          {footer ? <Box sx={{ mt: 2 }}>{footer}</Box> : null}
        </CardContent>
      </Card>
    </Grid>
  );
}

/**
 * "Retry failed renders" (`POST /system/render-queue/retry`), for holders of `articles.publish`
 * only (the API refuses others anyway); says how many were queued again, then asks for the
 * figures again (`onRetried`).
 */
function RetryRendersButton({ onRetried }: { onRetried: () => Promise<unknown> }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const { pending, run } = usePendingAction();
  const { canAccess } = useCanAccess(RETRY_ACCESS);
  if (!canAccess) return null;
  const retry = () =>
    void run(async () => {
      const { data } = await dataProvider.postTo<RenderQueueRetried>(RENDER_QUEUE_RETRY_PATH);
      notify('system.renderQueue.retried', { type: 'success', messageArgs: { smart_count: data.retried } });
      await onRetried();
    });
  return (
    <Box>
      <ProgressButton label="system.renderQueue.retry" variant="outlined" icon={<ReplayIcon />} busy={pending} onClick={retry} />
    </Box>
  );
}

/**
 * The published pages' render queue (docs/decisions.md#render-queue): jobs waiting, failed ones
 * (highlighted), the longest wait, and the latest failures with their error, attempts and time.
 */
function RenderQueueCard({ queue, receivedAt, onRetried }: { queue: SystemStatus['renderQueue']; receivedAt: number; onRetried: () => Promise<unknown> }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const number = (value: number) => value.toLocaleString(locale);
  const { pending, failed, oldestPendingMs, failedJobs } = queue;
  return (
    <StatusCard
      title={translate('system.renderQueue.title')}
      testId="system-render-queue"
      footer={
        <Stack spacing={2}>
          {failedJobs.length > 0 ? (
            <Box>
              <Typography variant="subtitle2" component="h3" gutterBottom>
                {translate('system.renderQueue.failures')}
              </Typography>
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', maxHeight: 360, overflowY: 'auto' }} data-testid="system-render-queue-failures">
                {failedJobs.map((job) => (
                  <Box component="li" key={job.key} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
                    <Box component="span" sx={{ display: 'block', fontFamily: 'monospace', fontSize: '0.875rem', overflowWrap: 'anywhere' }}>
                      {job.key}
                    </Box>
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      {translate('system.renderQueue.attempts', { smart_count: job.attempts })}
                      {' · '}
                      <span title={formatDateTime(job.failedAt, locale)}>{translate('system.renderQueue.failedAgo', { age: formatAge(job.failedAt, receivedAt, locale) })}</span>
                    </Typography>
                    <Typography component="span" variant="body2" color={job.lastError ? 'error' : 'text.secondary'} sx={{ display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {job.lastError ?? translate('system.renderQueue.noError')}
                    </Typography>
                  </Box>
                ))}
              </Box>
              {failed > failedJobs.length ? (
                <Typography variant="body2" color="text.secondary">
                  {translate('system.renderQueue.moreFailed', { shown: number(failedJobs.length), total: number(failed) })}
                </Typography>
              ) : null}
            </Box>
          ) : null}
          {failed > 0 ? <RetryRendersButton onRetried={onRetried} /> : null}
          <Typography variant="body2" color="text.secondary">
            {translate('system.renderQueue.note')}
          </Typography>
        </Stack>
      }
    >
      <Figure label={translate('system.renderQueue.pending')} testId="system-render-queue-pending">
        {number(pending)}
      </Figure>
      <Figure label={translate('system.renderQueue.failed')} testId="system-render-queue-failed">
        {failed > 0 ? <Chip size="small" color="error" label={number(failed)} /> : number(failed)}
      </Figure>
      <Figure label={translate('system.renderQueue.oldestPending')} testId="system-render-queue-oldest">
        {pending > 0 ? formatDuration(oldestPendingMs / 1000, locale) : translate('system.renderQueue.nothingWaiting')}
      </Figure>
    </StatusCard>
  );
}

/**
 * The five cards of one answer, received at `receivedAt` (ms; the backup's and the failures'
 * ages are counted to it); `onRetried` asks for the figures again after a retry.
 */
function StatusCards({ status, receivedAt, onRetried }: { status: SystemStatus; receivedAt: number; onRetried: () => Promise<unknown> }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const number = (value: number) => value.toLocaleString(locale);
  const { application, database, outbox, renderQueue, lastBackup } = status;
  const { migrations } = database;
  const backupAge = lastBackup ? receivedAt - Date.parse(lastBackup.finishedAt) : 0;
  return (
    <Grid container spacing={2}>
      <StatusCard title={translate('system.application.title')} testId="system-application" footer={<Typography variant="body2" color="text.secondary">{translate('system.application.instanceNote')}</Typography>}>
        <Figure label={translate('system.application.version')}>{application.version}</Figure>
        <Figure label={translate('system.application.node')}>{application.node}</Figure>
        <Figure label={translate('system.application.uptime')}>{formatDuration(application.uptimeSeconds, locale)}</Figure>
        <Figure label={translate('system.application.memory')}>{formatBytes(application.residentMemoryBytes, locale)}</Figure>
      </StatusCard>

      <StatusCard
        title={translate('system.database.title')}
        testId="system-database"
        footer={
          migrations.applied !== migrations.known ? (
            <Chip size="small" variant="outlined" color="warning" label={translate('system.database.migrationsMismatch')} />
          ) : null
        }
      >
        <Figure label={translate('system.database.engine')}>{translate(`system.database.engines.${database.engine}`)}</Figure>
        <Figure label={translate('system.database.version')}>
          <span title={database.version}>{database.serverVersion}</span>
        </Figure>
        <Figure label={translate('system.database.migrations')}>
          {translate('system.database.migrationsOf', { applied: number(migrations.applied), known: number(migrations.known) })}
        </Figure>
        <Figure label={translate('system.database.lastMigration')}>
          {migrations.last ? (
            <>
              {migrations.last.tag ?? translate('system.database.unknownMigration')}
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {translate('system.database.written', { date: formatDateTime(migrations.last.createdAt, locale) })}
              </Typography>
            </>
          ) : (
            '—'
          )}
        </Figure>
      </StatusCard>

      <StatusCard title={translate('system.outbox.title')} testId="system-outbox">
        <Figure label={translate('system.outbox.queued')} testId="system-outbox-queued">
          {number(outbox.queued)}
        </Figure>
        <Figure label={translate('system.outbox.sending')} testId="system-outbox-sending">
          {number(outbox.sending)}
        </Figure>
        <Figure label={translate('system.outbox.failed')} testId="system-outbox-failed">
          {outbox.failed > 0 ? <Chip size="small" color="error" label={number(outbox.failed)} /> : number(outbox.failed)}
        </Figure>
      </StatusCard>

      <RenderQueueCard queue={renderQueue} receivedAt={receivedAt} onRetried={onRetried} />

      <StatusCard
        title={translate('system.backup.title')}
        testId="system-backup"
        footer={
          lastBackup ? (
            backupAge > BACKUP_STALE_MS ? <Chip size="small" variant="outlined" color="warning" label={translate('system.backup.stale')} /> : null
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('system.backup.noneHint')}
            </Typography>
          )
        }
      >
        {lastBackup ? (
          <>
            <Figure label={translate('system.backup.takenAt')}>
              {formatDateTime(lastBackup.takenAt, locale)}
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {formatAge(lastBackup.finishedAt, receivedAt, locale)}
              </Typography>
            </Figure>
            <Figure label={translate('system.backup.size')}>{formatBytes(lastBackup.bytes, locale)}</Figure>
            <Figure label={translate('system.backup.rows')}>{number(lastBackup.rows)}</Figure>
            <Figure label={translate('system.backup.schema')}>{lastBackup.schemaVersion ?? translate('system.database.unknownMigration')}</Figure>
            <Figure label={translate('system.backup.file')} wide>
              <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.875rem' }}>
                {lastBackup.file}
              </Box>
            </Figure>
          </>
        ) : (
          <Figure label={translate('system.backup.takenAt')}>{translate('system.backup.none')}</Figure>
        )}
      </StatusCard>
    </Grid>
  );
}

/** Placeholder cards while the first answer is on its way. */
function LoadingCards() {
  return (
    <Grid container spacing={2} aria-busy="true">
      {[0, 1, 2, 3, 4].map((key) => (
        <Grid key={key} size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rounded" height={180} />
        </Grid>
      ))}
    </Grid>
  );
}

/** The figures, refreshed every {@link REFRESH_MS} ms and on demand. */
function SystemStatusView() {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const { data, error, isPending, isFetching, refetch, dataUpdatedAt } = useGetOne<SystemStatus & { id: string }>(
    SYSTEM_READ.resource,
    { id: SYSTEM_READ.id, meta: SYSTEM_READ.meta },
    { refetchInterval: REFRESH_MS, refetchIntervalInBackground: false },
  );
  return (
    <Box sx={{ py: 2 }}>
      <Title title="system.title" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {translate('system.subtitle')}
          {data ? ` ${translate('system.updated', { time: new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(dataUpdatedAt) })}` : null}
        </Typography>
        <Button variant="outlined" size="small" startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching} aria-busy={isFetching}>
          {translate('system.refresh')}
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(data ? 'system.refreshFailed' : 'system.loadFailed')}
        </Alert>
      ) : null}
      {isPending && !error ? <LoadingCards /> : null}
      {data ? <StatusCards status={data} receivedAt={dataUpdatedAt} onRetried={refetch} /> : null}
    </Box>
  );
}

/** `/admin/system`: the figures for a holder of `system.read`, else react-admin's access-denied page. */
export function SystemPage() {
  const { isPending } = useRequireAccess(ACCESS);
  const { canAccess } = useCanAccess(ACCESS);
  if (isPending) return <Loading />;
  return canAccess ? <SystemStatusView /> : null;
}
