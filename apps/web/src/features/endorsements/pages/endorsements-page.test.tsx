import { StrictMode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatDateTime, type TPendingInvitation } from '@sigil/core';
import { Providers } from '../../../app/providers';
import { createAppRoutes } from '../../../app/router';
import { apiError, mockApi } from '../../../test/api-mock';
import { createProfile } from '../../../test/factories';
import { expectNoSeriousAxeViolations, openScreen } from '../../../test/page-test';
import { createTestQueryClient, renderApp, signIn } from '../../../test/render-app';
import { newestInvitationsFirst } from '../api/get-pending-invitations';
import { answerRequest } from '../components/answer';
import { createPendingInvitation } from '../testing';

const LIST = 'GET /api/v1/invitations/';
const CLAIM = 'POST /api/v1/invitations/claim';
const ANSWER = 'PUT /api/v1/invitations/membershiprole/enroll';

const signInIndividual = (overrides: Parameters<typeof createProfile>[0] = {}) => {
  const profile = createProfile({ name: 'Ada Lovelace', email: 'ada@example.org', ...overrides });
  signIn(profile);
  return profile;
};

const openPage = (path = '/endorsements') => openScreen(path, 'Endorsements');

const pendingSection = () => within(screen.getByRole('region', { name: 'Pending Endorsements' }));
const itemOf = async (organisation: string) =>
  within(await pendingSection().findByRole('listitem', { name: organisation }));

