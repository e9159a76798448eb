/**
 * The permission ceiling and the security defects of docs/decisions.md#identity (docs/decisions.md#ceiling),
 * each as its own named test, observed through the API as a client would: nobody grants what
 * they do not hold, nobody changes a user who holds more than they do, nobody removes the last
 * active Administrator or themselves, system roles and permissions stay, another user's email
 * changes only from strictly above them, and names carry no invisible characters.
 * One file on purpose: one behaviour area (what an account may do to roles, permissions and other
 * users), sharing one app, its seeded roles and permissions and the fixtures below.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser, User } from '../../src/shared/api';
import { SEEDED_PERMISSIONS } from '../../server/db/seed-data';
import { emails } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { pibFrom } from '../../server/domain/serbian-identifiers';
import { ADMIN_EMAIL, ADMIN_PASSWORD, API, setupTestApp, uniqueLetters } from './helpers';
import { expectStatus, unique, userBody } from './records';

const t = setupTestApp();

interface Role {
  id: number;
  name: string;
  description: string | null;
  isSystem: boolean;
  permissionIds: number[];
  permissions: { id: number; name: string }[];
  userCount: number;
  deletedAt: string | null;
}
interface Permission {
  id: number;
  name: string;
  description: string | null;
  isSystem: boolean;
  deletedAt: string | null;
}
interface Session {
  user: User;
  password: string;
  bearer: string;
  refresh: string;
}

let admin: string;
let adminId: number;
let roleId: Record<string, number>;
let permissionId: Record<string, number>;

const call = (bearer: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
  t.injectAs(bearer, { method, url: `${API}${path}`, ...(payload === undefined ? {} : { payload: payload as object }) });

async function loadPermissions() {
  const list = (await call(admin, 'GET', '/permissions')).json() as Permission[];
  permissionId = Object.fromEntries(list.map((permission) => [permission.name, permission.id]));
}

/** A role (made by the administrator) carrying the named permissions. */
async function makeRole(permissionNames: string[], name = `Role ${unique()}`): Promise<Role> {
  const response = await call(admin, 'POST', '/roles', { name, permissionIds: permissionNames.map((p) => permissionId[p]) });
  expectStatus(response, 201);
  return response.json();
}

/** A user (made by the administrator) with the given role ids, signed in. */
async function makeUser(roleIds: number[], fields: Record<string, unknown> = {}): Promise<Session> {
  const n = unique();
  const password = 'password-123';
  const response = await call(admin, 'POST', '/users', {
    firstName: 'Ceiling',
    lastName: `Tester${n}`,
    email: `ceiling.${n}@example.com`,
    userName: `ceiling_${n}`,
    password,
    roleIds,
    ...fields,
  });
  expectStatus(response, 201);
  const user = response.json() as User;
  const session = await t.signIn(user.email, password);
  return { user, password, bearer: session.bearer_token, refresh: session.refresh_token };
}

const getUser = async (id: number) => (await call(admin, 'GET', `/users/${id}`)).json() as User;
const getRole = async (id: number) => (await call(admin, 'GET', `/roles/${id}`)).json() as Role;
const permissionsOf = async (bearer: string) => ((await call(bearer, 'POST', '/accounts/authenticate')).json() as SessionUser).permissions;

/** Ids of the active, undeleted users holding the Administrator role. */
async function activeAdministrators(): Promise<number[]> {
  const list = (await call(admin, 'GET', `/users?roleId=${roleId.Administrator}&isActive=true`)).json() as User[];
  return list.map((user) => user.id).sort((a, b) => a - b);
}

beforeAll(async () => {
  admin = await t.adminBearer();
  adminId = ((await call(admin, 'POST', '/accounts/authenticate')).json() as SessionUser).id;
  const roles = (await call(admin, 'GET', '/roles')).json() as Role[];
  roleId = Object.fromEntries(roles.map((role) => [role.name, role.id]));
  await loadPermissions();
});

