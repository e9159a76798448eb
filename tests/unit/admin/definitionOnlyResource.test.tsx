/**
 * A resource with a definition and no declaration of its own (contact messages) gets its
 * screens from the definition alone (src/admin/crud/defaultPresentation.ts): a list with its
 * short fields, searchable and filterable by `handled`, with no create button (the definition
 * has no create); details with every field; an edit form with only what the API lets write.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAdminAt } from './adminAt';
import { signedInScreens } from './testKit';
import { pagedOf, setupMswServer } from '../support/msw';

const server = setupMswServer();
signedInScreens();

const message = {
  id: 5,
  name: 'Vera Visitor',
  email: 'vera@example.com',
  company: 'Vera d.o.o.',
  message: 'Could you call me about a website?',
  language: 'sr',
  handled: false,
  createdAt: '2026-11-20T10:00:00.000Z',
};

const ALL = ['contact-messages.read', 'contact-messages.update', 'contact-messages.delete'];

describe('a resource from its definition alone', () => {
  it('lists messages with their short fields, a search box and no create button', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get('*/api/1.0/contact-messages/paged', ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json(pagedOf([message]));
      }),
    );
    renderAdminAt('/admin/contact-messages', ALL);

    expect(await screen.findByText('Vera Visitor')).toBeInTheDocument();
    for (const column of ['Name', 'Email', 'Company', 'Language', 'Handled', 'Received']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(column) })).toBeInTheDocument();
    }
    // The message itself is too long for a column: it is on the details page.
    expect(screen.queryByRole('columnheader', { name: /Message/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /create/i })).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText(/search/i)).toBeInTheDocument();
    // Newest first, as the definition says.
    expect(queries[0].get('sort_by')).toBe('createdAt');
    expect(queries[0].get('sort_order')).toBe('desc');
  });

  it('edits only what the API lets write: a message is marked handled', async () => {
    const written: unknown[] = [];
    server.use(
      http.get('*/api/1.0/contact-messages/5', () => HttpResponse.json(message)),
      http.put('*/api/1.0/contact-messages/5', async ({ request }) => {
        const body = await request.json();
        written.push(body);
        return HttpResponse.json({ ...message, ...(body as object) });
      }),
    );
    renderAdminAt('/admin/contact-messages/5/edit', ALL);

    const handled = await screen.findByRole('switch', { name: 'Handled' });
    const form = handled.closest('form')!;
    expect(within(form).queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    await userEvent.click(handled);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(written).toEqual([{ handled: true }]));
  });
});
