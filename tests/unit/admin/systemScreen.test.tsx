/**
 * The System screen (src/admin/system, docs/decisions.md#system-screen): the figures of
 * `GET /system` in their cards, bytes and durations in words of the interface language, the
 * Refresh button asking again; the menu item only for holders of `system.read`; and the
 * formatting helpers in another language.
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