describe('the last active Administrator', () => {
  /** A non-system role with every permission: its holder passes every ceiling check. */
  let superUser: Session;
  let adminUser: User;

  beforeAll(async () => {
    superUser = await makeUser([(await makeRole(Object.keys(permissionId), `Everything ${unique()}`)).id]);
    adminUser = await getUser(adminId);
  });

  it('starts with the seeded administrator as the only active Administrator', async () => {
    expect(await activeAdministrators()).toEqual([adminId]);
  });

  it('refuses deactivating the last active Administrator, even by a caller holding every permission (409)', async () => {
    expectStatus(await call(superUser.bearer, 'PUT', `/users/${adminId}`, userBody(adminUser, { status: false })), 409);
    expectStatus(await call(superUser.bearer, 'POST', '/users/change-state', { ids: [adminId], isActive: false }), 409);
    expectStatus(await call(superUser.bearer, 'PUT', `/users/${adminId}/active-status`, { isActive: false }), 409);
    expect((await getUser(adminId)).isActive).toBe(true);
    expectStatus(await call(admin, 'GET', '/users/paged'), 200);
  });

  it('refuses deleting the last active Administrator (409)', async () => {
    expectStatus(await call(superUser.bearer, 'DELETE', `/users/${adminId}/soft`), 409);
    expect((await getUser(adminId)).deletedAt).toBeNull();
  });

  it('refuses stripping the last active Administrator of the Administrator role (409)', async () => {
    const response = await call(superUser.bearer, 'PUT', `/users/${adminId}`, userBody(adminUser, { roleIds: [roleId.Manager] }));
    expectStatus(response, 409);
    expect((await getUser(adminId)).roles.map((role) => role.name)).toContain('Administrator');
  });

  it('refuses the last active Administrator stripping the role from himself (409)', async () => {
    expectStatus(await call(admin, 'PUT', `/users/${adminId}`, userBody(adminUser, { roleIds: [] })), 409);
    expectStatus(await call(admin, 'PUT', `/users/${adminId}`, userBody(adminUser, { roleIds: [roleId.Manager] })), 409);
    expect((await getUser(adminId)).roles.map((role) => role.name)).toEqual(['Administrator']);
  });

  it('refuses the last active Administrator deactivating or deleting himself (409)', async () => {
    expectStatus(await call(admin, 'PUT', `/users/${adminId}`, userBody(adminUser, { status: false })), 409);
    expectStatus(await call(admin, 'POST', '/users/change-state', { ids: [adminId], isActive: false }), 409);
    expectStatus(await call(admin, 'PUT', `/users/${adminId}/active-status`, { isActive: false }), 409);
    expectStatus(await call(admin, 'DELETE', `/users/${adminId}/soft`), 409);
    const stored = await getUser(adminId);
    expect(stored).toMatchObject({ isActive: true, deletedAt: null });
  });

  it('does not count an inactive Administrator as remaining (409)', async () => {
    const inactive = await call(admin, 'POST', '/users', {
      firstName: 'Sleeping',
      lastName: 'Admin',
      email: `sleeping.${unique()}@example.com`,
      userName: `sleeping_${unique()}`,
      password: 'password-123',
      roleIds: [roleId.Administrator],
      status: false,
    });
    expectStatus(inactive, 201);
    expectStatus(await call(superUser.bearer, 'PUT', `/users/${adminId}/active-status`, { isActive: false }), 409);
    expect((await getUser(adminId)).isActive).toBe(true);
    // Leave it without the role, so that later tests see one Administrator.
    expectStatus(await call(admin, 'PUT', `/users/${inactive.json().id}`, userBody(inactive.json(), { roleIds: [] })), 200);
  });

  it('lets an Administrator lose the role and be deactivated while another active Administrator remains', async () => {
    const second = await makeUser([roleId.Administrator]);
    expectStatus(await call(superUser.bearer, 'PUT', `/users/${second.user.id}/active-status`, { isActive: false }), 200);
    expectStatus(await call(superUser.bearer, 'PUT', `/users/${second.user.id}/active-status`, { isActive: true }), 200);
    const stripped = await call(admin, 'PUT', `/users/${second.user.id}`, userBody(second.user, { roleIds: [roleId.Manager] }));
    expectStatus(stripped, 200);
    expect(await activeAdministrators()).toEqual([adminId]);
  });
});

