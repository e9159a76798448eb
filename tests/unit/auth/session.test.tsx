import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../src/shared/api';
import { readItem, writeItem } from '../../../src/auth/storage';
import {
  getBearerToken,
  getRefreshToken,
  getStoredUser,
  rememberOrigin,
  signIn,
  signOut,
  takeRememberedOrigin,
  takeSessionExpiredNotice,
  signalSessionExpired,
  useSessionUser,
} from '../../../src/auth/session';
import { setupMswServer } from '../support/msw';

const USER: SessionUser = {
  id: 1,
  full_name: 'Ada Lovelace',
  user_name: 'ada',
  email: 'ada@example.com',
  roles: ['Administrator'],
  organisations: [{ id: 3, name: 'Analytical Engines', roles: [], permissions: [] }],
  permissions: ['users.read', 'users.update'],
  requestPasswordChange: false,
  twoFactorEnabled: false,
  twoFactorRequired: false,
};

const server = setupMswServer();
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const authenticate = (respond: () => Response) => server.use(http.post('*/api/1.0/auth/authenticate', respond));

describe('signIn', () => {
  it('stores both tokens, the user, its permissions and the authenticated flag', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/1.0/auth/authenticate', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ bearer_token: 'b1', refresh_token: 'r1', user: USER });
      }),
    );
    await expect(signIn('ada@example.com', 'secret1')).resolves.toEqual(USER);
    expect(sent).toEqual({ email: 'ada@example.com', password: 'secret1' });
    expect(getBearerToken()).toBe('b1');
    expect(getRefreshToken()).toBe('r1');
    expect(getStoredUser()).toEqual(USER);
    expect(readItem('userPermissions')).toEqual(USER.permissions);
    expect(readItem('isAuthenticated')).toBe(true);
  });

  it("rejects a 401 without a message as 'Invalid credentials'", async () => {
    authenticate(() => new HttpResponse(null, { status: 401 }));
    await expect(signIn('a@b.c', 'x')).rejects.toThrow('Invalid credentials');
  });

  it("shows the server's message: errors' reasons joined, else reason, else message", async () => {
    authenticate(() => HttpResponse.json({ message: 'Bad', errors: [{ reason: 'one' }, { reason: 'two' }] }, { status: 400 }));
    await expect(signIn('a@b.c', 'x')).rejects.toThrow('one, two');
    authenticate(() => HttpResponse.json({ message: 'Bad', reason: 'Account locked' }, { status: 403 }));
    await expect(signIn('a@b.c', 'x')).rejects.toThrow('Account locked');
    authenticate(() => HttpResponse.json({ message: 'Wrong email or password' }, { status: 401 }));
    await expect(signIn('a@b.c', 'x')).rejects.toThrow('Wrong email or password');
  });

  it("rejects a success without a result as 'Invalid credentials'", async () => {
    authenticate(() => new HttpResponse(null, { status: 200 }));
    await expect(signIn('a@b.c', 'x')).rejects.toThrow('Invalid credentials');
    expect(getBearerToken()).toBeNull();
  });

  it("rejects a result lacking either token with 'Something went wrong!'", async () => {
    authenticate(() => HttpResponse.json({ bearer_token: 'b1', user: USER }));
    await expect(signIn('a@b.c', 'x')).rejects.toThrow('Something went wrong!');
    authenticate(() => HttpResponse.json({ refresh_token: 'r1', user: USER }));
    await expect(signIn('a@b.c', 'x')).rejects.toThrow('Something went wrong!');
    expect(getBearerToken()).toBeNull();
  });
});

describe('signOut', () => {
  it('revokes the refresh token and clears every session key', async () => {
    let revoked: unknown;
    server.use(
      http.post('*/api/1.0/auth/logout', async ({ request }) => {
        revoked = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    for (const [key, value] of Object.entries({
      bearerToken: 'b1', refreshToken: 'r1', user: USER, userData: USER, userPermissions: [], userModules: [], isAuthenticated: true,
    })) writeItem(key as never, value);
    await signOut();
    expect(revoked).toEqual({ refreshToken: 'r1' });
    for (const key of ['bearerToken', 'refreshToken', 'user', 'userData', 'userPermissions', 'userModules', 'isAuthenticated']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it('still signs out when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post('*/api/1.0/auth/logout', () => HttpResponse.error()));
    writeItem('refreshToken', 'r1');
    writeItem('bearerToken', 'b1');
    await expect(signOut()).resolves.toBeUndefined();
    expect(getBearerToken()).toBeNull();
  });
});

describe('useSessionUser', () => {
  function WhoAmI() {
    const user = useSessionUser();
    return <p>{user ? user.full_name : 'signed out'}</p>;
  }

  it('follows sign-in and sign-out in this tab', async () => {
    authenticate(() => HttpResponse.json({ bearer_token: 'b1', refresh_token: 'r1', user: USER }));
    server.use(http.post('*/api/1.0/auth/logout', () => new HttpResponse(null, { status: 204 })));
    render(<WhoAmI />);
    expect(screen.getByText('signed out')).toBeInTheDocument();
    await act(() => signIn('ada@example.com', 'secret1'));
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    await act(() => signOut());
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('follows changes made by another tab (storage events)', () => {
    render(<WhoAmI />);
    act(() => {
      writeItem('user', USER);
      window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    });
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
  });
});

describe('the page to return to after login (docs/requirements.md#r4)', () => {
  it('is remembered once, then forgotten', () => {
    rememberOrigin('/admin/users/7/edit');
    expect(takeRememberedOrigin()).toBe('/admin/users/7/edit');
    expect(takeRememberedOrigin()).toBeNull();
  });

  it('is never an address outside the site', () => {
    rememberOrigin('//evil.example/admin');
    expect(takeRememberedOrigin()).toBeNull();
  });
});

describe('session expiry notice', () => {
  it('gives the login page the docs/requirements.md#r8 text once', () => {
    signalSessionExpired();
    expect(takeSessionExpiredNotice()).toEqual({ title: 'Sesija je istekla', description: 'Molimo prijavite se ponovo' });
    expect(takeSessionExpiredNotice()).toBeNull();
  });
});
