/**
 * The outbox with one message per recipient: a row's details list the other recipients of the
 * same send (same batch) with their own delivery status and a link to their row; composing a
 * mail to several recipients says how many messages were queued and opens the first one.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, type FakeApi, type Row } from '../../admin/contractApi';
import { location, renderAdminAt } from '../../admin/adminAt';
import { setupMswServer } from '../../support/msw';
import { signedInScreens } from '../../admin/testKit';

const BATCH = '5b0f7a4e-2c1d-4e8a-9f3b-1a2b3c4d5e6f';

const mail = (id: number, to: string, status: string, batchId: string | null = BATCH): Row => ({
  id,
  to,
  cc: null,
  subject: 'Quarterly update',
  body: 'Hello',
  html: '<p>Hello</p>',
  status,
  error: status === 'failed' ? '554 Mailbox unavailable' : null,
  attempts: 1,
  nextAttemptAt: null,
  retryable: true,
  sentAt: status === 'sent' ? '2026-05-17T08:30:00.000Z' : null,
  sentBy: 1,
  sentByName: 'Root Admin',
  batchId,
  createdAt: '2026-05-17T08:29:00.000Z',
});

const server = setupMswServer();
let api: FakeApi;

signedInScreens();
beforeEach(() => {
  api = fakeApi([
    {
      name: 'emails',
      rows: [
        mail(5, 'ana@example.com', 'sent'),
        mail(6, 'marko@example.com', 'failed'),
        mail(7, 'boss@example.com', 'queued'),
        mail(8, 'reset@example.com', 'sent', null),
        mail(9, 'other-send@example.com', 'sent', 'aaaaaaaa-2c1d-4e8a-9f3b-1a2b3c4d5e6f'),
      ],
      create: [],
      update: [],
      filters: ['batchId', 'status'],
    },
    { name: 'users', rows: [], create: [], update: [] },
    { name: 'organisations', rows: [], create: [], update: [] },
  ]);
  server.use(...api.handlers);
});

describe("the details of one recipient's message", { timeout: 20_000 }, () => {
  it('lists the other recipients of the same send with their own status and a link to their message', async () => {
    renderAdminAt('/admin/emails/5', ['emails.read']);
    const others = await screen.findByRole('list', { name: 'Other recipients of this send' });
    await within(others).findByText('marko@example.com');
    const items = within(others).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('marko@example.com'), expect.stringContaining('boss@example.com')]);
    expect(within(items[0]).getByText('Failed')).toBeInTheDocument();
    expect(within(items[1]).getByText('Queued')).toBeInTheDocument();
    expect(within(others).getByRole('link', { name: /marko@example\.com/ })).toHaveAttribute('href', '/admin/emails/6');
    // Neither this row's own recipient nor another send's.
    expect(within(others).queryByText('ana@example.com')).not.toBeInTheDocument();
    expect(within(others).queryByText('other-send@example.com')).not.toBeInTheDocument();
    expect(screen.getByText('Each recipient received a separate message and did not see the other addresses.')).toBeInTheDocument();
    expect(api.calls).toContainEqual(expect.stringMatching(new RegExp(`^GET /emails/paged\\?.*batchId=${BATCH}`)));
  });

  it('says the message went to its recipient only when the send had no other recipient', async () => {
    renderAdminAt('/admin/emails/9', ['emails.read']);
    expect(await screen.findByText('No other recipients')).toBeInTheDocument();
  });

  it('shows nothing about other recipients for a mail the system sent', async () => {
    renderAdminAt('/admin/emails/8', ['emails.read']);
    await screen.findByText('reset@example.com');
    expect(screen.getByText('No other recipients')).toBeInTheDocument();
    expect(api.calls.some((call) => call.includes('batchId='))).toBe(false);
  });
});

describe('composing a mail to several recipients', { timeout: 20_000 }, () => {
  it('says how many messages were queued, one per recipient, and opens the first', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/1.0/emails/preview', () => HttpResponse.json({ html: '<p>Hello</p>' })),
      http.post('*/api/1.0/emails/send', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ id: 5, batchId: BATCH, count: 3, ids: [5, 6, 7] }, { status: 202 });
      }),
    );
    renderAdminAt('/admin/emails/create', ['emails.read', 'emails.send']);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('To (addresses)'), 'ana@example.com, marko@example.com');
    await user.type(screen.getByLabelText('Cc'), 'boss@example.com');
    await user.type(screen.getByLabelText(/^Subject/), 'Quarterly update');
    await user.type(screen.getByLabelText(/^Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('3 emails queued for sending, one per recipient')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/emails/5'));
    expect(sent).toEqual({ to: ['ana@example.com', 'marko@example.com'], cc: ['boss@example.com'], subject: 'Quarterly update', body: 'Hello' });
  });
});
