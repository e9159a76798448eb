/**
 * The email template editor (docs/decisions.md#email-templates): a placeholder chip inserts its
 * placeholder where the cursor was, and the preview shows the language's mail for a chosen
 * recipient with the placeholders filled as the server fills them, naming those the recipient
 * cannot fill.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdminAt } from '../../admin/adminAt';
import { fakeApi } from '../../admin/contractApi';
import { signedInScreens } from '../../admin/testKit';
import { setupMswServer } from '../../support/msw';

const server = setupMswServer();

signedInScreens();
beforeEach(() => {
  const api = fakeApi([
    { name: 'users', rows: [{ id: 1, firstName: 'Ana', lastName: 'Ilić', email: 'ana@example.com', isActive: true }], search: ['firstName', 'lastName', 'email'], create: [], update: [] },
    { name: 'organisations', rows: [{ id: 2, name: 'Dunav Soft', email: 'office@dunav.example', isActive: true }], search: ['name'], create: [], update: [] },
    {
      name: 'email-templates',
      rows: [{ id: 7, name: 'Welcome', translations: { en: { subject: 'Welcome', body: 'Hello **{{fullName}}**, your address is {{email}}.' } } }],
      create: [],
      update: [],
    },
  ]);
  server.use(...api.handlers);
});

const PERMISSIONS = ['email-templates.read', 'email-templates.update', 'users.read', 'organisations.read'];

describe('the template editor', { timeout: 30_000 }, () => {
  it('inserts a placeholder where the cursor was, in the subject or the body', async () => {
    renderAdminAt('/admin/email-templates/7/edit', PERMISSIONS);
    const user = userEvent.setup();
    const subject = (await screen.findByTestId('template-subject')) as HTMLInputElement;
    await waitFor(() => expect(subject.value).toBe('Welcome'));
    await user.click(subject);
    subject.setSelectionRange(7, 7);
    await user.click(screen.getByRole('button', { name: 'Insert {{firstName}} where the cursor is' }));
    await waitFor(() => expect(subject.value).toBe('Welcome{{firstName}}'));

    const body = screen.getByTestId('template-body') as HTMLTextAreaElement;
    await user.click(body);
    body.setSelectionRange(0, 5);
    await user.click(screen.getByRole('button', { name: 'Insert {{lastName}} where the cursor is' }));
    await waitFor(() => expect(body.value).toBe('{{lastName}} **{{fullName}}**, your address is {{email}}.'));
  });

  it('previews the mail for a user with the placeholders filled, and names those an organisation cannot fill', async () => {
    renderAdminAt('/admin/email-templates/7/edit', PERMISSIONS);
    const user = userEvent.setup();
    const preview = await screen.findByTestId('template-preview');
    const recipient = within(preview).getByRole('combobox', { name: 'Preview for' });

    await user.type(recipient, 'Ana');
    await user.click(await screen.findByRole('option', { name: 'Ana Ilić <ana@example.com>' }));
    const mail = await within(preview).findByTestId('template-preview-mail');
    expect(mail).toHaveTextContent('To: ana@example.com');
    expect(within(mail).getByText('Ana Ilić', { selector: 'strong' })).toBeInTheDocument();
    expect(mail).toHaveTextContent('Hello Ana Ilić, your address is ana@example.com.');
    expect(within(mail).queryByRole('alert')).toBeNull();

    await user.clear(recipient);
    await user.type(recipient, 'Dunav');
    await user.click(await screen.findByRole('option', { name: 'Dunav Soft <office@dunav.example>' }));
    await waitFor(() => expect(within(preview).getByTestId('template-preview-mail')).toHaveTextContent('your address is office@dunav.example.'));
    expect(within(preview).getByRole('alert')).toHaveTextContent('This recipient cannot fill {{fullName}}: the mail would be refused.');
    // The unfilled placeholder stays as written.
    expect(within(preview).getByTestId('template-preview-mail')).toHaveTextContent('Hello {{fullName}}');
  });
});