describe('users cannot remove themselves', () => {
  it('refuses a user deactivating himself by PUT status, change-state or active-status (409)', async () => {
    const manager = await makeUser([roleId.Manager]);
    expectStatus(await call(manager.bearer, 'PUT', `/users/${manager.user.id}`, userBody(manager.user, { status: false })), 409);
    expectStatus(await call(manager.bearer, 'POST', '/users/change-state', { ids: [manager.user.id], isActive: false }), 409);
    expectStatus(await call(manager.bearer, 'PUT', `/users/${manager.user.id}/active-status`, { isActive: false }), 409);
    expect((await getUser(manager.user.id)).isActive).toBe(true);
    expectStatus(await call(manager.bearer, 'GET', '/users/paged'), 200);
  });

  it('refuses a user deleting himself (409)', async () => {
    const manager = await makeUser([roleId.Manager]);
    expectStatus(await call(manager.bearer, 'DELETE', `/users/${manager.user.id}/soft`), 409);
    expect((await getUser(manager.user.id)).deletedAt).toBeNull();
    expectStatus(await call(manager.bearer, 'GET', '/users/paged'), 200);
  });
});

describe('role ceiling', () => {
  it('refuses a roles.update holder raising his own role to permissions he lacks (403)', async () => {
    const editorRole = await makeRole(['roles.read', 'roles.update']);
    const editor = await makeUser([editorRole.id]);

    const response = await call(editor.bearer, 'PUT', `/roles/${editorRole.id}`, {
      id: editorRole.id,
      name: editorRole.name,
      permissionIds: Object.values(permissionId),
    });

    expectStatus(response, 403);
    expect((await getRole(editorRole.id)).permissions.map((p) => p.name)).toEqual(['roles.read', 'roles.update']);
    expect(await permissionsOf(editor.bearer)).toEqual(['roles.read', 'roles.update']);
  });

  it('refuses a users.create holder creating an Administrator (403), and stores no such user', async () => {
    const manager = await makeUser([roleId.Manager]);
    const email = `would-be-admin.${unique()}@example.com`;
    const response = await call(manager.bearer, 'POST', '/users', {
      firstName: 'Would',
      lastName: 'Be',
      email,
      userName: `would_be_${unique()}`,
      password: 'password-123',
      roleIds: [roleId.Administrator],
    });
    expectStatus(response, 403);
    const found = (await call(admin, 'GET', `/users/paged?search_term=${encodeURIComponent(email)}`)).json();
    expect(found.total_count).toBe(0);
    await expect(t.signIn(email, 'password-123')).rejects.toThrow(/401/);
  });

  it('lets a Manager create a user with a role whose permissions he holds (201)', async () => {
    const manager = await makeUser([roleId.Manager]);
    const response = await call(manager.bearer, 'POST', '/users', {
      firstName: 'Plain',
      lastName: 'Viewer',
      email: `plain.${unique()}@example.com`,
      userName: `plain_${unique()}`,
      password: 'password-123',
      roleIds: [roleId.Viewer, roleId.Manager],
    });
    expectStatus(response, 201);
  });

  it('refuses creating a role carrying a permission the caller lacks (403)', async () => {
    const creator = await makeUser([(await makeRole(['roles.read', 'roles.create', 'users.read'])).id]);
    const name = `Escalation ${unique()}`;

    expectStatus(await call(creator.bearer, 'POST', '/roles', { name, permissionIds: [permissionId['users.read'], permissionId['users.delete']] }), 403);
    const found = (await call(admin, 'GET', `/roles?search_term=${encodeURIComponent(name)}&include_deleted=true`)).json() as Role[];
    expect(found).toEqual([]);

    expectStatus(await call(creator.bearer, 'POST', '/roles', { name, permissionIds: [permissionId['users.read']] }), 201);
  });

  it('refuses updating a role so that it carries a permission the caller lacks (403)', async () => {
    const editor = await makeUser([(await makeRole(['roles.read', 'roles.update', 'users.read'])).id]);
    const target = await makeRole(['users.read']);

    const raising = await call(editor.bearer, 'PUT', `/roles/${target.id}`, {
      id: target.id,
      name: target.name,
      permissionIds: [permissionId['users.read'], permissionId['users.delete']],
    });
    expectStatus(raising, 403);
    expect((await getRole(target.id)).permissions.map((p) => p.name)).toEqual(['users.read']);

    const renaming = await call(editor.bearer, 'PUT', `/roles/${target.id}`, { id: target.id, name: `${target.name} renamed` });
    expectStatus(renaming, 200);
  });

  it('refuses updating a role that carries a permission the caller lacks, even only its name or to remove it (403)', async () => {
    const editor = await makeUser([(await makeRole(['roles.read', 'roles.update', 'users.read'])).id]);
    const target = await makeRole(['users.read', 'users.delete']);

    expectStatus(await call(editor.bearer, 'PUT', `/roles/${target.id}`, { id: target.id, name: `${target.name} renamed` }), 403);
    expectStatus(await call(editor.bearer, 'PUT', `/roles/${target.id}`, { id: target.id, name: target.name, permissionIds: [permissionId['users.read']] }), 403);
    const stored = await getRole(target.id);
    expect(stored.name).toBe(target.name);
    expect(stored.permissions.map((p) => p.name)).toEqual(['users.delete', 'users.read']);
  });

  it('refuses deleting a role that carries a permission the caller lacks (403)', async () => {
    const deleter = await makeUser([(await makeRole(['roles.read', 'roles.delete'])).id]);
    const guarded = await makeRole(['users.delete']);
    const harmless = await makeRole(['roles.read']);

    expectStatus(await call(deleter.bearer, 'DELETE', `/roles/${guarded.id}/soft`), 403);
    expect((await getRole(guarded.id)).deletedAt).toBeNull();

    expectStatus(await call(deleter.bearer, 'DELETE', `/roles/${harmless.id}/soft`), 204);
  });

  it('refuses restoring a role that carries a permission the caller lacks (403)', async () => {
    const deleter = await makeUser([(await makeRole(['roles.read', 'roles.delete'])).id]);
    const guarded = await makeRole(['users.delete']);
    expectStatus(await call(admin, 'DELETE', `/roles/${guarded.id}/soft`), 204);

    expectStatus(await call(deleter.bearer, 'POST', `/roles/${guarded.id}/restore`), 403);
    expect((await getRole(guarded.id)).deletedAt).not.toBeNull();
  });
});

