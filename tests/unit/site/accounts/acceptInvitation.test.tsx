/**
 * /accept-invitation (docs/decisions.md#accounts): who is invited, docs/requirements.md#r5 password rules, accepting signs in and
 * opens the back office; a used or expired link says so with a way to sign in. Also
 * /confirm-email's outcomes.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../../src/shared/api';
import { getBearerToken, getStoredUser, takeHandedOverNotice } from '../../../../src/auth/session';
import AcceptInvitationPage, { INVALID_INVITATION } from '../../../../src/site/pages/AcceptInvitationPage';
import ConfirmEmailPage from '../../../../src/site/pages/ConfirmEmailPage';
import { replacePage } from '../../../../src/site/pages/pageLoad';
import { locale } from '../../support/i18n';
import { setupMswServer } from '../../support/msw';
import { renderAccountPage } from './renderAccountPage';

vi.mock('../../../../src/site/pages/pageLoad', () => ({ replacePage: vi.fn() }));

const en = locale('en', 'account');
const sr = locale('sr', 'account');

const INVITED: SessionUser = {
  id: 9, full_name: 'Milica Petrović', user_name: 'milica', email: 'milica@example.com', roles: ['Viewer'], organisations: [],
  permissions: ['users.read'], requestPasswordChange: false, twoFactorEnabled: false, twoFactorRequired: false,
};

const server = setupMswServer();
let accepted: unknown[];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.mocked(replacePage).mockClear();
  accepted = [];
  server.use(
    http.get('*/api/1.0/accounts/invitation', ({ request }) =>
      new URL(request.url).searchParams.get('token') === 'good-token'
        ? HttpResponse.json({ email: 'milica@example.com', firstName: 'Milica', lastName: 'Petrović' })
        : HttpResponse.json({ message: INVALID_INVITATION }, { status: 400 }),
    ),
    http.post('*/api/1.0/accounts/invitation/accept', async ({ request }) => {
      accepted.push(await request.json());
      return HttpResponse.json({ bearer_token: 'b9', refresh_token: 'r9', user: INVITED });
    }),
  );
});

const passwordField = (texts = en) => screen.getByLabelText(new RegExp(`^${texts.accept.password}`));
const confirmField = (texts = en) => screen.getByLabelText(new RegExp(`^${texts.accept.confirmPassword}`));

describe('accept an invitation', () => {
  it('shows who is invited, checks the password with docs/requirements.md#r5 messages, then signs in and opens the back office', async () => {
    const user = userEvent.setup();
    renderAccountPage(<AcceptInvitationPage />, { path: '/accept-invitation?token=good-token' });
    expect(await screen.findByTestId('invitee')).toHaveTextContent('Welcome, Milica Petrović!');
    expect(screen.getByDisplayValue('milica@example.com')).toHaveAttribute('readonly');

    await user.type(passwordField(), 'short');
    await user.type(confirmField(), 'other');
    await user.click(screen.getByTestId('accept-submit'));
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(accepted).toEqual([]);

    await user.clear(passwordField());
    await user.type(passwordField(), 'long-enough');
    await user.clear(confirmField());
    await user.click(screen.getByTestId('accept-submit'));
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(accepted).toEqual([]);

    await user.type(confirmField(), 'long-enough');
    await user.click(screen.getByTestId('accept-submit'));
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith('/admin'));
    expect(accepted).toEqual([{ token: 'good-token', password: 'long-enough', confirmPassword: 'long-enough' }]);
    expect(getBearerToken()).toBe('b9');
    expect(getStoredUser()).toEqual(INVITED);
    expect(takeHandedOverNotice()).toEqual({ message: en.accept.welcome, type: 'success' });
  });

  it('explains a used or expired link in Serbian and links to the Serbian sign-in', async () => {
    renderAccountPage(<AcceptInvitationPage />, { path: '/sr/accept-invitation?token=used-token', lng: 'sr' });
    const invalid = await screen.findByTestId('invitation-invalid');
    expect(invalid).toHaveTextContent(sr.accept.invalidTitle);
    expect(invalid).toHaveTextContent(sr.accept.invalid);
    expect(screen.getByRole('link', { name: sr.accept.goToLogin })).toHaveAttribute('href', '/sr/login');
    expect(screen.queryByTestId('invitation-form')).not.toBeInTheDocument();
  });

  it('turns to the explanation when the link was used meanwhile (the accept answers 400)', async () => {
    server.use(http.post('*/api/1.0/accounts/invitation/accept', () => HttpResponse.json({ message: INVALID_INVITATION }, { status: 400 })));
    const user = userEvent.setup();
    renderAccountPage(<AcceptInvitationPage />, { path: '/accept-invitation?token=good-token' });
    await screen.findByTestId('invitation-form');
    await user.type(passwordField(), 'long-enough');
    await user.type(confirmField(), 'long-enough');
    await user.click(screen.getByTestId('accept-submit'));
    expect(await screen.findByTestId('invitation-invalid')).toHaveTextContent(en.accept.invalidTitle);
    expect(replacePage).not.toHaveBeenCalled();
    expect(getBearerToken()).toBeNull();
  });

  it('says the link is missing when the page is opened without a token', () => {
    renderAccountPage(<AcceptInvitationPage />, { path: '/accept-invitation' });
    expect(screen.getByTestId('invitation-invalid')).toHaveTextContent(en.accept.missingToken);
  });
});

describe('confirm a new email address', () => {
  it('confirms once and says so', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/1.0/accounts/email/confirm', async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderAccountPage(<ConfirmEmailPage />, { path: '/confirm-email?token=mail-token' });
    expect(await screen.findByTestId('confirm-email-success')).toHaveTextContent(en.confirmEmail.successTitle);
    expect(sent).toEqual([{ token: 'mail-token' }]);
  });

  it('explains a used or expired link', async () => {
    server.use(http.post('*/api/1.0/accounts/email/confirm', () => HttpResponse.json({ message: 'This confirmation link is invalid, already used or expired' }, { status: 400 })));
    renderAccountPage(<ConfirmEmailPage />, { path: '/confirm-email?token=old-token' });
    expect(await screen.findByTestId('confirm-email-invalid')).toHaveTextContent(en.confirmEmail.invalid);
  });

  it('says when the address was taken meanwhile', async () => {
    server.use(http.post('*/api/1.0/accounts/email/confirm', () => HttpResponse.json({ message: 'Email already in use' }, { status: 409 })));
    renderAccountPage(<ConfirmEmailPage />, { path: '/confirm-email?token=taken-token' });
    expect(await screen.findByTestId('confirm-email-invalid')).toHaveTextContent(en.confirmEmail.takenTitle);
  });
});
