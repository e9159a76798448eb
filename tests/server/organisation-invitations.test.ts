/**
 * Invitations into an organisation (docs/decisions.md#organisation-roles), observed as clients
 * would: Ana, "Organization administrator" of A only, adds people by email. Whatever the address
 * (an account, none, a member already) she gets the same answer, nobody joins before acting on
 * the mailed link, and the link works once: signed in as the invited address (another account is
 * refused), or by registering through it; revoked, declined and expired links fail. A global
 * administrator still adds accounts directly.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORGANISATION_ADMINISTRATOR_ROLE } from '../../server/db/seed-data';
import { activity, emails, organisationInvitations, userOrganisations, users } from '../../server/db/schema';
import { decodedBody, header, type ReceivedMail } from '../support/mail';
import { API, setupTestAppWithMail } from './helpers';
import { createOrganisation, expectStatus, unique } from './records';

const t = setupTestAppWithMail();

let roleIds: Record<string, number>;
let orgA: number;
let orgB: number;
let anaBearer: string;
let client = 0;

/** POST /organisations/{orgA}/members as `bearer` (Ana by default), its mail sent. */
async function invite(payload: object, bearer = anaBearer, organisationId = orgA) {
  const response = await t.api('POST', `/organisations/${organisationId}/members`, payload, bearer);
  await t.app.mailer.settled();
  return response;
}

const mailTo = (address: string): ReceivedMail => {
  const mail = t.mail().received.find((received) => received.to.some((to) => to.toLowerCase() === address.toLowerCase()));
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
};
const tokenIn = (mail: ReceivedMail) => /\/organisation-invitation\?token=([\w-]+)/.exec(decodedBody(mail.raw))![1];

/** A token route, from a client address of its own (the link routes count failures per link and address). */
function tokenRoute(method: 'GET' | 'POST', path: string, payload?: object, bearer?: string) {
  return t.app.inject({
    method,
    url: `${API}/accounts/organisation-invitation${path}`,
    ...(payload ? { payload } : {}),
    ...(bearer ? { headers: { authorization: `Bearer ${bearer}` } } : {}),
    remoteAddress: `198.51.100.${(++client % 250) + 1}`,
  });
}
const lookUp = (token: string) => tokenRoute('GET', `?token=${encodeURIComponent(token)}`);
const accept = (token: string, bearer: string) => tokenRoute('POST', '/accept', { token }, bearer);
const register = (token: string, fields: object = {}) =>
  tokenRoute('POST', '/register', { token, firstName: 'Nova', lastName: 'Novak', password: 'chosen-pass', confirmPassword: 'chosen-pass', ...fields });

const memberEmails = async (organisationId = orgA) =>
  ((await t.api('GET', `/organisations/${organisationId}/members`)).json() as { email: string }[]).map((member) => member.email.toLowerCase());

beforeAll(async () => {
  roleIds = Object.fromEntries(((await t.api('GET', '/roles')).json() as { id: number; name: string }[]).map((role) => [role.name, role.id]));
  orgA = await createOrganisation(t, `Alfa ${unique()} d.o.o.`);
  orgB = await createOrganisation(t, `Beta ${unique()} d.o.o.`);
  const ana = await t.createUser({ firstName: 'Ana', lastName: 'Anić' });
  expectStatus(await t.api('POST', `/organisations/${orgA}/members`, { email: ana.email, roleIds: [roleIds[ORGANISATION_ADMINISTRATOR_ROLE]] }), 201);
  anaBearer = (await t.signIn(ana.email, ana.password)).bearer_token;
});