describe('user ceiling', () => {
  let manager: Session;
  /** Holds roles.update, which a Manager lacks. */
  let above: Session;

  beforeAll(async () => {
    manager = await makeUser([roleId.Manager]);
    above = await makeUser([(await makeRole(['roles.read', 'roles.update'])).id]);
  });

  it('refuses giving a user, on update, a role carrying a permission the caller lacks (403)', async () => {
    const viewer = await makeUser([roleId.Viewer]);
    expectStatus(await call(manager.bearer, 'PUT', `/users/${viewer.user.id}`, userBody(viewer.user, { roleIds: [roleId.Viewer, roleId.Administrator] })), 403);
    expect((await getUser(viewer.user.id)).roles.map((role) => role.name)).toEqual(['Viewer']);
  });

  it('refuses updating a user who holds a permission the caller lacks (403)', async () => {
    expectStatus(await call(manager.bearer, 'PUT', `/users/${above.user.id}`, userBody(above.user, { lastName: 'Renamed' })), 403);
    expect((await getUser(above.user.id)).lastName).toBe(above.user.lastName);
  });

  it('refuses deactivating a user who holds a permission the caller lacks, by PUT status, change-state or active-status (403)', async () => {
    expectStatus(await call(manager.bearer, 'PUT', `/users/${above.user.id}`, userBody(above.user, { status: false })), 403);
    expectStatus(await call(manager.bearer, 'POST', '/users/change-state', { ids: [above.user.id], isActive: false }), 403);
    expectStatus(await call(manager.bearer, 'PUT', `/users/${above.user.id}/active-status`, { isActive: false }), 403);
    expect((await getUser(above.user.id)).isActive).toBe(true);
    expectStatus(await call(above.bearer, 'GET', '/roles'), 200);
  });

  it('refuses a bulk change-state that includes a user above the caller, and changes none of the listed users (403)', async () => {
    const viewer = await makeUser([roleId.Viewer]);
    const response = await call(manager.bearer, 'POST', '/users/change-state', { ids: [viewer.user.id, above.user.id], isActive: false });
    expectStatus(response, 403);
    expect((await getUser(viewer.user.id)).isActive).toBe(true);
    expect((await getUser(above.user.id)).isActive).toBe(true);
  });

  it('refuses deleting a user who holds a permission the caller lacks (403)', async () => {
    expectStatus(await call(manager.bearer, 'DELETE', `/users/${above.user.id}/soft`), 403);
    expect((await getUser(above.user.id)).deletedAt).toBeNull();
  });

  it('refuses restoring a user who holds a permission the caller lacks (403)', async () => {
    const deleted = await makeUser([(await makeRole(['roles.read', 'roles.update'])).id]);
    expectStatus(await call(admin, 'DELETE', `/users/${deleted.user.id}/soft`), 204);
    expectStatus(await call(manager.bearer, 'POST', `/users/${deleted.user.id}/restore`), 403);
    expect((await getUser(deleted.user.id)).deletedAt).not.toBeNull();
  });

  it('lets a Manager edit, deactivate and delete a Viewer, who holds nothing the Manager lacks', async () => {
    const viewer = await makeUser([roleId.Viewer]);
    expectStatus(await call(manager.bearer, 'PUT', `/users/${viewer.user.id}`, userBody(viewer.user, { lastName: 'Edited' })), 200);
    expectStatus(await call(manager.bearer, 'PUT', `/users/${viewer.user.id}/active-status`, { isActive: false }), 200);
    expectStatus(await call(manager.bearer, 'DELETE', `/users/${viewer.user.id}/soft`), 204);
  });
});

