/**
 * The System screen (src/admin/system, docs/decisions.md#system-screen): the figures of
 * `GET /system` in their cards, bytes and durations in words of the interface language, the
 * Refresh button asking again; the published pages' render queue with its failures, and its
 * Retry button only for holders of `articles.publish`; the menu item only for holders of
 * `system.read`; and the formatting helpers in another language.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AuthProvider } from 'react-admin';
import { AdminMenu } from '../../../src/admin/AdminMenu';
import { createDataProvider } from '../../../src/admin/dataProvider';
import { formatBytes, formatDuration } from '../../../src/admin/system/format';
import { SystemPage } from '../../../src/admin/system/SystemPage';
import { AdminTestApp, allowAll, signedInScreens } from './testKit';
import { setupMswServer } from '../support/msw';

const server = setupMswServer();
signedInScreens();

const STATUS = {
  application: { version: '0.1.0', node: 'v22.12.0', uptimeSeconds: 93_784, residentMemoryBytes: 123_456_789 },
  database: {
    engine: 'postgresql',
    serverVersion: '17.5',
    version: 'PostgreSQL 17.5 on x86_64-pc-linux-gnu',
    migrations: { applied: 21, known: 21, last: { tag: '0020_backups', createdAt: '2026-12-02T10:00:00.000Z' } },
  },
  outbox: { queued: 7, sending: 1, failed: 3 },
  renderQueue: { pending: 0, failed: 0, oldestPendingMs: 0, failedJobs: [] as { key: string; attempts: number; lastError: string | null; failedAt: string }[] },
  lastBackup: {
    takenAt: '2026-12-02T03:15:00.000Z',
    finishedAt: '2026-12-02T03:16:00.000Z',
    file: '/var/backups/site/20261202T031500Z.ndjson.gz',
    bytes: 2_500_000,
    rows: 48_213,
    schemaVersion: '0020_backups',
  },
};

describe('System screen', () => {
  it('shows the figures in their cards, readable, and asks again on Refresh', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/1.0/system', () => {
        asked++;
        return HttpResponse.json({ ...STATUS, outbox: { ...STATUS.outbox, queued: asked === 1 ? 7 : 9 } });
      }),
    );
    render(
      <AdminTestApp dataProvider={createDataProvider()} path="/admin/system">
        <SystemPage />
      </AdminTestApp>,
    );
    const application = await screen.findByTestId('system-application');
    expect(within(application).getByText('0.1.0')).toBeInTheDocument();
    expect(within(application).getByText('v22.12.0')).toBeInTheDocument();
    expect(within(application).getByText('1 day, 2 hours')).toBeInTheDocument();
    expect(within(application).getByText('123.5 MB')).toBeInTheDocument();

    const database = screen.getByTestId('system-database');
    expect(within(database).getByText('PostgreSQL')).toBeInTheDocument();
    expect(within(database).getByText('17.5')).toHaveAttribute('title', 'PostgreSQL 17.5 on x86_64-pc-linux-gnu');
    expect(within(database).getByText('21 of 21')).toBeInTheDocument();
    expect(within(database).getByText('0020_backups')).toBeInTheDocument();

    expect(within(screen.getByTestId('system-outbox-queued')).getByText('7')).toBeInTheDocument();
    expect(within(screen.getByTestId('system-outbox-failed')).getByText('3')).toBeInTheDocument();

    const backup = screen.getByTestId('system-backup');
    expect(within(backup).getByText('2.5 MB')).toBeInTheDocument();
    expect(within(backup).getByText('48,213')).toBeInTheDocument();
    expect(within(backup).getByText('/var/backups/site/20261202T031500Z.ndjson.gz')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(within(screen.getByTestId('system-outbox-queued')).getByText('9')).toBeInTheDocument());
    expect(asked).toBe(2);
  });

  it('shows the render queue: waiting, the longest wait and nothing failed', async () => {
    server.use(http.get('*/api/1.0/system', () => HttpResponse.json({ ...STATUS, renderQueue: { pending: 4, failed: 0, oldestPendingMs: 95_400, failedJobs: [] } })));
    render(
      <AdminTestApp dataProvider={createDataProvider()} path="/admin/system">
        <SystemPage />
      </AdminTestApp>,
    );
    const queue = await screen.findByTestId('system-render-queue');
    expect(within(queue).getByRole('heading', { name: 'Published pages' })).toBeInTheDocument();
    expect(within(screen.getByTestId('system-render-queue-pending')).getByText('4')).toBeInTheDocument();
    expect(within(screen.getByTestId('system-render-queue-failed')).getByText('0')).toBeInTheDocument();
    expect(within(screen.getByTestId('system-render-queue-oldest')).getByText('1 minute, 35 seconds')).toBeInTheDocument();
    expect(within(queue).queryByTestId('system-render-queue-failures')).not.toBeInTheDocument();
    // Nothing to retry: no button, even for a publisher.
    expect(within(queue).queryByRole('button', { name: 'Retry failed renders' })).not.toBeInTheDocument();
  });

  it('lists the failed renders and retries them for a holder of articles.publish, then asks again', async () => {
    const failedAt = new Date(Date.now() - 3 * 3_600_000).toISOString();
    let failed = true;
    let retried = 0;
    let asked = 0;
    server.use(
      http.get('*/api/1.0/system', () => {
        asked++;
        return HttpResponse.json({
          ...STATUS,
          renderQueue: failed
            ? { pending: 0, failed: 2, oldestPendingMs: 0, failedJobs: [{ key: '/sr/blog', attempts: 5, lastError: 'The page shell is missing', failedAt }, { key: 'related:hello', attempts: 5, lastError: null, failedAt }] }
            : { pending: 2, failed: 0, oldestPendingMs: 1_000, failedJobs: [] },
        });
      }),
      http.post('*/api/1.0/system/render-queue/retry', async ({ request }) => {
        expect(await request.json()).toEqual({});
        retried++;
        failed = false;
        return HttpResponse.json({ retried: 2 });
      }),
    );
    render(
      <AdminTestApp dataProvider={createDataProvider()} path="/admin/system">
        <SystemPage />
      </AdminTestApp>,
    );
    const queue = await screen.findByTestId('system-render-queue');
    expect(within(screen.getByTestId('system-render-queue-failed')).getByText('2')).toBeInTheDocument();
    expect(within(screen.getByTestId('system-render-queue-oldest')).getByText('Nothing waiting')).toBeInTheDocument();
    const failures = within(queue).getByTestId('system-render-queue-failures');
    expect(within(failures).getByText('/sr/blog')).toBeInTheDocument();
    expect(within(failures).getByText('The page shell is missing')).toBeInTheDocument();
    expect(within(failures).getByText('related:hello')).toBeInTheDocument();
    expect(within(failures).getByText('No error message recorded')).toBeInTheDocument();
    expect(within(failures).getAllByText(/5 attempts/)).toHaveLength(2);
    expect(within(failures).getAllByText('failed 3 hours ago')).toHaveLength(2);

    fireEvent.click(await within(queue).findByRole('button', { name: 'Retry failed renders' }));
    expect(await screen.findByText('2 failed renders queued again')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('system-render-queue-pending')).getByText('2')).toBeInTheDocument());
    expect(retried).toBe(1);
    expect(asked).toBe(2);
    expect(within(screen.getByTestId('system-render-queue')).queryByRole('button', { name: 'Retry failed renders' })).not.toBeInTheDocument();
  });

  it('shows the failures but no Retry button to a user without articles.publish', async () => {
    const systemOnly: AuthProvider = { ...allowAll, canAccess: async ({ resource, action }) => `${resource}.${action}` === 'system.read' };
    server.use(
      http.get('*/api/1.0/system', () =>
        HttpResponse.json({ ...STATUS, renderQueue: { pending: 0, failed: 25, oldestPendingMs: 0, failedJobs: [{ key: '/sitemap.xml', attempts: 5, lastError: 'boom', failedAt: '2026-12-02T10:00:00.000Z' }] } }),
      ),
    );
    render(
      <AdminTestApp dataProvider={createDataProvider()} authProvider={systemOnly} path="/admin/system">
        <SystemPage />
      </AdminTestApp>,
    );
    const queue = await screen.findByTestId('system-render-queue');
    expect(within(queue).getByText('/sitemap.xml')).toBeInTheDocument();
    expect(within(queue).getByText('Showing the 1 most recent of 25.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(queue).queryByRole('button', { name: 'Retry failed renders' })).not.toBeInTheDocument();
  });

  it('says when no backup was recorded', async () => {
    server.use(http.get('*/api/1.0/system', () => HttpResponse.json({ ...STATUS, lastBackup: null })));
    render(
      <AdminTestApp dataProvider={createDataProvider()} path="/admin/system">
        <SystemPage />
      </AdminTestApp>,
    );
    const backup = await screen.findByTestId('system-backup');
    expect(within(backup).getByText('None recorded')).toBeInTheDocument();
    expect(within(backup).getByText('Backups made with npm run backup are recorded here.')).toBeInTheDocument();
  });

  it('shows the menu item to holders of system.read only', async () => {
    const holding = (permissions: string[]): AuthProvider => ({ ...allowAll, canAccess: async ({ resource, action }) => permissions.includes(`${resource}.${action}`) });
    const { unmount } = render(
      <AdminTestApp dataProvider={createDataProvider()} authProvider={holding(['system.read'])} path="/admin">
        <AdminMenu />
      </AdminTestApp>,
    );
    expect(await screen.findByRole('menuitem', { name: 'System' })).toHaveAttribute('href', '/admin/system');
    unmount();

    render(
      <AdminTestApp dataProvider={createDataProvider()} authProvider={holding(['users.read'])} path="/admin">
        <AdminMenu />
      </AdminTestApp>,
    );
    await waitFor(() => expect(screen.getByRole('menu')).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('menuitem', { name: 'System' })).not.toBeInTheDocument();
  });
});

describe('System screen formatting', () => {
  it('words sizes and durations in the interface language', () => {
    expect(formatBytes(512, 'en')).toBe('512 byte');
    expect(formatBytes(1_500, 'sr-Latn')).toBe('1,5 kB');
    expect(formatDuration(42, 'en')).toBe('42 seconds');
    expect(formatDuration(3_600 + 5, 'en')).toBe('1 hour');
    expect(formatDuration(2 * 86_400 + 3 * 3_600, 'nl')).toBe('2 dagen en 3 uur');
  });
});
