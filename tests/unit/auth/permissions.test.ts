import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { hasAllPermissions, hasAnyPermission, hasPermission } from '../../../src/auth/permissions';
import { clearSession, signIn } from '../../../src/auth/session';
import { writeItem } from '../../../src/auth/storage';
import { setupMswServer } from '../support/msw';

const user = (permissions: string[]) => ({
  id: 1, full_name: 'A B', user_name: 'ab', email: 'a@b.c', roles: [], organisations: [], permissions, requestPasswordChange: false,
});

const server = setupMswServer();
beforeEach(() => {
  localStorage.clear();
  clearSession();
});

describe('permission checks (docs/requirements.md#r6)', () => {
  it('answers false for everything when nobody is signed in', () => {
    expect(hasPermission('users.read')).toBe(false);
    expect(hasAnyPermission(['users.read'])).toBe(false);
    expect(hasAllPermissions(['users.read'])).toBe(false);
    expect(hasAllPermissions([])).toBe(false);
  });

  it('answers false when the user has no permissions', () => {
    writeItem('user', user([]));
    expect(hasPermission('users.read')).toBe(false);
    expect(hasAnyPermission(['users.read', 'roles.read'])).toBe(false);
    expect(hasAllPermissions([])).toBe(false);
  });

  it('checks one, any of, and all of a list against the stored user', () => {
    writeItem('user', user(['users.read', 'users.update']));
    expect(hasPermission('users.read')).toBe(true);
    expect(hasPermission('users.delete')).toBe(false);
    expect(hasAnyPermission(['roles.read', 'users.update'])).toBe(true);
    expect(hasAnyPermission(['roles.read', 'roles.update'])).toBe(false);
    expect(hasAllPermissions(['users.read', 'users.update'])).toBe(true);
    expect(hasAllPermissions(['users.read', 'users.delete'])).toBe(false);
  });

  it('prefers the stored user and falls back to the in-memory one', async () => {
    server.use(
      http.post('*/api/1.0/auth/authenticate', () =>
        HttpResponse.json({ bearer_token: 'b', refresh_token: 'r', user: user(['roles.read']) }),
      ),
    );
    await signIn('a@b.c', 'secret1');
    writeItem('user', user(['users.read']));
    expect(hasPermission('users.read')).toBe(true);
    expect(hasPermission('roles.read')).toBe(false);
    localStorage.removeItem('user');
    expect(hasPermission('roles.read')).toBe(true);
  });
});
