import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAuthProvider, permissionFor } from '../../../src/admin/authProvider';
import { HttpError } from '../../../src/auth/httpClient';
import { clearSession, storeTokens, takeRememberedOrigin } from '../../../src/auth/session';
import { writeItem } from '../../../src/auth/storage';

type Membership = { id: number; name: string; roles: string[]; permissions: string[] };

const signedInWith = (permissions: string[], organisations: Membership[] = []) => {
  storeTokens('b1', 'r1');
  writeItem('user', {
    id: 7, full_name: 'Ada Lovelace', user_name: 'ada', email: 'ada@example.com', roles: [], organisations, permissions,
    requestPasswordChange: false,
  });
};

/** Ana: no global permission, "Organization administrator" of Alfa and "Organization member" of Beta. */
const organisationAdministrator = () =>
  signedInWith(
    [],
    [
      { id: 1, name: 'Alfa d.o.o.', roles: ['Organization administrator'], permissions: ['organisations.read', 'organisations.update', 'organisation-modules.create', 'activity.read'] },
      { id: 2, name: 'Beta d.o.o.', roles: ['Organization member'], permissions: ['organisations.read', 'organisation-features.read'] },
    ],
  );

const revoked: unknown[] = [];
const server = setupServer(
  http.post('*/api/1.0/auth/logout', async ({ request }) => {
    revoked.push(await request.json());
    return new HttpResponse(null, { status: 204 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
  window.history.replaceState(null, '', '/');
});

describe('authProvider', () => {
  const authProvider = createAuthProvider({ permissionPrefixes: { 'crawl-organisations': 'crawledOrganisations' } });

  it('maps react-admin actions to permission strings', () => {
    expect(permissionFor('users', 'list')).toBe('users.read');
    expect(permissionFor('users', 'show')).toBe('users.read');
    expect(permissionFor('users', 'create')).toBe('users.create');
    expect(permissionFor('users', 'edit')).toBe('users.update');
    expect(permissionFor('users', 'delete')).toBe('users.delete');
    expect(permissionFor('emails', 'send')).toBe('emails.send');
  });

  it('grants each action only with its permission', async () => {
    signedInWith(['users.read', 'users.update']);
    const can = (action: string, resource = 'users') => authProvider.canAccess!({ action, resource } as never);
    await expect(can('list')).resolves.toBe(true);
    await expect(can('show')).resolves.toBe(true);
    await expect(can('edit')).resolves.toBe(true);
    await expect(can('create')).resolves.toBe(false);
    await expect(can('delete')).resolves.toBe(false);
    await expect(can('list', 'permissions')).resolves.toBe(false);
  });

  it('grants an action held in any of the user\'s organisations, and nothing held nowhere', async () => {
    organisationAdministrator();
    const can = (action: string, resource: string) => authProvider.canAccess!({ action, resource } as never);
    await expect(can('list', 'organisations')).resolves.toBe(true);
    await expect(can('edit', 'organisations')).resolves.toBe(true);
    await expect(can('create', 'organisation-modules')).resolves.toBe(true);
    await expect(can('list', 'organisation-features')).resolves.toBe(true);
    await expect(can('list', 'activity')).resolves.toBe(true);
    // Creating or deleting organisations and every global menu stay closed.
    await expect(can('create', 'organisations')).resolves.toBe(false);
    await expect(can('delete', 'organisations')).resolves.toBe(false);
    await expect(can('list', 'users')).resolves.toBe(false);
    await expect(can('list', 'roles')).resolves.toBe(false);
    await expect(can('edit', 'organisation-features')).resolves.toBe(false);
  });

  it('adds the organisations\' permissions to the global ones, each once', async () => {
    signedInWith(['users.read', 'organisations.read'], [{ id: 1, name: 'Alfa d.o.o.', roles: ['Organization administrator'], permissions: ['organisations.read', 'organisations.update'] }]);
    await expect(authProvider.getPermissions!({})).resolves.toEqual(['users.read', 'organisations.read', 'organisations.update']);
    await expect(authProvider.canAccess!({ action: 'edit', resource: 'organisations' } as never)).resolves.toBe(true);
    await expect(authProvider.canAccess!({ action: 'edit', resource: 'users' } as never)).resolves.toBe(false);
  });

  it('guards restore with delete, state changes with update and export with read', () => {
    expect(permissionFor('users', 'restore')).toBe('users.delete');
    expect(permissionFor('users', 'changeState')).toBe('users.update');
    expect(permissionFor('users', 'setActiveStatus')).toBe('users.update');
    expect(permissionFor('users', 'export')).toBe('users.read');
  });

  it('uses per-action permission names where a resource declares them (user claims)', async () => {
    const claims = { prefix: 'user-claims', actions: { read: 'users.read', create: 'users.update', update: 'users.update', delete: 'users.update' } };
    expect(['list', 'create', 'edit', 'delete'].map((action) => permissionFor(claims, action))).toEqual([
      'users.read',
      'users.update',
      'users.update',
      'users.update',
    ]);
    signedInWith(['users.read']);
    const provider = createAuthProvider({ permissionPrefixes: { 'user-claims': claims } });
    const can = (action: string) => provider.canAccess!({ action, resource: 'user-claims' } as never);
    await expect(can('list')).resolves.toBe(true);
    await expect(can('create')).resolves.toBe(false);
    signedInWith(['users.read', 'users.update']);
    await expect(can('create')).resolves.toBe(true);
    await expect(can('delete')).resolves.toBe(true);
  });

  it('reads the rules the admin resources declare', async () => {
    const { permissionPrefixes } = await import('../../../src/resources');
    expect(permissionFor(permissionPrefixes['user-claims'], 'delete')).toBe('users.update');
    expect(permissionFor(permissionPrefixes.roles, 'restore')).toBe('roles.delete');
  });

  it('uses the declared permission prefix of a resource', async () => {
    signedInWith(['crawledOrganisations.read']);
    await expect(authProvider.canAccess!({ action: 'list', resource: 'crawl-organisations' } as never)).resolves.toBe(true);
  });

  it('denies everything when nobody is signed in', async () => {
    await expect(authProvider.canAccess!({ action: 'list', resource: 'users' } as never)).resolves.toBe(false);
  });

  it('lets a stored bearer token through checkAuth', async () => {
    signedInWith([]);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it("sends a visitor without a token to the site's /login and remembers the admin page", async () => {
    window.history.replaceState(null, '', '/admin/users/7/edit?tab=1');
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    expect(takeRememberedOrigin()).toBe('/admin/users/7/edit?tab=1');
  });

  it('ends the session on a 401 that a refresh could not cure', async () => {
    window.history.replaceState(null, '', '/admin/permissions');
    const expired = new HttpError('Session expired', 401, null, { sessionExpired: true });
    await expect(authProvider.checkError(expired)).rejects.toMatchObject({ redirectTo: '/login' });
    expect(takeRememberedOrigin()).toBe('/admin/permissions');
  });

  it('keeps the user signed in on 403 and other errors', async () => {
    await expect(authProvider.checkError(new HttpError('Forbidden', 403))).resolves.toBeUndefined();
    await expect(authProvider.checkError(new HttpError('Boom', 500))).resolves.toBeUndefined();
  });

  it('fetches the signed-in user again after a 403 (a permission taken away), once for requests refused together', async () => {
    let calls = 0;
    let finish: () => void = () => undefined;
    const refreshUser = () => {
      calls += 1;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    };
    const provider = createAuthProvider({ refreshUser });
    await provider.checkError(new HttpError('Forbidden', 403));
    await provider.checkError(new HttpError('Forbidden', 403));
    await provider.checkError(new HttpError('Boom', 500));
    expect(calls).toBe(1);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The next refused request (a later navigation) asks again.
    await provider.checkError(new HttpError('Forbidden', 403));
    expect(calls).toBe(2);
  });

  it('identifies the user and lists their permissions', async () => {
    signedInWith(['users.read']);
    await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 7, fullName: 'Ada Lovelace' });
    await expect(authProvider.getPermissions!({})).resolves.toEqual(['users.read']);
  });

  it('logs out to the home page, clearing the session', async () => {
    signedInWith(['users.read']);
    await expect(authProvider.logout({})).resolves.toBe('/');
    expect(revoked).toEqual([{ refreshToken: 'r1' }]);
    expect(localStorage.getItem('bearerToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('logs a visitor without a session out to the site login page', async () => {
    await expect(authProvider.logout({})).resolves.toBe('/login');
  });
});