describe("changing another user's email", () => {
  const mailsTo = (address: string) => t.app.db.select().from(emails).where(eq(emails.to, address));

  it("refuses a Manager changing another Manager's email (403): no takeover of a peer", async () => {
    const attacker = await makeUser([roleId.Manager]);
    const peer = await makeUser([roleId.Manager]);

    const mailsBefore = (await mailsTo(peer.user.email)).length;

    const response = await call(attacker.bearer, 'PUT', `/users/${peer.user.id}`, userBody(peer.user, { email: `attacker.${unique()}@example.com` }));

    expectStatus(response, 403);
    expect((await getUser(peer.user.id)).email).toBe(peer.user.email);
    expect(await mailsTo(peer.user.email)).toHaveLength(mailsBefore);
    expectStatus(await t.app.inject({ method: 'POST', url: `${API}/accounts/token`, payload: { bearerToken: peer.bearer, refreshToken: peer.refresh } }), 200);
  });

  it("lets the Administrator change a Manager's email, mails the old address and revokes the Manager's refresh tokens", async () => {
    const manager = await makeUser([roleId.Manager]);
    const newEmail = `moved.${unique()}@example.com`;
    const mailsBefore = (await mailsTo(manager.user.email)).length;

    const response = await call(admin, 'PUT', `/users/${manager.user.id}`, userBody(manager.user, { email: newEmail }));

    expectStatus(response, 200);
    expect(response.json().email).toBe(newEmail);
    const told = (await mailsTo(manager.user.email)).slice(mailsBefore);
    expect(told).toHaveLength(1);
    expect(told[0].body).toContain(newEmail);
    const refreshed = await t.app.inject({ method: 'POST', url: `${API}/accounts/token`, payload: { bearerToken: manager.bearer, refreshToken: manager.refresh } });
    expectStatus(refreshed, 401);
    expect((await t.signIn(newEmail, manager.password)).user.email).toBe(newEmail);
  });

  it("lets a Manager change a Viewer's email (strictly more permissions)", async () => {
    const manager = await makeUser([roleId.Manager]);
    const viewer = await makeUser([roleId.Viewer]);
    const mailsBefore = (await mailsTo(viewer.user.email)).length;
    const response = await call(manager.bearer, 'PUT', `/users/${viewer.user.id}`, userBody(viewer.user, { email: `viewer.moved.${unique()}@example.com` }));
    expectStatus(response, 200);
    expect(await mailsTo(viewer.user.email)).toHaveLength(mailsBefore + 1);
  });
});

