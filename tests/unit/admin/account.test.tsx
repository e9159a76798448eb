/**
 * My account and My sessions (docs/decisions.md#accounts) against msw: the password form (docs/requirements.md#r5 rules, the
 * server's field errors, success toast and the refreshed user), two-factor enrolment (QR code
 * as an image, key, code, ten recovery codes once), the redirect rules and session revocation.
 */
import { screen, waitFor, within, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { DataProvider } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Session, SessionUser } from '../../../src/shared/api';
import { getStoredUser, storeTokens } from '../../../src/auth/session';
import { writeItem } from '../../../src/auth/storage';
import { AccountPage } from '../../../src/admin/account/AccountPage';
import { AccountGate } from '../../../src/admin/account/AccountGate';
import { SessionsPage, describeUserAgent } from '../../../src/admin/account/SessionsPage';
import enAdmin from '../../../locales/en/admin.json';
import { setupMswServer } from '../support/msw';
import { AdminTestApp } from './testKit';

const t = enAdmin.account;
const USER: SessionUser = {
  id: 7, full_name: 'Ada Lovelace', user_name: 'ada', email: 'ada@example.com', roles: ['Viewer'], organisations: [],
  permissions: [], requestPasswordChange: false, twoFactorEnabled: false, twoFactorRequired: false,
};
const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);
// A QR code whose SVG carries a script: it must never run or reach the page's DOM.
const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>window.__qrScriptRan = true</script><path d="M0 0h10v10H0z"/></svg>';

const server = setupMswServer();
const dataProvider = {} as DataProvider;

/** The signed-in user the server knows; changed by the handlers like the real API. */
let serverUser: SessionUser;
let requests: { method: string; path: string; body: unknown }[];

function signIn(user: SessionUser) {
  serverUser = user;
  storeTokens('bearer-1', 'refresh-1');
  writeItem('user', user);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  requests = [];
  const record = async (request: Request) => {
    const text = await request.text();
    requests.push({ method: request.method, path: new URL(request.url).pathname.replace('/api/1.0', ''), body: text ? JSON.parse(text) : null });
  };
  server.use(
    http.post('*/api/1.0/accounts/authenticate', async ({ request }) => {
      await record(request);
      return HttpResponse.json(serverUser);
    }),
    http.post('*/api/1.0/accounts/password', async ({ request }) => {
      await record(request);
      const body = requests.at(-1)!.body as { currentPassword: string };
      if (body.currentPassword !== 'old-password') {
        return HttpResponse.json({ message: 'Validation failed', errors: [{ field: 'currentPassword', reason: 'The current password is not correct' }] }, { status: 422 });
      }
      serverUser = { ...serverUser, requestPasswordChange: false };
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/api/1.0/accounts/two-factor/enrol', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', otpauthUrl: 'otpauth://totp/Danube%20Digital:ada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DP', qrSvg: QR_SVG });
    }),
    http.post('*/api/1.0/accounts/two-factor/confirm', async ({ request }) => {
      await record(request);
      const { code } = requests.at(-1)!.body as { code: string };
      if (code !== '123456') {
        return HttpResponse.json(
          { message: 'Validation failed', errors: [{ field: 'code', reason: 'The code is not correct; check the time on your device and try again' }] },
          { status: 422 },
        );
      }
      serverUser = { ...serverUser, twoFactorEnabled: true, twoFactorRequired: false };
      return HttpResponse.json({ recoveryCodes: RECOVERY_CODES });
    }),
  );
});

function renderAccount(path = '/admin/account') {
  return render(
    <AdminTestApp dataProvider={dataProvider} path={path} route="/admin/account">
      <AccountPage />
    </AdminTestApp>,
  );
}

const passwordSection = () => within(document.getElementById('password')!);
const field = (scope: ReturnType<typeof within>, label: string) => scope.getByLabelText(new RegExp(`^${label}`));