/** An answer that waits until the test lets it go. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('endorsements (individual)', () => {
  it('shows My Endorsements honestly empty, Request Endorsements, and the pending invitations newest first', async () => {
    const older = createPendingInvitation({
      organizationName: 'Acme Ltd',
      roleType: 'Auditor',
      invitorName: 'Grace Hopper',
      createdDate: '2026-11-01T08:00:00.000Z',
      expiresAt: '2026-11-08T08:00:00.000Z',
    });
    const newer = createPendingInvitation({
      organizationName: 'Globex',
      createdDate: '2026-11-03T08:00:00.000Z',
    });
    mockApi({ [LIST]: [older, newer] });
    signInIndividual();
    const { user, router } = await openPage();

    const mine = within(screen.getByRole('region', { name: 'My Endorsements' }));
    expect(mine.getByText('You have no endorsements yet.')).toBeTruthy();

    const acme = await itemOf('Acme Ltd');
    expect(acme.getByTestId('pending-invitation-role').textContent).toBe('Auditor');
    expect(acme.getByTestId('pending-invitation-invitedBy').textContent).toBe('Grace Hopper');
    expect(acme.getByTestId('pending-invitation-invitedOn').textContent).toBe(
      formatDateTime(older.createdDate),
    );
    expect(acme.getByTestId('pending-invitation-expiresOn').textContent).toBe(
      formatDateTime(older.expiresAt),
    );
    expect(acme.getByText(older.organizationDid)).toBeTruthy();
    expect(acme.getByRole('button', { name: 'Accept' })).toHaveProperty('disabled', false);
    expect(acme.getByRole('button', { name: 'Reject' })).toHaveProperty('disabled', false);
    const names = pendingSection()
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Globex', 'Acme Ltd']);

    await user.click(mine.getByRole('link', { name: 'Request Endorsements' }));
    await screen.findByRole('heading', { level: 1, name: 'Request Endorsements' });
    expect(router.state.location.pathname).toBe('/endorsements/request-endorsements');
  });

  it("says 'No pending invitations' without any", async () => {
    mockApi({ [LIST]: [] });
    signInIndividual();
    await openPage();
    expect(await pendingSection().findByText('No pending invitations')).toBeTruthy();
  });

  it('shows a failed load', async () => {
    mockApi({ [LIST]: () => apiError(500, 'Internal server error') });
    signInIndividual();
    await openPage();
    expect(await pendingSection().findByText('Could not load the data: Internal server error')).toBeTruthy();
  });

  it("accepts with the invitation's name and e-mail, both buttons disabled meanwhile, then fetches the list again", async () => {
    const invitation = createPendingInvitation({
      organizationName: 'Acme Ltd',
      name: 'Ada L.',
      email: 'ada@acme.example',
    });
    let answered = false;
    const reply = deferred<object>();
    const api = mockApi({
      [LIST]: () => (answered ? [] : [invitation]),
      [ANSWER]: async () => {
        const body = await reply.promise;
        answered = true;
        return body;
      },
    });
    signInIndividual();
    const { user } = await openPage();
    const acme = await itemOf('Acme Ltd');

    await user.click(acme.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(acme.getByRole('button', { name: 'Accept' })).toHaveProperty('disabled', true),
    );
    expect(acme.getByRole('button', { name: 'Reject' })).toHaveProperty('disabled', true);
    reply.resolve({ message: 'Accepted successfully' });

    expect(await screen.findByText('Accepted successfully')).toBeTruthy();
    expect(await pendingSection().findByText('No pending invitations')).toBeTruthy();
    expect(api.callsTo(ANSWER)).toHaveLength(1);
    expect(api.callsTo(ANSWER)[0]?.body).toEqual({
      invitationStatus: 'Accepted',
      membersRequiredParams: { name: 'Ada L.', email: 'ada@acme.example' },
      invitationCode: invitation.invitationCode,
    });
    // The invitation service takes x-auth-token (spec §7).
    expect(api.callsTo(ANSWER)[0]?.headers.get('x-auth-token')).toBeTruthy();
    expect(api.callsTo(LIST).length).toBeGreaterThanOrEqual(2);
  });

  it("rejects with the session profile's name and e-mail when the invitation has none", async () => {
    const invitation = createPendingInvitation({ organizationName: 'Acme Ltd', name: '', email: '' });
    const api = mockApi({ [LIST]: [invitation], [ANSWER]: { message: 'Rejected successfully' } });
    signInIndividual({ name: 'Ada Lovelace', email: 'ada@example.org' });
    const { user } = await openPage();
    await user.click((await itemOf('Acme Ltd')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected successfully')).toBeTruthy();
    expect(api.callsTo(ANSWER)[0]?.body).toEqual({
      invitationStatus: 'Rejected',
      membersRequiredParams: { name: 'Ada Lovelace', email: 'ada@example.org' },
      invitationCode: invitation.invitationCode,
    });
  });

  it("shows the server's message when an answer is refused, and the buttons come back", async () => {
    const invitation = createPendingInvitation({ organizationName: 'Acme Ltd' });
    mockApi({ [LIST]: [invitation], [ANSWER]: () => apiError(410, 'This invitation has expired') });
    signInIndividual();
    const { user } = await openPage();
    const acme = await itemOf('Acme Ltd');
    await user.click(acme.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('This invitation has expired')).toBeTruthy();
    expect(screen.queryByText('Accepted successfully')).toBeNull();
    await waitFor(() =>
      expect(acme.getByRole('button', { name: 'Accept' })).toHaveProperty('disabled', false),
    );
    expect(acme.getByRole('button', { name: 'Reject' })).toHaveProperty('disabled', false);
  });

  it('offers no answer on an invitation that is no longer pending', async () => {
    mockApi({ [LIST]: [createPendingInvitation({ organizationName: 'Acme Ltd', status: 'EXPIRED' })] });
    signInIndividual();
    await openPage();
    const acme = await itemOf('Acme Ltd');
    expect(acme.getByText('Expired')).toBeTruthy();
    expect(acme.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('answers by keyboard alone', async () => {
    const invitation = createPendingInvitation({ organizationName: 'Acme Ltd' });
    const api = mockApi({ [LIST]: [invitation], [ANSWER]: { message: 'Accepted successfully' } });
    signInIndividual();
    const { user } = await openPage();
    const accept = (await itemOf('Acme Ltd')).getByRole('button', { name: 'Accept' });
    for (let step = 0; step < 40 && document.activeElement !== accept; step += 1) await user.tab();
    expect(document.activeElement).toBe(accept);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Accepted successfully')).toBeTruthy();
    expect(api.callsTo(ANSWER)).toHaveLength(1);
  });

  it('has no serious or critical axe-core violation', async () => {
    mockApi({ [LIST]: [createPendingInvitation({ organizationName: 'Acme Ltd' })] });
    signInIndividual();
    const { container } = await openPage();
    await itemOf('Acme Ltd');
    // jsdom draws nothing: colour contrast and icon ligatures are the browser suite's to check
    // (e2e/specs/accessibility.e2e.ts runs axe-core on this screen in Chromium, light and dark).
    await expectNoSeriousAxeViolations(container, { 'label-content-name-mismatch': { enabled: false } });
  });
});

describe('the invitation link', () => {
  it('claims the code once, takes it out of the URL without a history entry, and fetches the list again', async () => {
    const invitation = createPendingInvitation({ invitationCode: 'abc123', organizationName: 'Acme Ltd' });
    let claimed = false;
    const api = mockApi({
      [LIST]: () => (claimed ? [invitation] : []),
      [CLAIM]: () => {
        claimed = true;
        return invitation;
      },
    });
    signInIndividual();
    const { router } = await openPage('/endorsements?invitationCode=abc123');

    expect(await itemOf('Acme Ltd')).toBeTruthy();
    expect(api.callsTo(CLAIM)).toHaveLength(1);
    expect(api.callsTo(CLAIM)[0]?.body).toEqual({ invitationCode: 'abc123' });
    expect(api.callsTo(CLAIM)[0]?.headers.get('x-auth-token')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/endorsements');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("shows the server's message when the claim is refused, and still drops the code", async () => {
    const api = mockApi({
      [LIST]: [],
      [CLAIM]: () => apiError(409, 'This invitation belongs to another DID'),
    });
    signInIndividual();
    const { router } = await openPage('/endorsements?invitationCode=taken');
    expect(await screen.findByText('This invitation belongs to another DID')).toBeTruthy();
    expect(api.callsTo(CLAIM)).toHaveLength(1);
    expect(router.state.location.search).toBe('');
    expect(await pendingSection().findByText('No pending invitations')).toBeTruthy();
  });

  it('posts once under React StrictMode', async () => {
    const invitation = createPendingInvitation({ invitationCode: 'strict', organizationName: 'Acme Ltd' });
    const api = mockApi({ [LIST]: [invitation], [CLAIM]: invitation });
    signInIndividual();
    const router = createMemoryRouter(createAppRoutes(), {
      initialEntries: ['/endorsements?invitationCode=strict'],
    });
    render(
      <StrictMode>
        <Providers queryClient={createTestQueryClient()}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
    await itemOf('Acme Ltd');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(api.callsTo(CLAIM)).toHaveLength(1);
  });

  it('survives the login: a signed-out visitor logs in and lands on the link, which is then claimed', async () => {
    const invitation = createPendingInvitation({
      invitationCode: 'after-login',
      organizationName: 'Acme Ltd',
    });
    const api = mockApi({ [LIST]: [invitation], [CLAIM]: invitation });
    const { router } = renderApp('/endorsements?invitationCode=after-login');
    await screen.findByRole('heading', { level: 1, name: 'Log in to Sigil' });
    expect(api.callsTo(CLAIM)).toHaveLength(0);

    // What the QR login dialog records once the wallet has answered.
    act(() => void signInIndividual());
    await screen.findByRole('heading', { level: 1, name: 'Endorsements' });
    await itemOf('Acme Ltd');
    expect(api.callsTo(CLAIM)[0]?.body).toEqual({ invitationCode: 'after-login' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/endorsements');
  });

  it('survives the login after a reload of the login page (the origin kept in sessionStorage)', async () => {
    const invitation = createPendingInvitation({ invitationCode: 'reloaded', organizationName: 'Acme Ltd' });
    const api = mockApi({ [LIST]: [invitation], [CLAIM]: invitation });
    const first = renderApp('/endorsements?invitationCode=reloaded');
    await screen.findByRole('heading', { level: 1, name: 'Log in to Sigil' });
    first.unmount();

    // A reload: /login again, without the navigation state.
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in to Sigil' });
    act(() => void signInIndividual());
    await itemOf('Acme Ltd');
    expect(api.callsTo(CLAIM)[0]?.body).toEqual({ invitationCode: 'reloaded' });
    expect(router.state.location.pathname).toBe('/endorsements');
  });
});

describe('answerRequest', () => {
  const invitation: Pick<TPendingInvitation, 'invitationCode' | 'name' | 'email'> = {
    invitationCode: 'c1',
    name: ' Ada ',
    email: '',
  };

  it('takes what the invitation names, then the profile, and leaves out what neither has', () => {
    expect(answerRequest(invitation, 'Accepted', { name: 'Other', email: 'ada@example.org' })).toEqual({
      invitationStatus: 'Accepted',
      membersRequiredParams: { name: 'Ada', email: 'ada@example.org' },
      invitationCode: 'c1',
    });
    expect(answerRequest({ ...invitation, name: '' }, 'Rejected', null)).toEqual({
      invitationStatus: 'Rejected',
      membersRequiredParams: {},
      invitationCode: 'c1',
    });
  });

  it('sends the public key only when there is one', () => {
    expect(answerRequest(invitation, 'Accepted', null, '02ab')).toHaveProperty('publicKey', '02ab');
    expect(answerRequest(invitation, 'Accepted', null, '')).not.toHaveProperty('publicKey');
  });
});

describe('newestInvitationsFirst', () => {
  it('puts those still to answer first, newest first within each', () => {
    const rows = [
      createPendingInvitation({ invitationCode: 'old', createdDate: '2026-11-01T00:00:00.000Z' }),
      createPendingInvitation({
        invitationCode: 'expired',
        status: 'EXPIRED',
        createdDate: '2026-11-05T00:00:00.000Z',
      }),
      createPendingInvitation({ invitationCode: 'new', createdDate: '2026-11-03T00:00:00.000Z' }),
    ];
    expect(newestInvitationsFirst(rows).map((row) => row.invitationCode)).toEqual(['new', 'old', 'expired']);
  });
});