describe('permissions: renaming and system permissions', () => {
  const newPermissionName = () => `reports${uniqueLetters()}.read`;

  /**
   * A non-system permission made by the administrator, then given to the Administrator role as
   * the seed does on every start, so that the administrator may grant it (see the next test).
   */
  async function makePermission(): Promise<Permission> {
    const response = await call(admin, 'POST', '/permissions', { name: newPermissionName(), description: 'Read reports' });
    expectStatus(response, 201);
    await seed(t.app.db, { adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD, print: () => undefined });
    await loadPermissions();
    return response.json();
  }

  it('lets the Administrator give a role a permission he created after start (the Administrator role holds every permission)', async () => {
    const created = await call(admin, 'POST', '/permissions', { name: newPermissionName(), description: 'Export reports' });
    expectStatus(created, 201);
    const permission = created.json() as Permission;

    const role = await call(admin, 'POST', '/roles', { name: `Reporter ${unique()}`, permissionIds: [permission.id] });

    expectStatus(role, 201);
    expect((role.json() as Role).permissions).toEqual([{ id: permission.id, name: permission.name }]);
  });

  it('refuses renaming a permission that a role carries (409): renaming never changes what a role carries', async () => {
    const permission = await makePermission();
    const role = await makeRole([permission.name]);

    const response = await call(admin, 'PUT', `/permissions/${permission.id}`, { name: 'reportz.read' });

    expectStatus(response, 409);
    expect(response.json().reason).toContain(role.name);
    expect(((await call(admin, 'GET', `/permissions/${permission.id}`)).json() as Permission).name).toBe(permission.name);
    expect((await getRole(role.id)).permissions.map((p) => p.name)).toEqual([permission.name]);
  });

  it('lets a permission that no role carries be renamed (200)', async () => {
    const created = await call(admin, 'POST', '/permissions', { name: newPermissionName(), description: 'Carried by nobody' });
    expectStatus(created, 201);
    const newName = newPermissionName();

    const response = await call(admin, 'PUT', `/permissions/${created.json().id}`, { name: newName });

    expectStatus(response, 200);
    expect(response.json().name).toBe(newName);
  });

  it('refuses renaming a system permission (409)', async () => {
    const response = await call(admin, 'PUT', `/permissions/${permissionId['users.delete']}`, { name: 'users.remove' });
    expectStatus(response, 409);
    expect(response.json().reason).toEqual(expect.any(String));
    const stored = (await call(admin, 'GET', `/permissions/${permissionId['users.delete']}`)).json() as Permission;
    expect(stored).toMatchObject({ name: 'users.delete', isSystem: true });
  });

  it('refuses deleting a system permission (409)', async () => {
    expectStatus(await call(admin, 'DELETE', `/permissions/${permissionId['users.read']}/soft`), 409);
    const stored = (await call(admin, 'GET', `/permissions/${permissionId['users.read']}`)).json() as Permission;
    expect(stored.deletedAt).toBeNull();
    const viewer = await makeUser([roleId.Viewer]);
    expectStatus(await call(viewer.bearer, 'GET', '/users/paged'), 200);
  });

  it('lets the description of a system permission change (200)', async () => {
    const response = await call(admin, 'PUT', `/permissions/${permissionId['users.read']}`, { name: 'users.read', description: 'See the users' });
    expectStatus(response, 200);
    expect(response.json()).toMatchObject({ name: 'users.read', description: 'See the users', isSystem: true });
  });

  it('refuses a permissions.update holder swapping permission names into his own role (409)', async () => {
    const custom = await makePermission();
    const swapperRole = await makeRole(['permissions.read', 'permissions.update', custom.name]);
    const swapper = await makeUser([swapperRole.id]);

    // Free the name users.delete, then give it to the permission his role carries.
    expectStatus(await call(swapper.bearer, 'PUT', `/permissions/${permissionId['users.delete']}`, { name: 'users.deleted' }), 409);
    expectStatus(await call(swapper.bearer, 'PUT', `/permissions/${custom.id}`, { name: 'users.delete' }), 409);

    expect(await permissionsOf(swapper.bearer)).toEqual([custom.name, 'permissions.read', 'permissions.update'].sort());
    expect(((await call(admin, 'GET', `/permissions/${permissionId['users.delete']}`)).json() as Permission).name).toBe('users.delete');
  });

  it('soft-deleting a permission removes it from every role, and restoring it grants nothing', async () => {
    const permission = await makePermission();
    const role = await makeRole(['users.read', permission.name]);
    const holder = await makeUser([role.id]);
    expect(await permissionsOf(holder.bearer)).toContain(permission.name);

    expectStatus(await call(admin, 'DELETE', `/permissions/${permission.id}/soft`), 204);
    expect((await getRole(role.id)).permissionIds).not.toContain(permission.id);
    expect(await permissionsOf(holder.bearer)).not.toContain(permission.name);

    expectStatus(await call(admin, 'POST', `/permissions/${permission.id}/restore`), 200);
    expect((await getRole(role.id)).permissions.map((p) => p.name)).toEqual(['users.read']);
    expect(await permissionsOf(holder.bearer)).toEqual(['users.read']);
  });
});