describe('My account: password', { timeout: 30_000 }, () => {
  it('checks docs/requirements.md#r5 rules on the client before sending anything', async () => {
    signIn(USER);
    const user = userEvent.setup();
    renderAccount();
    const section = passwordSection();
    await user.type(field(section, t.password.new), 'short');
    await user.type(field(section, t.password.confirm), 'other');
    await user.click(section.getByRole('button', { name: t.password.submit }));
    expect(await section.findByText('Enter your current password')).toBeInTheDocument();
    expect(section.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(section.getByText('Passwords must match')).toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/accounts/password')).toEqual([]);
  });

  it("shows the server's verdict on the current password on that field", async () => {
    signIn(USER);
    const user = userEvent.setup();
    renderAccount();
    const section = passwordSection();
    await user.type(field(section, t.password.current), 'wrong-password');
    await user.type(field(section, t.password.new), 'new-password');
    await user.type(field(section, t.password.confirm), 'new-password');
    await user.click(section.getByRole('button', { name: t.password.submit }));
    expect(await section.findByText(t.password.currentWrong)).toBeInTheDocument();
    expect(screen.queryByText(t.password.changed)).not.toBeInTheDocument();
  });

  it('changes the password, toasts, empties the form and refreshes the user (the requested change is done)', async () => {
    signIn({ ...USER, requestPasswordChange: true });
    const user = userEvent.setup();
    renderAccount('/admin/account#password');
    expect(await screen.findByTestId('password-required')).toHaveTextContent(t.required.password);
    const section = passwordSection();
    await user.type(field(section, t.password.current), 'old-password');
    await user.type(field(section, t.password.new), 'new-password');
    await user.type(field(section, t.password.confirm), 'new-password');
    await user.click(section.getByRole('button', { name: t.password.submit }));

    expect(await screen.findByText(t.password.changed)).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/accounts/password')?.body).toEqual({ currentPassword: 'old-password', password: 'new-password', confirmPassword: 'new-password' });
    await waitFor(() => expect(getStoredUser()?.requestPasswordChange).toBe(false));
    await waitFor(() => expect(screen.queryByTestId('password-required')).not.toBeInTheDocument());
    expect(field(passwordSection(), t.password.new)).toHaveValue('');
  });
});

describe('My account: two-factor enrolment', { timeout: 30_000 }, () => {
  it('shows the QR code as an image and the key, refuses a wrong code, then shows the ten recovery codes once', async () => {
    signIn({ ...USER, twoFactorRequired: true });
    const user = userEvent.setup();
    renderAccount('/admin/account#two-factor');
    expect(await screen.findByTestId('two-factor-required')).toHaveTextContent(t.required.twoFactor);
    await user.click(screen.getByTestId('two-factor-start'));

    const qr = await screen.findByTestId('two-factor-qr');
    expect(qr.tagName).toBe('IMG');
    expect(qr).toHaveAttribute('alt', t.twoFactor.qrAlt);
    expect(decodeURIComponent(qr.getAttribute('src')!.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''))).toBe(QR_SVG);
    expect(document.querySelector('svg script')).toBeNull();
    expect((window as { __qrScriptRan?: boolean }).__qrScriptRan).toBeUndefined();
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(screen.getByRole('link', { name: t.twoFactor.openApp })).toHaveAttribute('href', expect.stringMatching(/^otpauth:\/\/totp\//));

    const enrolment = within(screen.getByTestId('two-factor-enrolment'));
    await user.type(field(enrolment, t.twoFactor.code), '12345');
    await user.click(enrolment.getByRole('button', { name: t.twoFactor.confirm }));
    expect(await enrolment.findByText(t.twoFactor.codeFormat)).toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/accounts/two-factor/confirm')).toEqual([]);

    await user.clear(field(enrolment, t.twoFactor.code));
    await user.type(field(enrolment, t.twoFactor.code), '654321');
    await user.click(enrolment.getByRole('button', { name: t.twoFactor.confirm }));
    expect(await enrolment.findByText(t.twoFactor.codeWrong)).toBeInTheDocument();

    await user.clear(field(enrolment, t.twoFactor.code));
    await user.type(field(enrolment, t.twoFactor.code), '123 456');
    await user.click(enrolment.getByRole('button', { name: t.twoFactor.confirm }));

    const codes = await screen.findByTestId('recovery-codes');
    expect(within(codes).getAllByRole('listitem').map((item) => item.textContent)).toEqual(RECOVERY_CODES);
    expect(requests.filter((r) => r.path === '/accounts/two-factor/confirm').map((r) => r.body)).toEqual([{ code: '654321' }, { code: '123456' }]);
    await waitFor(() => expect(getStoredUser()).toMatchObject({ twoFactorEnabled: true, twoFactorRequired: false }));
    expect(within(document.getElementById('two-factor')!).getByText(t.twoFactor.on)).toBeInTheDocument();
    // The codes stay until the user says they are saved, even though the user was refreshed.
    expect(screen.getByTestId('recovery-codes')).toBeInTheDocument();

    await user.click(within(codes).getByRole('button', { name: t.twoFactor.saved }));
    expect(screen.queryByTestId('recovery-codes')).not.toBeInTheDocument();
    expect(screen.queryByText(RECOVERY_CODES[0])).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.twoFactor.disable })).toBeInTheDocument();
  });
});

