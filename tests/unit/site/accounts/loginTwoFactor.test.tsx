/**
 * The sign-in page's code step (docs/decisions.md#accounts): a correct password of a user with two-factor sign-in
 * earns a challenge; the page then asks for the 6-digit code (or a recovery code) in the same
 * card and completes the sign-in like a password sign-in (remembered origin, 'Welcome back!').
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../../src/shared/api';
import { getBearerToken, getStoredUser, rememberOrigin, takeHandedOverNotice } from '../../../../src/auth/session';
import LoginPage from '../../../../src/site/pages/LoginPage';
import { replacePage } from '../../../../src/site/pages/pageLoad';
import { locale } from '../../support/i18n';
import { setupMswServer } from '../../support/msw';
import { renderAccountPage } from './renderAccountPage';

vi.mock('../../../../src/site/pages/pageLoad', () => ({ replacePage: vi.fn() }));

const en = { site: locale('en', 'site'), account: locale('en', 'account') };
const sr = { site: locale('sr', 'site'), account: locale('sr', 'account') };

const USER: SessionUser = {
  id: 4, full_name: 'Ada Lovelace', user_name: 'ada', email: 'ada@example.com', roles: ['Manager'], organisations: [],
  permissions: ['users.read'], requestPasswordChange: false, twoFactorEnabled: true, twoFactorRequired: false,
};

const server = setupMswServer();
let codesSent: unknown[];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.mocked(replacePage).mockClear();
  codesSent = [];
  server.use(
    http.post('*/api/1.0/auth/authenticate', () => HttpResponse.json({ two_factor_required: true, challenge: 'challenge-1' })),
    http.post('*/api/1.0/auth/two-factor', async ({ request }) => {
      const body = (await request.json()) as { challenge: string; code: string };
      codesSent.push(body);
      if (body.challenge === 'challenge-1' && (body.code === '123456' || body.code === 'abcde-23456')) {
        return HttpResponse.json({ bearer_token: 'b2', refresh_token: 'r2', user: USER });
      }
      return HttpResponse.json({ message: 'Invalid or expired code' }, { status: 401 });
    }),
  );
});

async function passPasswordStep(texts = en, path = '/login', lng = 'en') {
  const user = userEvent.setup();
  renderAccountPage(<LoginPage />, { path, lng });
  await user.type(screen.getByLabelText(new RegExp(`^${texts.site.login.email}`)), 'ada@example.com');
  await user.type(screen.getByLabelText(new RegExp(`^${texts.site.login.password}`)), 'secret-password');
  await user.click(screen.getByTestId('sign-in'));
  await screen.findByTestId('two-factor-step');
  return user;
}

describe('sign-in with two-factor authentication', () => {
  it('keeps the first step as docs/requirements.md#r5 has it', () => {
    renderAccountPage(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Protected by enterprise-grade security')).toBeInTheDocument();
    expect(screen.getByTestId('sign-in')).toHaveTextContent('Sign in');
    expect(screen.queryByTestId('two-factor-step')).not.toBeInTheDocument();
  });

  it('asks for the code after the password and signs in with it, then goes to the remembered page', async () => {
    rememberOrigin('/admin/users/7');
    const user = await passPasswordStep();
    expect(screen.getByRole('heading', { level: 1, name: en.account.twoFactor.title })).toBeInTheDocument();
    expect(getBearerToken()).toBeNull();

    await user.type(screen.getByLabelText(new RegExp(`^${en.account.twoFactor.code}`)), '123 456');
    await user.click(screen.getByTestId('two-factor-submit'));

    await waitFor(() => expect(replacePage).toHaveBeenCalledWith('/admin/users/7'));
    expect(codesSent).toEqual([{ challenge: 'challenge-1', code: '123456' }]);
    expect(getBearerToken()).toBe('b2');
    expect(getStoredUser()).toEqual(USER);
    expect(takeHandedOverNotice()).toEqual({ message: 'Welcome back!', type: 'success' });
  });

  it('checks the code format before asking the server', async () => {
    const user = await passPasswordStep();
    await user.type(screen.getByLabelText(new RegExp(`^${en.account.twoFactor.code}`)), '12345');
    await user.click(screen.getByTestId('two-factor-submit'));
    expect(await screen.findByText(en.account.twoFactor.codeFormat)).toBeInTheDocument();
    expect(codesSent).toEqual([]);
  });

  it('shows a wrong code on the field and lets the visitor try again', async () => {
    const user = await passPasswordStep();
    const field = screen.getByLabelText(new RegExp(`^${en.account.twoFactor.code}`));
    await user.type(field, '999999');
    await user.click(screen.getByTestId('two-factor-submit'));
    expect(await screen.findByText('Invalid or expired code')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(replacePage).not.toHaveBeenCalled();
    expect(getBearerToken()).toBeNull();

    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByTestId('two-factor-submit'));
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith('/admin'));
  });

  it('accepts a recovery code instead', async () => {
    const user = await passPasswordStep();
    await user.click(screen.getByRole('button', { name: en.account.twoFactor.useRecovery }));
    await user.type(screen.getByLabelText(new RegExp(`^${en.account.twoFactor.recoveryCode}`)), ' abcde-23456 ');
    await user.click(screen.getByTestId('two-factor-submit'));
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith('/admin'));
    expect(codesSent).toEqual([{ challenge: 'challenge-1', code: 'abcde-23456' }]);
  });

  it('starts again after five wrong codes (the challenge is spent)', async () => {
    const user = await passPasswordStep();
    for (let attempt = 0; attempt < 5; attempt++) {
      const field = screen.getByLabelText(new RegExp(`^${en.account.twoFactor.code}`));
      await user.clear(field);
      await user.type(field, '000000');
      await user.click(screen.getByTestId('two-factor-submit'));
      if (attempt < 4) await screen.findByText('Invalid or expired code');
    }
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(codesSent).toHaveLength(5);
  });

  it.each([
    ['a role requires two-factor sign-in (before the password)', { twoFactorRequired: true, requestPasswordChange: true }, '/admin/account#two-factor'],
    ['the account asks for a new password', { twoFactorRequired: false, requestPasswordChange: true }, '/admin/account#password'],
  ])('sends the user to My account first when %s', async (_case, flags, target) => {
    rememberOrigin('/admin/users');
    server.use(
      http.post('*/api/1.0/auth/authenticate', () => HttpResponse.json({ bearer_token: 'b1', refresh_token: 'r1', user: { ...USER, twoFactorEnabled: false, ...flags } })),
    );
    const user = userEvent.setup();
    renderAccountPage(<LoginPage />, { path: '/login' });
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-password');
    await user.click(screen.getByTestId('sign-in'));
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith(target));
  });

  it('asks for the code in Serbian on a Serbian page', async () => {
    await passPasswordStep(sr, '/sr/login', 'sr');
    expect(screen.getByRole('heading', { level: 1, name: sr.account.twoFactor.title })).toBeInTheDocument();
    expect(screen.getByText(sr.account.twoFactor.lead)).toBeInTheDocument();
    expect(screen.getByTestId('two-factor-submit')).toHaveTextContent(sr.account.twoFactor.verify);
  });
});