describe('the Administrator role', () => {
  let administrator: Role;

  beforeAll(async () => {
    administrator = await getRole(roleId.Administrator);
  });

  it('is flagged isSystem and carries every permission', () => {
    expect(administrator.isSystem).toBe(true);
    expect(administrator.permissions.map((p) => p.name)).toEqual(expect.arrayContaining(SEEDED_PERMISSIONS.map((p) => p.name)));
  });

  it('refuses deleting the Administrator role (409 with a reason)', async () => {
    const response = await call(admin, 'DELETE', `/roles/${administrator.id}/soft`);
    expectStatus(response, 409);
    expect(response.json().reason).toMatch(/Administrator/);
    expect((await getRole(administrator.id)).deletedAt).toBeNull();
  });

  it('refuses renaming the Administrator role (409 with a reason)', async () => {
    const response = await call(admin, 'PUT', `/roles/${administrator.id}`, { id: administrator.id, name: 'Superuser' });
    expectStatus(response, 409);
    expect(response.json().reason).toMatch(/Administrator/);
    expect((await getRole(administrator.id)).name).toBe('Administrator');
  });

  it('refuses stripping a permission from the Administrator role (409 with a reason)', async () => {
    const fewer = administrator.permissionIds.filter((id) => id !== permissionId['users.delete']);
    const response = await call(admin, 'PUT', `/roles/${administrator.id}`, { id: administrator.id, name: 'Administrator', permissionIds: fewer });
    expectStatus(response, 409);
    expect(response.json().reason).toMatch(/Administrator/);
    expect((await getRole(administrator.id)).permissionIds).toContain(permissionId['users.delete']);
  });
});

