/**
 * A failed sign-in in the activity log: nobody was authenticated, so the row's "By" reads
 * "Anonymous" (never what was typed), and the details page shows the address that was typed
 * under a label of its own in the changes table.
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, type Row } from '../../admin/contractApi';
import { renderAdminAt } from '../../admin/adminAt';
import { setupMswServer } from '../../support/msw';
import { signedInScreens } from '../../admin/testKit';

const row = (id: number, fields: Partial<Row>): Row => ({
  id,
  at: '2026-05-17T08:30:00.000Z',
  actorId: null,
  actorName: null,
  action: 'sign-in-failed',
  resource: 'auth',
  recordId: null,
  changes: null,
  ip: '203.0.113.9',
  userAgent: 'browser-x',
  ...fields,
});

const server = setupMswServer();

signedInScreens();
beforeEach(() => {
  const api = fakeApi([
    {
      name: 'activity',
      rows: [
        row(1, { changes: { email: [null, 'System Administrator'] } }),
        row(2, { action: 'sign-in', actorId: 7, actorName: 'Ana Petrović', recordId: 7, changes: { twoFactor: [null, true] } }),
        row(3, { action: 'password-reset', resource: 'users', actorId: 7, recordId: 7 }),
        row(4, { action: 'update', resource: 'emails' }),
      ],
      create: [],
      update: [],
    },
    { name: 'users', rows: [], create: [], update: [] },
  ]);
  server.use(...api.handlers);
});

describe('a failed sign-in in the activity log', { timeout: 20_000 }, () => {
  it('shows "Anonymous" as the actor and the address typed, labelled, in the details', async () => {
    renderAdminAt('/admin/activity/1', ['activity.read']);

    const changes = await screen.findByRole('table', { name: 'Changes' });
    const typed = within(changes).getByRole('rowheader', { name: 'Email address entered' }).closest('tr')!;
    expect(within(typed).getByText('System Administrator')).toBeInTheDocument();
    expect(screen.getByText('Anonymous')).toBeInTheDocument();
  });

  it('names the actor of each row in the list: the name kept, Anonymous, the user by id, or System', async () => {
    renderAdminAt('/admin/activity', ['activity.read']);

    expect(await screen.findByText('Ana Petrović')).toBeInTheDocument();
    expect(screen.getByText('Anonymous')).toBeInTheDocument();
    expect(screen.getByText('User #7')).toBeInTheDocument();
    expect(screen.getByText('System')).toBeInTheDocument();
    expect(screen.queryByText('System Administrator')).not.toBeInTheDocument();
    // The list names a sign-in row's changed fields by their labels.
    expect(screen.getByText('Email address entered')).toBeInTheDocument();
    expect(screen.getByText('Two-factor code accepted')).toBeInTheDocument();
  });
});
