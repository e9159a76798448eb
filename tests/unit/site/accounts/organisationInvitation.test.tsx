/**
 * /organisation-invitation (docs/decisions.md#organisation-roles): the page an organisation
 * invitation's mail links to. A bad link says so with a way home; a person without an account
 * registers (names and docs/requirements.md#r5 password rules, the API's reasons on their fields)
 * and is a signed-in member; the invited address's owner, signed in, accepts with the session's
 * bearer; another account is told so and can switch; anyone else signs in and comes back;
 * Decline asks first, then ends the invitation.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../../src/shared/api';
import { getBearerToken, getCurrentUser, keepSession, takeRememberedOrigin } from '../../../../src/auth/session';
import OrganisationInvitationPage, { type OrganisationInvitation } from '../../../../src/site/pages/OrganisationInvitationPage';
import { locale } from '../../support/i18n';
import { setupMswServer } from '../../support/msw';
import { renderAccountPage } from './renderAccountPage';

const en = locale('en', 'account');
const sr = locale('sr', 'account');

const INVALID = 'This invitation link is invalid, already used or expired';
const ORGANISATION_ID = 41;

const invitationFor = (hasAccount: boolean): OrganisationInvitation => ({
  email: 'bob@example.com',
  organisationName: 'Alfa d.o.o.',
  invitedBy: 'Ana Anić',
  expiresAt: '2026-12-09T10:00:00.000Z',
  hasAccount,
});

const userWith = (id: number, email: string, organisations: SessionUser['organisations'] = []): SessionUser => ({
  id, full_name: 'Bob Bobić', user_name: `user${id}`, email, roles: [], organisations,
  permissions: [], requestPasswordChange: false, twoFactorEnabled: false, twoFactorRequired: false,
});
const MEMBER = [{ id: ORGANISATION_ID, name: 'Alfa d.o.o.', roles: ['Organization member'], permissions: ['organisations.read'] }];

const server = setupMswServer();
let posted: { path: string; body: unknown; authorization: string | null; language: string | null }[];
let invitation: OrganisationInvitation;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/organisation-invitation?token=good-token');
  posted = [];
  invitation = invitationFor(true);
  const record = async (path: string, request: Request) => {
    posted.push({ path, body: await request.json(), authorization: request.headers.get('authorization'), language: request.headers.get('accept-language') });
  };
  server.use(
    http.get('*/api/1.0/accounts/organisation-invitation', ({ request }) =>
      new URL(request.url).searchParams.get('token') === 'good-token' ? HttpResponse.json(invitation) : HttpResponse.json({ message: INVALID }, { status: 400 }),
    ),
    http.post('*/api/1.0/accounts/organisation-invitation/accept', async ({ request }) => {
      await record('accept', request);
      return HttpResponse.json({ organisationId: ORGANISATION_ID, user: userWith(5, 'bob@example.com', MEMBER) });
    }),
    http.post('*/api/1.0/accounts/organisation-invitation/register', async ({ request }) => {
      await record('register', request);
      return HttpResponse.json({ bearer_token: 'b-new', refresh_token: 'r-new', user: userWith(6, 'bob@example.com', MEMBER), organisationId: ORGANISATION_ID });
    }),
    http.post('*/api/1.0/accounts/organisation-invitation/decline', async ({ request }) => {
      await record('decline', request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/api/1.0/auth/logout', () => new HttpResponse(null, { status: 204 })),
  );
});

const summary = () => screen.findByTestId('organisation-invitation-summary');

