/**
 * The composer's template picker (docs/decisions.md#email-templates): picking a template fills
 * the subject and body with its text in the interface language (English here), read-only, and
 * the send carries the template's id in place of the subject and body; without
 * email-templates.read there is no picker.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdminAt } from '../../admin/adminAt';
import { fakeApi } from '../../admin/contractApi';
import { signedInScreens } from '../../admin/testKit';
import { setupMswServer } from '../../support/msw';

const server = setupMswServer();
let sent: unknown[] = [];

signedInScreens();
beforeEach(() => {
  sent = [];
  const api = fakeApi([
    { name: 'emails', rows: [], create: [], update: [] },
    { name: 'users', rows: [], create: [], update: [] },
    { name: 'organisations', rows: [], create: [], update: [] },
    {
      name: 'email-templates',
      rows: [
        {
          id: 7,
          name: 'Welcome',
          translations: { sr: { subject: 'Dobrodošli', body: 'Zdravo {{firstName}}' }, en: { subject: 'Welcome {{firstName}}', body: 'Hello **{{fullName}}**' } },
        },
      ],
      create: [],
      update: [],
    },
  ]);
  server.use(
    ...api.handlers,
    http.post('*/api/1.0/emails/preview', () => HttpResponse.json({ html: '' })),
    http.post('*/api/1.0/emails/send', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ id: 1, batchId: '5b0f7a4e-2c1d-4e8a-9f3b-1a2b3c4d5e6f', count: 1, ids: [1] }, { status: 202 });
    }),
  );
});

describe('the template picker', { timeout: 30_000 }, () => {
  it('fills the subject and body from the template and sends its id instead of them', async () => {
    renderAdminAt('/admin/emails/create', ['emails.read', 'emails.send', 'email-templates.read']);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('To (addresses)'), 'ana@example.com');

    await user.click(await screen.findByRole('combobox', { name: 'Template' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Welcome' }));

    const subject = screen.getByLabelText(/^Subject/) as HTMLInputElement;
    await waitFor(() => expect(subject.value).toBe('Welcome {{firstName}}'));
    expect(subject).toHaveAttribute('readonly');
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('Hello **{{fullName}}**');
    expect(screen.getByText(/Each recipient receives the template in their preferred language/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual([{ to: ['ana@example.com'], templateId: 7 }]));
  });

  it('is not offered without email-templates.read', async () => {
    renderAdminAt('/admin/emails/create', ['emails.read', 'emails.send']);
    await screen.findByLabelText('To (addresses)');
    expect(screen.queryByRole('combobox', { name: 'Template' })).not.toBeInTheDocument();
  });
});
