/**
 * The contact inbox's screens (src/resources/contact-messages): the list with its status chips
 * and assignee, the details with the message, the note and the replies sent, Reply opening the
 * composer with the reply drafted (sent with contactMessageId, back to the message after), the
 * erase dialog on the list's toolbar, and the drafted reply itself.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { quoted, replyDraft, replySubject } from '../../../src/resources/contact-messages/reply';
import { location, renderAdminAt } from './adminAt';
import { fakeApi } from './contractApi';
import { signedInScreens } from './testKit';
import { pagedOf, setupMswServer } from '../support/msw';

const server = setupMswServer();
signedInScreens();

const message = {
  id: 5,
  name: 'Vera Visitor',
  email: 'vera@example.com',
  company: 'Vera d.o.o.',
  message: 'Could you call me about a website?\n\nWe have 12 shops.',
  language: 'sr',
  status: 'in-progress',
  assigneeId: 1,
  assigneeName: 'Ada Admin',
  note: 'Called on Monday',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

const reply = {
  id: 40, to: 'vera@example.com', cc: null, subject: 'Re: Could you call me about a website?', body: '> Could you…', html: null, status: 'sent', error: null, attempts: 1,
  nextAttemptAt: null, retryable: true, sentAt: '2026-11-21T10:00:00.000Z', sentBy: 1, sentByName: 'Ada Admin', batchId: null, contactMessageId: 5, createdAt: '2026-11-21T10:00:00.000Z',
};

const INBOX = ['contact-messages.read', 'contact-messages.update', 'contact-messages.delete'];
const EVERYTHING = [...INBOX, 'emails.read', 'emails.send', 'users.read'];

describe('the inbox list', { timeout: 30_000 }, () => {
  it('shows each message\'s status as a chip, its sender, language, date and assignee, and filters by status', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get('*/api/1.0/contact-messages/paged', ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json(pagedOf([message, { ...message, id: 6, name: 'Spam Bot', status: 'spam', assigneeId: null, assigneeName: null }]));
      }),
    );
    renderAdminAt('/admin/contact-messages?filter={"status":"new"}', EVERYTHING);

    expect(await screen.findByText('Vera Visitor')).toBeInTheDocument();
    for (const column of ['Status', 'Name', 'Email', 'Language', 'Received', 'Assignee']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(column) })).toBeInTheDocument();
    }
    const row = screen.getByText('Vera Visitor').closest('tr')!;
    expect(within(row).getByText('In progress').closest('[data-status]')).toHaveAttribute('data-status', 'in-progress');
    expect(within(row).getByText('Srpski')).toBeInTheDocument();
    expect(within(row).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(screen.getByText('Spam Bot').closest('tr')!).getByText('Spam')).toBeInTheDocument();
    // The dashboard's link: the list filtered to new messages, newest first.
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('new'));
    expect(queries.at(-1)?.get('sort_by')).toBe('createdAt');
    expect(queries.at(-1)?.get('sort_order')).toBe('desc');
    expect(screen.queryByRole('link', { name: /create/i })).not.toBeInTheDocument();
  });

  it('erases a sender\'s messages from the toolbar\'s dialog, after checking the address', async () => {
    const erased: unknown[] = [];
    server.use(
      http.get('*/api/1.0/contact-messages/paged', () => HttpResponse.json(pagedOf([message]))),
      http.post('*/api/1.0/contact-messages/erase', async ({ request }) => {
        erased.push(await request.json());
        return HttpResponse.json({ count: 3 });
      }),
    );
    renderAdminAt('/admin/contact-messages', INBOX);

    await userEvent.click(await screen.findByRole('button', { name: "Erase a sender's messages" }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText("Sender's email address");
    await userEvent.type(field, 'not an address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await within(dialog).findByText('Must be a valid email')).toBeInTheDocument();
    expect(erased).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, ' Vera@Example.com ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    await waitFor(() => expect(erased).toEqual([{ email: 'Vera@Example.com' }]));
    expect(await screen.findByText('3 messages deleted')).toBeInTheDocument();
  });

  it('offers no erase without contact-messages.delete', async () => {
    server.use(http.get('*/api/1.0/contact-messages/paged', () => HttpResponse.json(pagedOf([message]))));
    renderAdminAt('/admin/contact-messages', ['contact-messages.read']);
    expect(await screen.findByText('Vera Visitor')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Erase a sender's messages" })).not.toBeInTheDocument();
  });
});

describe('a message\'s details', { timeout: 30_000 }, () => {
  const details = () =>
    server.use(
      http.get('*/api/1.0/contact-messages/5', () => HttpResponse.json(message)),
      http.get('*/api/1.0/emails/paged', ({ request }) =>
        HttpResponse.json(pagedOf(new URL(request.url).searchParams.get('contactMessageId') === '5' ? [reply] : []))),
    );

  it('shows the message, its sender, status, assignee, note and the replies sent', async () => {
    details();
    renderAdminAt('/admin/contact-messages/5', EVERYTHING);

    expect(await screen.findByText(/Could you call me about a website\?/)).toBeInTheDocument();
    expect(screen.getByText('vera@example.com')).toBeInTheDocument();
    expect(screen.getByText('Called on Monday')).toBeInTheDocument();
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(screen.getByText('Ada Admin')).toBeInTheDocument();
    const replies = await screen.findByTestId('contact-replies');
    expect(within(replies).getByRole('link', { name: reply.subject })).toHaveAttribute('href', '/admin/emails/40');
  });

  it('Reply opens the composer with the reply drafted; the send carries the message id and returns to the message', async () => {
    details();
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.get('*/api/1.0/users/paged', () => HttpResponse.json(pagedOf([]))),
      http.get('*/api/1.0/organisations/paged', () => HttpResponse.json(pagedOf([]))),
      http.post('*/api/1.0/emails/preview', () => HttpResponse.json({ html: '<blockquote><p>Could you…</p></blockquote>' })),
      http.post('*/api/1.0/emails/send', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ id: 41, batchId: '00000000-0000-4000-8000-000000000001', count: 1, ids: [41] }, { status: 202 });
      }),
    );
    renderAdminAt('/admin/contact-messages/5', EVERYTHING);

    await userEvent.click(await screen.findByRole('link', { name: 'Reply' }));
    expect(await screen.findByTestId('reply-notice')).toHaveTextContent('Replying to the message from Vera Visitor');
    expect(location()).toBe('/admin/emails/create');
    const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    expect(input('to')).toHaveValue('vera@example.com');
    expect(input('subject')).toHaveValue('Re: Could you call me about a website?');
    expect(input('body')).toHaveValue('> Could you call me about a website?\n>\n> We have 12 shops.\n\n');

    await userEvent.type(input('body'), 'Of course.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      to: ['vera@example.com'],
      subject: 'Re: Could you call me about a website?',
      body: '> Could you call me about a website?\n>\n> We have 12 shops.\n\nOf course.',
      contactMessageId: 5,
    });
    await waitFor(() => expect(location()).toBe('/admin/contact-messages/5'));
  });

  it('offers no Reply to staff who may not send email, and no replies without emails.read', async () => {
    details();
    renderAdminAt('/admin/contact-messages/5', INBOX);
    expect(await screen.findByText('Called on Monday')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('contact-replies')).not.toBeInTheDocument();
  });
});