describe('an organisation administrator adding by email', () => {
  it('gets byte-identical answers for an address with an account and one without (apart from id, address and dates), and nobody joins', async () => {
    const bob = await t.createUser({ firstName: 'Bob', lastName: 'Bobić', preferredLanguage: 'sr' });
    const stranger = `stranger.${unique()}@example.com`;
    const member = [roleIds['Organization member']];
    const known = await invite({ email: bob.email, roleIds: member });
    const unknown = await invite({ email: stranger, roleIds: member });
    expectStatus(known, 202);
    expectStatus(unknown, 202);
    const normalised = (response: LightMyRequestResponse, email: string) =>
      response.body
        .replace(JSON.stringify(email), '"<email>"')
        .replace(/"id":\d+/, '"id":0')
        .replace(/"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"<date>"');
    expect(normalised(known, bob.email)).toBe(normalised(unknown, stranger));
    expect(known.headers['content-type']).toBe(unknown.headers['content-type']);
    expect(Object.keys(known.json()).sort()).toEqual(['email', 'expiresAt', 'id', 'roleIds', 'roles', 'sentAt']);
    expect(known.json()).toMatchObject({ email: bob.email, roleIds: member, roles: [{ name: 'Organization member' }] });
    const { sentAt, expiresAt } = unknown.json();
    expect(Date.parse(expiresAt) - Date.parse(sentAt)).toBe(7 * 24 * 3600 * 1000);

    // The same rules for both: the names are never asked for (no 422), and nobody is a member or has a new account.
    expect(await memberEmails()).not.toContain(bob.email.toLowerCase());
    expect(await memberEmails()).not.toContain(stranger);
    expect(await t.app.db.select().from(userOrganisations).where(and(eq(userOrganisations.organisationId, orgA), eq(userOrganisations.userId, bob.id)))).toEqual([]);
    expect(await t.app.db.select().from(users).where(eq(users.email, stranger))).toEqual([]);

    // Each address gets its mail: the account's language for Bob, English without a choice.
    expect(header(mailTo(bob.email).raw, 'Subject')).toMatch(/Poziv|=\?/);
    expect(decodedBody(mailTo(bob.email).raw)).toContain('Zdravo');
    expect(decodedBody(mailTo(stranger).raw)).toContain('invites you to join');
    // The outbox never keeps a usable link.
    const [stored] = await t.app.db.select().from(emails).where(eq(emails.to, stranger));
    expect(stored.body).not.toContain(tokenIn(mailTo(stranger)));
  });

  it('mails an address without an account in the language chosen for it', async () => {
    const stranger = `italiano.${unique()}@example.com`;
    expectStatus(await invite({ email: stranger, roleIds: [], preferredLanguage: 'it' }), 202);
    expect(decodedBody(mailTo(stranger).raw)).toContain('ti invita a unirti');
  });

  it('answers a member and a pending address the same way; inviting again renews the invitation and voids the earlier link', async () => {
    const carol = await t.createUser({ firstName: 'Carol', lastName: 'Carić' });
    expectStatus(await t.api('POST', `/organisations/${orgA}/members`, { email: carol.email, roleIds: [] }), 201);
    const toMember = await invite({ email: carol.email, roleIds: [] });
    expectStatus(toMember, 202);
    expect(toMember.json()).toMatchObject({ email: carol.email, roleIds: [], roles: [] });

    const stranger = `again.${unique()}@example.com`;
    const first = await invite({ email: stranger, roleIds: [] });
    const firstToken = tokenIn(mailTo(stranger));
    t.mail().received.length = 0;
    const second = await invite({ email: stranger.toUpperCase(), roleIds: [roleIds['Organization member']] });
    expectStatus(second, 202);
    expect(second.json().id).toBe(first.json().id);
    const secondToken = tokenIn(mailTo(stranger));
    expect(secondToken).not.toBe(firstToken);
    expectStatus(await lookUp(firstToken), 400);
    expectStatus(await lookUp(secondToken), 200);

    const pending = (await t.api('GET', `/organisations/${orgA}/member-invitations`, undefined, anaBearer)).json() as { id: number; email: string; roleIds: number[] }[];
    const listed = pending.filter((invitation) => invitation.email.toLowerCase() === stranger);
    expect(listed).toEqual([expect.objectContaining({ id: first.json().id, roleIds: [roleIds['Organization member']] })]);
  });

  it('cannot invite with roles above what she holds in the organisation (the ceiling), nor into another organisation', async () => {
    const permissions = (await t.api('GET', '/permissions')).json() as { id: number; name: string }[];
    const limited = await t.api('POST', '/roles', {
      name: `Members only ${unique()}`,
      scope: 'organisation',
      permissionIds: permissions.filter((permission) => ['organisations.read', 'organisations.update'].includes(permission.name)).map((permission) => permission.id),
    });
    expectStatus(limited, 201);
    const gina = await t.createUser({ firstName: 'Gina', lastName: 'Ginić' });
    expectStatus(await t.api('POST', `/organisations/${orgA}/members`, { email: gina.email, roleIds: [limited.json().id] }), 201);
    const ginaBearer = (await t.signIn(gina.email, gina.password)).bearer_token;
    expectStatus(await invite({ email: `above.${unique()}@example.com`, roleIds: [roleIds[ORGANISATION_ADMINISTRATOR_ROLE]] }, ginaBearer), 403);
    expectStatus(await invite({ email: `viewer.${unique()}@example.com`, roleIds: [roleIds.Viewer] }), 422);
    expectStatus(await invite({ email: `within.${unique()}@example.com`, roleIds: [limited.json().id] }, ginaBearer), 202);

    // Ana's invitation with the administrator role is above Gina: she cannot revoke it.
    const byAna = await invite({ email: `strong.${unique()}@example.com`, roleIds: [roleIds[ORGANISATION_ADMINISTRATOR_ROLE]] });
    expectStatus(await t.api('DELETE', `/organisations/${orgA}/member-invitations/${byAna.json().id}`, undefined, ginaBearer), 403);

    expectStatus(await invite({ email: `elsewhere.${unique()}@example.com`, roleIds: [] }, anaBearer, orgB), 404);
    expectStatus(await t.api('GET', `/organisations/${orgB}/member-invitations`, undefined, anaBearer), 404);
    expectStatus(await t.api('DELETE', `/organisations/${orgB}/member-invitations/${byAna.json().id}`, undefined, anaBearer), 404);
  });
});

describe('the invited person', () => {
  it('accepts signed in as the invited address and joins with the roles; another account is refused; the link works once', async () => {
    const dave = await t.createUser({ firstName: 'Dave', lastName: 'Davić' });
    const eve = await t.createUser({ firstName: 'Eve', lastName: 'Ević' });
    const daveBearer = (await t.signIn(dave.email, dave.password)).bearer_token;
    const eveBearer = (await t.signIn(eve.email, eve.password)).bearer_token;
    expectStatus(await invite({ email: dave.email.toUpperCase(), roleIds: [roleIds['Organization member']] }), 202);
    const token = tokenIn(mailTo(dave.email.toUpperCase()));

    const details = await lookUp(token);
    expectStatus(details, 200);
    expect(details.json()).toMatchObject({ email: dave.email.toUpperCase(), hasAccount: true, invitedBy: 'Ana Anić' });
    expect(details.json().organisationName).toMatch(/^Alfa /);

    expectStatus(await tokenRoute('POST', '/accept', { token }), 401);
    const refused = await accept(token, eveBearer);
    expectStatus(refused, 403);
    expect(refused.body).not.toContain(dave.email);
    expect(await memberEmails()).not.toContain(eve.email.toLowerCase());
    expectStatus(await t.api('GET', `/organisations/${orgA}`, undefined, daveBearer), 403);

    const accepted = await accept(token, daveBearer);
    expectStatus(accepted, 200);
    expect(accepted.json().organisationId).toBe(orgA);
    expect(accepted.json().user.organisations).toEqual([expect.objectContaining({ id: orgA, roles: ['Organization member'] })]);
    const members = (await t.api('GET', `/organisations/${orgA}/members`)).json() as { userId: number; roles: { name: string }[] }[];
    expect(members.find((member) => member.userId === dave.id)?.roles.map((role) => role.name)).toEqual(['Organization member']);
    // Dave's very next request reaches A.
    expectStatus(await t.api('GET', `/organisations/${orgA}`, undefined, daveBearer), 200);

    expectStatus(await accept(token, daveBearer), 400);
    expectStatus(await lookUp(token), 400);
    const listed = (await t.api('GET', `/organisations/${orgA}/member-invitations`)).json() as { email: string }[];
    expect(listed.map((invitation) => invitation.email.toLowerCase())).not.toContain(dave.email.toLowerCase());

    const rows = await t.app.db
      .select({ changes: activity.changes, actorId: activity.actorId })
      .from(activity)
      .where(and(eq(activity.organisationId, orgA), eq(activity.action, 'invitation')));
    expect(rows.some((row) => row.actorId === dave.id && 'memberInvitationAccepted' in (row.changes ?? {}))).toBe(true);
  });

  it('lets only one of two concurrent accepts through', async () => {
    const fran = await t.createUser({ firstName: 'Fran', lastName: 'Franić' });
    const franBearer = (await t.signIn(fran.email, fran.password)).bearer_token;
    expectStatus(await invite({ email: fran.email, roleIds: [roleIds['Organization member']] }), 202);
    const token = tokenIn(mailTo(fran.email));
    const answers = await Promise.all([accept(token, franBearer), accept(token, franBearer)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('registers through the link without an account, and is then a member with the roles', async () => {
    const stranger = `newcomer.${unique()}@example.com`;
    expectStatus(await invite({ email: stranger, roleIds: [roleIds['Organization member']], preferredLanguage: 'nl' }), 202);
    const token = tokenIn(mailTo(stranger));
    expect((await lookUp(token)).json()).toMatchObject({ email: stranger, hasAccount: false });

    expectStatus(await register(token, { confirmPassword: 'other-pass' }), 422);
    expectStatus(await register(token, { firstName: 'N' }), 422);
    expectStatus(await register(token, { isActive: false }), 400);
    const registered = await register(token);
    expectStatus(registered, 200);
    expect(registered.json()).toMatchObject({ organisationId: orgA, user: { email: stranger, preferredLanguage: 'nl', full_name: 'Nova Novak' } });
    expect(registered.json().user.organisations).toEqual([expect.objectContaining({ id: orgA, roles: ['Organization member'] })]);
    expect(registered.json().bearer_token).toBeTruthy();
    expect((await t.signIn(stranger, 'chosen-pass')).user.email).toBe(stranger);
    const members = (await t.api('GET', `/organisations/${orgA}/members`)).json() as { email: string; isActive: boolean; invitationPending: boolean; roles: { name: string }[] }[];
    expect(members.find((member) => member.email === stranger)).toMatchObject({ isActive: true, invitationPending: false, roles: [{ name: 'Organization member' }] });

    expectStatus(await register(token), 400);
    expectStatus(await accept(token, registered.json().bearer_token), 400);
  });

  it('cannot register through the link of an address that has an account (409: sign in instead)', async () => {
    const gus = await t.createUser({ firstName: 'Gus', lastName: 'Gusić' });
    expectStatus(await invite({ email: gus.email, roleIds: [] }), 202);
    const token = tokenIn(mailTo(gus.email));
    expectStatus(await register(token, { firstName: 'Taken', lastName: 'Over' }), 409);
    expect((await t.app.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, gus.id)))[0].firstName).toBe('Gus');
    expectStatus(await lookUp(token), 200);
  });

  it('declines: the link stops working and nobody joins', async () => {
    const stranger = `no.thanks.${unique()}@example.com`;
    expectStatus(await invite({ email: stranger, roleIds: [] }), 202);
    const token = tokenIn(mailTo(stranger));
    expectStatus(await tokenRoute('POST', '/decline', { token }), 204);
    expectStatus(await tokenRoute('POST', '/decline', { token }), 400);
    expectStatus(await register(token), 400);
    expect(await memberEmails()).not.toContain(stranger);
  });
});

describe('revoked and expired links', () => {
  it('a revoked invitation leaves the list and its link fails; revoking twice is 404', async () => {
    const stranger = `revoked.${unique()}@example.com`;
    const invited = await invite({ email: stranger, roleIds: [roleIds['Organization member']] });
    const token = tokenIn(mailTo(stranger));
    const listed = (await t.api('GET', `/organisations/${orgA}/member-invitations`, undefined, anaBearer)).json() as { id: number }[];
    expect(listed.map((invitation) => invitation.id)).toContain(invited.json().id);
    expectStatus(await t.api('DELETE', `/organisations/${orgA}/member-invitations/${invited.json().id}`, undefined, anaBearer), 204);
    const after = (await t.api('GET', `/organisations/${orgA}/member-invitations`, undefined, anaBearer)).json() as { id: number }[];
    expect(after.map((invitation) => invitation.id)).not.toContain(invited.json().id);
    expectStatus(await lookUp(token), 400);
    expectStatus(await register(token), 400);
    expectStatus(await t.api('DELETE', `/organisations/${orgA}/member-invitations/${invited.json().id}`, undefined, anaBearer), 404);
    expect(await t.app.db.select().from(users).where(eq(users.email, stranger))).toEqual([]);
  });

  it('an expired link fails for registering and for accepting', async () => {
    const hana = await t.createUser({ firstName: 'Hana', lastName: 'Hanić' });
    const stranger = `late.${unique()}@example.com`;
    expectStatus(await invite({ email: stranger, roleIds: [] }), 202);
    expectStatus(await invite({ email: hana.email, roleIds: [] }), 202);
    const strangerToken = tokenIn(mailTo(stranger));
    const hanaToken = tokenIn(mailTo(hana.email));
    await t.app.db
      .update(organisationInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(sql`${organisationInvitations.email} in (${stranger}, ${hana.email})`);
    expectStatus(await lookUp(strangerToken), 400);
    expectStatus(await register(strangerToken), 400);
    expectStatus(await accept(hanaToken, (await t.signIn(hana.email, hana.password)).bearer_token), 400);
    expect(await memberEmails()).not.toContain(hana.email.toLowerCase());
  });

  it('a bogus token is refused, and over the limit of failures from one address the answer is 429', async () => {
    const bogus = `bogus-${unique()}`;
    const from = { remoteAddress: '203.0.113.77' };
    const answers: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) answers.push((await t.app.inject({ method: 'GET', url: `${API}/accounts/organisation-invitation?token=${bogus}`, ...from })).statusCode);
    expect(answers.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});

describe('a global administrator', () => {
  it('still adds an existing account directly and invites an unknown address as before', async () => {
    const ivan = await t.createUser({ firstName: 'Ivan', lastName: 'Ivić' });
    const added = await invite({ email: ivan.email, roleIds: [roleIds['Organization member']] }, await t.adminBearer());
    expectStatus(added, 201);
    expect(added.json()).toMatchObject({ invited: false, member: { userId: ivan.id, roles: [{ name: 'Organization member' }] } });
    expect(await memberEmails()).toContain(ivan.email.toLowerCase());
    expectStatus(await invite({ email: ivan.email, roleIds: [] }, await t.adminBearer()), 409);
    const stranger = `direct.${unique()}@example.com`;
    expectStatus(await invite({ email: stranger, roleIds: [] }, await t.adminBearer()), 422);
    const invited = await invite({ email: stranger, firstName: 'Nova', lastName: 'Novak', roleIds: [] }, await t.adminBearer());
    expectStatus(invited, 201);
    expect(invited.json()).toMatchObject({ invited: true, member: { email: stranger, invitationPending: true } });
  });

  it('lists and revokes the organisation\'s invitations', async () => {
    const stranger = `listed.${unique()}@example.com`;
    const invited = await invite({ email: stranger, roleIds: [] });
    const listed = (await t.api('GET', `/organisations/${orgA}/member-invitations`)).json() as { id: number }[];
    expect(listed.map((invitation) => invitation.id)).toContain(invited.json().id);
    expectStatus(await t.api('DELETE', `/organisations/${orgA}/member-invitations/${invited.json().id}`), 204);
  });
});
