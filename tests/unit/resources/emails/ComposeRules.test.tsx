/**
 * The compose form checks what `POST /emails/send` checks, with the same messages: the subject's
 * and body's rules come from the emails definition (src/shared/resources/emails.ts) with its
 * keys, the recipient limit from the same file; a broken rule shows on its field and nothing is
 * sent. Each input's own checks run (the form has no form-level check, which would replace them).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdminAt } from '../../admin/adminAt';
import { fakeApi } from '../../admin/contractApi';
import { signedInScreens } from '../../admin/testKit';
import { setupMswServer } from '../../support/msw';
import { MAX_BODY_LENGTH, MAX_RECIPIENTS, MAX_SUBJECT_LENGTH } from '../../../../src/shared/resources/emails';

const server = setupMswServer();
let sends = 0;

signedInScreens();
beforeEach(() => {
  sends = 0;
  const api = fakeApi([
    { name: 'emails', rows: [], create: [], update: [] },
    { name: 'users', rows: [], create: [], update: [] },
    { name: 'organisations', rows: [], create: [], update: [] },
  ]);
  server.use(
    ...api.handlers,
    http.post('*/api/1.0/emails/preview', () => HttpResponse.json({ html: '' })),
    http.post('*/api/1.0/emails/send', () => {
      sends += 1;
      return HttpResponse.json({ id: 1, batchId: '5b0f7a4e-2c1d-4e8a-9f3b-1a2b3c4d5e6f', count: 1, ids: [1] }, { status: 202 });
    }),
  );
});

describe('the compose form', { timeout: 30_000 }, () => {
  it("shows the definition's messages for a too long subject and body and too many recipients, and sends nothing", async () => {
    renderAdminAt('/admin/emails/create', ['emails.read', 'emails.send']);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('To (addresses)'));
    await user.paste(Array.from({ length: MAX_RECIPIENTS + 1 }, (_, i) => `r${i}@example.com`).join(', '));
    await user.click(screen.getByLabelText(/^Subject/));
    await user.paste('S'.repeat(MAX_SUBJECT_LENGTH + 1));
    await user.click(screen.getByLabelText(/^Message/));
    await user.paste('M'.repeat(MAX_BODY_LENGTH + 1));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(`At most ${MAX_RECIPIENTS} recipients`)).toBeInTheDocument();
    expect(screen.getByText(`Subject is required (up to ${MAX_SUBJECT_LENGTH} characters)`)).toBeInTheDocument();
    expect(screen.getByText(`Message is required (up to ${MAX_BODY_LENGTH} characters)`)).toBeInTheDocument();
    expect(sends).toBe(0);
  });

  it("shows the subject's and body's message for blank text (the API trims both)", async () => {
    renderAdminAt('/admin/emails/create', ['emails.read', 'emails.send']);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('To (addresses)'), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Subject/), '   ');
    await user.type(screen.getByLabelText(/^Message/), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(`Subject is required (up to ${MAX_SUBJECT_LENGTH} characters)`)).toBeInTheDocument();
    expect(screen.getByText(`Message is required (up to ${MAX_BODY_LENGTH} characters)`)).toBeInTheDocument();
    await waitFor(() => expect(sends).toBe(0));
  });

  it('asks for at least one recipient when neither an address nor a user or organisation is given', async () => {
    renderAdminAt('/admin/emails/create', ['emails.read', 'emails.send']);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Subject/), 'Quarterly update');
    await user.type(screen.getByLabelText(/^Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Add at least one recipient: an address, a user or an organization')).toBeInTheDocument();
    expect(sends).toBe(0);
  });
});