describe('editing a message', { timeout: 30_000 }, () => {
  /** The inbox over an in-memory API: the message (unassigned), the signed-in user (id 1, "Root User") and a colleague. */
  function inbox(assigneeId: number | null = null) {
    const api = fakeApi([
      { name: 'contact-messages', rows: [{ ...message, assigneeId, assigneeName: null }], create: [], update: ['status', 'assigneeId', 'note'], hardDelete: true },
      {
        name: 'users',
        rows: [
          { id: 1, firstName: 'Root', lastName: 'User', email: 'root@example.com', isActive: true, deletedAt: null },
          { id: 2, firstName: 'Ada', lastName: 'Admin', email: 'ada@example.com', isActive: true, deletedAt: null },
        ],
        create: [],
        update: [],
        search: ['firstName', 'lastName'],
      },
    ]);
    server.use(...api.handlers);
    return api;
  }

  it('shows the message being annotated, read-only, above the fields: sender, date, language and text', async () => {
    inbox();
    renderAdminAt('/admin/contact-messages/5/edit', EVERYTHING);
    const summary = await screen.findByTestId('contact-message-summary');
    expect(within(summary).getByRole('heading', { name: 'The message' })).toBeInTheDocument();
    expect(within(summary).getByText('Vera Visitor')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'vera@example.com' })).toHaveAttribute('href', 'mailto:vera@example.com');
    expect(within(summary).getByText('Vera d.o.o.')).toBeInTheDocument();
    expect(within(summary).getByText(new Date(message.createdAt).toLocaleString('en'))).toBeInTheDocument();
    expect(within(summary).getByText('Srpski')).toBeInTheDocument();
    expect(within(summary).getByText(/We have 12 shops\./)).toBeInTheDocument();
    // Shown, not edited: the form's inputs are the status, the assignee and the note.
    expect(within(summary).queryByRole('textbox')).not.toBeInTheDocument();
    expect(summary.compareDocumentPosition(screen.getByLabelText('Internal note')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers only the four statuses, no blank choice', async () => {
    inbox();
    renderAdminAt('/admin/contact-messages/5/edit', EVERYTHING);
    await screen.findByTestId('contact-message-summary');
    await userEvent.click(screen.getByRole('combobox', { name: /Status/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['New', 'In progress', 'Handled', 'Spam']);
  });

  it('"Assign to me" makes the signed-in user the assignee, saved with the message', async () => {
    const api = inbox();
    renderAdminAt('/admin/contact-messages/5/edit', EVERYTHING);
    await userEvent.click(await screen.findByRole('button', { name: 'Assign to me' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Assignee' })).toHaveValue('Root User'));
    // Assigned to them, the button has nothing left to do.
    expect(screen.queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.rows('contact-messages')[0].assigneeId).toBe(1));
  });

  it('offers no "Assign to me" on a message already assigned to the signed-in user', async () => {
    inbox(1);
    renderAdminAt('/admin/contact-messages/5/edit', EVERYTHING);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Assignee' })).toHaveValue('Root User'));
    expect(screen.queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();
  });
});

describe('the drafted reply', () => {
  it('quotes every line of the message as Markdown, empty lines too', () => {
    expect(quoted('Hello\r\n\r\n  indented\nlast')).toBe('> Hello\n>\n>   indented\n> last');
  });

  it('takes the first line for the subject, cut at a word', () => {
    expect(replySubject('\n  Short question  \nmore')).toBe('Re: Short question');
    const long = 'We would like to order a point of sale system for twelve shops across the country';
    const subject = replySubject(long);
    expect(subject).toBe('Re: We would like to order a point of sale system for twelve…');
  });

  it('addresses the sender and carries the message id', () => {
    expect(replyDraft({ id: 9, name: 'Ana', email: 'ana@example.com', message: 'Hi\nthere' })).toEqual({
      to: 'ana@example.com',
      subject: 'Re: Hi',
      body: '> Hi\n> there\n\n',
      contactMessageId: 9,
      replyToName: 'Ana',
    });
  });
});