describe('an organisation invitation link', { timeout: 30_000 }, () => {
  it('that cannot be used says so in Serbian, with a link to the Serbian home page', async () => {
    renderAccountPage(<OrganisationInvitationPage />, { path: '/sr/organisation-invitation?token=used-token', lng: 'sr' });
    const invalid = await screen.findByTestId('organisation-invitation-invalid');
    expect(invalid).toHaveTextContent(sr.accept.invalidTitle);
    expect(invalid).toHaveTextContent(sr.organisationInvitation.invalid);
    expect(within(invalid).getByRole('link', { name: sr.organisationInvitation.goHome })).toHaveAttribute('href', '/sr');
    expect(screen.queryByTestId('organisation-invitation-summary')).not.toBeInTheDocument();
  });

  it('without a token says the link is missing', () => {
    renderAccountPage(<OrganisationInvitationPage />, { path: '/organisation-invitation' });
    expect(screen.getByTestId('organisation-invitation-invalid')).toHaveTextContent(en.accept.missingToken);
  });

  it('lets a person without an account register: names and password checked first, then joined and signed in', async () => {
    invitation = invitationFor(false);
    const user = userEvent.setup();
    renderAccountPage(<OrganisationInvitationPage />, { path: '/organisation-invitation?token=good-token' });
    expect(await summary()).toHaveTextContent('Ana Anić invites you to join Alfa d.o.o.');
    expect(screen.getByText('Invitation for bob@example.com')).toBeInTheDocument();
    expect(screen.getByText(/^The link is valid until .*2026/)).toBeInTheDocument();
    expect(screen.getByDisplayValue('bob@example.com')).toHaveAttribute('readonly');
    expect(screen.queryByTestId('sign-in-to-accept')).not.toBeInTheDocument();

    const form = screen.getByTestId('organisation-invitation-register');
    await user.type(within(form).getByLabelText(/^First name/), 'B');
    await user.type(within(form).getByLabelText(/^Password/), 'short');
    await user.click(screen.getByTestId('register-organisation-invitation'));
    expect(screen.getByText(en.validation.firstNameMin)).toBeInTheDocument();
    expect(screen.getByText(en.validation.lastNameMin)).toBeInTheDocument();
    expect(screen.getByText(en.validation.passwordMin)).toBeInTheDocument();
    expect(screen.getByText(en.validation.confirmRequired)).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.type(within(form).getByLabelText(/^First name/), 'ob');
    await user.type(within(form).getByLabelText(/^Last name/), 'Bobić');
    await user.type(within(form).getByLabelText(/^Password/), '-long-enough');
    await user.type(within(form).getByLabelText(/^Confirm password/), 'short-long-enough');
    await user.click(screen.getByTestId('register-organisation-invitation'));

    const joined = await screen.findByTestId('organisation-invitation-joined');
    expect(joined).toHaveTextContent('You are now a member of Alfa d.o.o.');
    expect(joined).toHaveTextContent(en.organisationInvitation.registered);
    expect(within(joined).getByRole('link', { name: en.organisationInvitation.openBackOffice })).toHaveAttribute('href', `/admin/organisations/${ORGANISATION_ID}`);
    expect(posted).toEqual([
      expect.objectContaining({
        path: 'register',
        body: { token: 'good-token', firstName: 'Bob', lastName: 'Bobić', password: 'short-long-enough', confirmPassword: 'short-long-enough', preferredLanguage: 'en' },
        authorization: null,
      }),
    ]);
    expect(getBearerToken()).toBe('b-new');
    expect(getCurrentUser()?.organisations).toEqual(MEMBER);
  });

  it("shows the API's reasons (in the page's language) under their fields", async () => {
    invitation = invitationFor(false);
    server.use(
      http.post('*/api/1.0/accounts/organisation-invitation/register', () =>
        HttpResponse.json(
          {
            message: 'Validation failed',
            reason: 'Ime sadrži nedozvoljene znakove; Lozinke se moraju podudarati',
            errors: [
              { field: 'firstName', reason: 'Ime sadrži nedozvoljene znakove' },
              { field: 'confirmPassword', reason: 'Lozinke se moraju podudarati' },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderAccountPage(<OrganisationInvitationPage />, { path: '/sr/organisation-invitation?token=good-token', lng: 'sr' });
    const form = await screen.findByTestId('organisation-invitation-register');
    const firstName = within(form).getByLabelText(new RegExp(`^${sr.organisationInvitation.firstName}`));
    await user.type(firstName, 'Bob');
    await user.type(within(form).getByLabelText(new RegExp(`^${sr.organisationInvitation.lastName}`)), 'Bobić');
    await user.type(within(form).getByLabelText(new RegExp(`^${sr.accept.password}`)), 'long-enough');
    await user.type(within(form).getByLabelText(new RegExp(`^${sr.accept.confirmPassword}`)), 'long-enough');
    await user.click(screen.getByTestId('register-organisation-invitation'));

    expect(await screen.findByText('Ime sadrži nedozvoljene znakove')).toBeInTheDocument();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(new RegExp(`^${sr.accept.confirmPassword}`))).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Lozinke se moraju podudarati')).toBeInTheDocument();
    expect(screen.queryByTestId('organisation-invitation-joined')).not.toBeInTheDocument();
    expect(getBearerToken()).toBeNull();

    // Editing a field takes its reason away.
    await user.type(firstName, 'o');
    expect(screen.queryByText('Ime sadrži nedozvoljene znakove')).not.toBeInTheDocument();
    expect(screen.getByText('Lozinke se moraju podudarati')).toBeInTheDocument();
  });

  it('lets the invited address, signed in, accept with its bearer, then links to the organisation', async () => {
    keepSession('b-bob', 'r-bob', userWith(5, 'Bob@Example.com'));
    const user = userEvent.setup();
    renderAccountPage(<OrganisationInvitationPage />, { path: '/organisation-invitation?token=good-token' });
    const accept = await screen.findByTestId('accept-organisation-invitation');
    expect(screen.getByTestId('organisation-invitation-accept')).toHaveTextContent('You are signed in as Bob@Example.com.');
    await user.click(accept);

    const joined = await screen.findByTestId('organisation-invitation-joined');
    expect(joined).toHaveTextContent('You are now a member of Alfa d.o.o.');
    expect(joined).toHaveTextContent(en.organisationInvitation.accepted);
    expect(within(joined).getByRole('link', { name: en.organisationInvitation.openBackOffice })).toHaveAttribute('href', `/admin/organisations/${ORGANISATION_ID}`);
    expect(posted).toEqual([{ path: 'accept', body: { token: 'good-token' }, authorization: 'Bearer b-bob', language: 'en' }]);
    // The kept user now lists the organisation.
    expect(getCurrentUser()?.organisations).toEqual(MEMBER);
  });

  it('tells another signed-in account so, and switching signs out and goes to sign in, to come back here', async () => {
    window.history.replaceState(null, '', '/sr/organisation-invitation?token=good-token');
    keepSession('b-ana', 'r-ana', userWith(3, 'ana@example.com'));
    const user = userEvent.setup();
    renderAccountPage(<OrganisationInvitationPage />, { path: '/sr/organisation-invitation?token=good-token', lng: 'sr' });
    const other = await screen.findByTestId('organisation-invitation-other-account');
    expect(other).toHaveTextContent(sr.organisationInvitation.otherAccountTitle);
    expect(other).toHaveTextContent('Ova pozivnica je za bob@example.com, a prijavljeni ste kao ana@example.com.');
    expect(screen.queryByTestId('accept-organisation-invitation')).not.toBeInTheDocument();

    await user.click(within(other).getByRole('button', { name: sr.organisationInvitation.switchAccount }));
    await screen.findByText('elsewhere');
    expect(getBearerToken()).toBeNull();
    expect(getCurrentUser()).toBeNull();
    expect(takeRememberedOrigin()).toBe('/sr/organisation-invitation?token=good-token');
    expect(posted).toEqual([]);
  });

  it('sends a visitor who is not signed in to sign in, remembering this page', async () => {
    const user = userEvent.setup();
    renderAccountPage(<OrganisationInvitationPage />, { path: '/organisation-invitation?token=good-token' });
    const signIn = await screen.findByTestId('sign-in-to-accept');
    expect(screen.getByTestId('organisation-invitation-sign-in')).toHaveTextContent(en.organisationInvitation.signInLead);
    expect(signIn).toHaveAttribute('href', '/login');
    expect(screen.queryByTestId('organisation-invitation-register')).not.toBeInTheDocument();
    await user.click(signIn);
    await screen.findByText('elsewhere');
    expect(takeRememberedOrigin()).toBe('/organisation-invitation?token=good-token');
  });

  it('declines after a confirmation', async () => {
    const user = userEvent.setup();
    renderAccountPage(<OrganisationInvitationPage />, { path: '/organisation-invitation?token=good-token' });
    await summary();
    await user.click(screen.getByTestId('decline-organisation-invitation'));
    const dialog = await screen.findByRole('dialog', { name: en.organisationInvitation.declineTitle });
    expect(dialog).toHaveTextContent('You will not join Alfa d.o.o.');
    // Cancel keeps the invitation.
    await user.click(within(dialog).getByRole('button', { name: en.organisationInvitation.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toEqual([]);

    await user.click(screen.getByTestId('decline-organisation-invitation'));
    await user.click(await screen.findByTestId('confirm-decline'));
    const declined = await screen.findByTestId('organisation-invitation-declined');
    expect(declined).toHaveTextContent(en.organisationInvitation.declinedTitle);
    expect(declined).toHaveTextContent('You did not join Alfa d.o.o.');
    expect(posted).toEqual([expect.objectContaining({ path: 'decline', body: { token: 'good-token' }, authorization: null })]);
  });

  it('turns to the explanation when the link was used meanwhile (the accept answers 400)', async () => {
    keepSession('b-bob', 'r-bob', userWith(5, 'bob@example.com'));
    server.use(http.post('*/api/1.0/accounts/organisation-invitation/accept', () => HttpResponse.json({ message: INVALID }, { status: 400 })));
    const user = userEvent.setup();
    renderAccountPage(<OrganisationInvitationPage />, { path: '/organisation-invitation?token=good-token' });
    await user.click(await screen.findByTestId('accept-organisation-invitation'));
    expect(await screen.findByTestId('organisation-invitation-invalid')).toHaveTextContent(en.organisationInvitation.invalid);
  });
});
