/**
 * The dashboard's figures (docs/decisions.md#accounts): only the tiles `GET /dashboard` answers are shown (the
 * server leaves out what the caller may not read), with their figures, and the latest activity
 * links to the log.
 */
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../src/admin/dataProvider';
import { DashboardTiles } from '../../../src/admin/dashboard/DashboardTiles';
import { storeTokens } from '../../../src/auth/session';
import { AdminTestApp } from './testKit';
import { setupMswServer } from '../support/msw';

const server = setupMswServer();

beforeEach(() => {
  localStorage.clear();
  storeTokens('b1', 'r1');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function renderTiles() {
  render(
    <AdminTestApp dataProvider={createDataProvider()} path="/admin">
      <DashboardTiles />
    </AdminTestApp>,
  );
}

describe('Dashboard tiles', () => {
  it('shows the tiles the API answers with their figures, and the latest activity', async () => {
    server.use(
      http.get('*/api/1.0/dashboard', () =>
        HttpResponse.json({
          users: { active: 12, inactive: 3, invited: 2 },
          outbox: { queued: 1, sending: 0, sent: 40, failed: 2 },
          contactMessages: { new: 4, inProgress: 2 },
          activity: [
            { id: 9, at: '2026-11-20T10:00:00.000Z', actorId: 1, actorName: 'Ada Admin', action: 'update', resource: 'organisations', recordId: 5, changes: { name: ['A', 'B'] }, ip: null, userAgent: null },
          ],
        }),
      ),
    );
    renderTiles();
    const users = await screen.findByTestId('tile-users');
    expect(within(users).getByText('17')).toBeInTheDocument();
    expect(within(users).getByText('Invited: 2')).toBeInTheDocument();
    const outbox = screen.getByTestId('tile-outbox');
    expect(within(outbox).getByText('40')).toBeInTheDocument();
    // A figure links to the list filtered to it.
    const failed = within(outbox).getByRole('link', { name: 'Failed: 2' });
    expect(decodeURIComponent(failed.getAttribute('href') ?? '')).toBe('/admin/emails?filter={"status":"failed"}');
    // The open contact messages have a tile of their own: new and in progress, each opening the list filtered to it.
    const contact = screen.getByTestId('tile-contact-messages');
    expect(within(contact).getByText('6')).toBeInTheDocument();
    expect(within(contact).getByText('open')).toBeInTheDocument();
    const waiting = within(contact).getByRole('link', { name: 'New: 4' });
    expect(decodeURIComponent(waiting.getAttribute('href') ?? '')).toBe('/admin/contact-messages?filter={"status":"new"}');
    const answering = within(contact).getByRole('link', { name: 'In progress: 2' });
    expect(decodeURIComponent(answering.getAttribute('href') ?? '')).toBe('/admin/contact-messages?filter={"status":"in-progress"}');
    // Not answered, so not shown: the caller may not read organisations or modules.
    expect(screen.queryByTestId('tile-organisations')).not.toBeInTheDocument();
    expect(screen.queryByTestId('tile-modules')).not.toBeInTheDocument();
    const recent = screen.getByTestId('recent-activity');
    expect(within(recent).getByRole('link', { name: /Updated · Organizations #5/ })).toHaveAttribute('href', '/admin/activity/9');
  });
});