/** Shows where the router is, for the redirect tests. */
function Where() {
  const { pathname, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${hash}`}</p>;
}

describe('redirect rules', () => {
  const renderGateAt = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <AccountGate>
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </AccountGate>
      </MemoryRouter>,
    );

  it('sends a user whose role requires two-factor sign-in to enrolment first, and lets My account through', async () => {
    signIn({ ...USER, twoFactorRequired: true, requestPasswordChange: true });
    renderGateAt('/admin/users');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/admin/account#two-factor'));
  });

  it('sends a user asked for a new password to the password section, learning of it from the server on load', async () => {
    signIn(USER);
    serverUser = { ...USER, requestPasswordChange: true };
    renderGateAt('/admin/organisations');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/admin/account#password'));
    expect(requests.map((r) => r.path)).toEqual(['/accounts/authenticate']);
  });

  it('leaves everyone else where they are', async () => {
    signIn(USER);
    renderGateAt('/admin/users');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/users');
  });

  it('keeps My sessions open while a step is required', async () => {
    signIn({ ...USER, requestPasswordChange: true });
    renderGateAt('/admin/account/sessions');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/account/sessions');
  });
});

describe('My sessions', () => {
  const SESSIONS: Session[] = [
    { id: '00000000-0000-4000-8000-000000000001', createdAt: '2026-11-20T08:00:00.000Z', lastUsedAt: '2026-11-22T09:00:00.000Z', ip: '10.0.0.1', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36', current: true },
    { id: '00000000-0000-4000-8000-000000000002', createdAt: '2026-11-18T08:00:00.000Z', lastUsedAt: '2026-11-21T09:00:00.000Z', ip: '192.0.2.7', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1', current: false },
  ];

  it('lists the sessions with this one marked, and ends another after a confirmation', async () => {
    signIn(USER);
    const deleted: string[] = [];
    server.use(
      http.get('*/api/1.0/accounts/sessions', () => HttpResponse.json(SESSIONS)),
      http.delete('*/api/1.0/accounts/sessions/:id', ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    render(
      <AdminTestApp dataProvider={dataProvider} path="/admin/account/sessions" route="/admin/account/sessions">
        <SessionsPage />
      </AdminTestApp>,
    );
    const current = await screen.findByTestId('session-current');
    expect(current).toHaveTextContent('Chrome on Linux');
    expect(current).toHaveTextContent(t.sessions.current);
    expect(within(current).queryByRole('button', { name: t.sessions.revoke })).not.toBeInTheDocument();

    const other = screen.getByTestId('session');
    expect(other).toHaveTextContent('Safari on iOS');
    expect(other).toHaveTextContent('192.0.2.7');
    await user.click(within(other).getByRole('button', { name: t.sessions.revoke }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(t.sessions.confirmTitle);
    expect(dialog).toHaveTextContent('Safari on iOS will be signed out within 15 minutes');
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: t.sessions.revoke }));

    await waitFor(() => expect(screen.queryByTestId('session')).not.toBeInTheDocument());
    expect(deleted).toEqual([SESSIONS[1].id]);
    expect(await screen.findByText(t.sessions.revoked)).toBeInTheDocument();
    expect(screen.getByText(t.sessions.empty)).toBeInTheDocument();
  });

  it('names common browsers and systems from the user agent', () => {
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0')).toEqual({ browser: 'Edge', os: 'Windows', mobile: false });
    expect(describeUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0')).toEqual({ browser: 'Firefox', os: 'macOS', mobile: false });
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null, mobile: false });
  });
});