describe('names: trimmed, and refused when blank or holding invisible characters (422)', () => {
  const BAD: [string, string][] = [
    ['only whitespace', '  \u00A0 \u2003 '],
    ['a control character', 'Ana\u0007Marić'],
    ['a zero-width space', 'Ana\u200BMarić'],
    ['a bidi override', 'Ana\u202EMarić'],
  ];

  let claimUser: User;
  beforeAll(async () => {
    claimUser = (await makeUser([roleId.Viewer])).user;
  });

  /** A valid create body for each resource and where to find the field afterwards. */
  const bodies: Record<string, () => Record<string, unknown>> = {
    users: () => ({
      firstName: 'Ana',
      lastName: 'Marić',
      email: `names.${unique()}@example.com`,
      userName: `names_${unique()}`,
      password: 'password-123',
    }),
    roles: () => ({ name: `Names ${unique()}` }),
    permissions: () => ({ name: `names${uniqueLetters()}.read`, description: 'Names check' }),
    organisations: () => ({
      name: `Names ${unique()} d.o.o.`,
      taxRegistrationNumber: pibFrom(String(10_000_000 + Math.floor(Math.random() * 89_999_999))),
      nationalIdentificationNumber: String(10_000_000 + Math.floor(Math.random() * 89_999_999)),
      type: 'company',
    }),
    'user-claims': () => ({ userId: claimUser.id, type: 'department', value: 'sales' }),
  };

  const FIELDS: [string, string][] = [
    ['users', 'firstName'],
    ['users', 'lastName'],
    ['users', 'userName'],
    ['roles', 'name'],
    ['permissions', 'description'],
    ['organisations', 'name'],
    ['user-claims', 'type'],
    ['user-claims', 'value'],
  ];

  const CASES = FIELDS.flatMap(([resource, field]) => BAD.map(([what, value]) => [resource, field, what, value] as const));

  it.each(CASES)('refuses a %s %s holding %s on create (422)', async (resource, field, _what, value) => {
    const body = { ...bodies[resource](), [field]: value };
    const response = await call(admin, 'POST', `/${resource}`, body);
    expectStatus(response, 422);
    expect(response.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });

  it.each(FIELDS)('trims a %s %s on create', async (resource, field) => {
    const body = bodies[resource]();
    const response = await call(admin, 'POST', `/${resource}`, { ...body, [field]: `  ${String(body[field])} \u00A0` });
    expectStatus(response, 201);
    expect(response.json()[field]).toBe(body[field]);
  });

  it.each(FIELDS)('refuses a %s %s holding only whitespace or a bidi override on update (422)', async (resource, field) => {
    const body = bodies[resource]();
    const created = await call(admin, 'POST', `/${resource}`, body);
    expectStatus(created, 201);
    const id = created.json().id as number;
    const { password: _password, userId: _userId, ...updateBody } = body;
    const statuses: Record<string, number> = {};
    for (const [what, value] of [['only whitespace', '   '], ['a bidi override', 'Ana\u202EMarić']]) {
      statuses[what] = (await call(admin, 'PUT', `/${resource}/${id}`, { ...updateBody, [field]: value })).statusCode;
    }
    expect(statuses).toEqual({ 'only whitespace': 422, 'a bidi override': 422 });
    const stored = (await call(admin, 'GET', `/${resource}/${id}`)).json();
    expect(stored[field]).toBe(body[field]);
  });
});
