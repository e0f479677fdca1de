import { StrictMode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, type TPendingInvitation } from '@sigil/core';
import { Providers } from '../../../app/providers';
import { createAppRoutes } from '../../../app/router';
import { apiError, mockApi } from '../../../test/api-mock';
import { createEndorsement, createMembershipRequest, createProfile, didOf } from '../../../test/factories';
import { i18n } from '../../../lib/i18n';
import {
  expectNoSeriousAxeViolations,
  openScreen,
  PAGE_LOAD,
  PAGE_TEST_TIMEOUT,
} from '../../../test/page-test';
import { createTestQueryClient, renderApp, signIn } from '../../../test/render-app';
import { answerRequest } from '../components/answer';
import { createPendingInvitation } from '../testing';

const LIST = 'GET /api/v1/invitations/';
const CLAIM = 'POST /api/v1/invitations/claim';
const ANSWER = 'PUT /api/v1/invitations/membershiprole/enroll';
/** The signed-in holder's DID: the requests endpoints take it in their path. */
const HOLDER = didOf(777);
const MINE = 'GET /api/v1/endorsements/mine';
const MY_PENDING = `GET /api/v1/users/my-approval-pending/${HOLDER}`;
const MY_HISTORY = `GET /api/v1/users/my-history/${HOLDER}`;
const PROTECT = 'GET /api/v1/member-detail/protect';
const SET_PROTECT = 'POST /api/v1/member-detail/protect';

/** The API of the page: nothing held, requested or pending, and a public DID, unless a test says otherwise. */
const mockPage = (routes: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    [MINE]: [],
    [MY_PENDING]: [],
    [MY_HISTORY]: [],
    [LIST]: [],
    [PROTECT]: { protectFlag: 'N' },
    ...routes,
  });

const signInIndividual = (overrides: Parameters<typeof createProfile>[0] = {}) => {
  const profile = createProfile({
    did: HOLDER,
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    ...overrides,
  });
  signIn(profile);
  return profile;
};

const openPage = (path = '/endorsements') => openScreen(path, 'Endorsements');

const pendingSection = () => within(screen.getByRole('region', { name: 'Pending Endorsements' }));
const itemOf = async (organisation: string) =>
  within(await pendingSection().findByRole('listitem', { name: organisation }));

const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(new Error('The blob could not be read', { cause: reader.error }));
    reader.readAsText(blob);
  });

/** An answer that waits until the test lets it go. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('endorsements (individual)', () => {
  it('shows My Endorsements honestly empty, Request Endorsements, and the pending invitations as the server sends them, newest first', async () => {
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
    mockPage({ [LIST]: [newer, older] });
    signInIndividual();
    const { user, router } = await openPage();

    const mine = within(screen.getByRole('region', { name: 'My Endorsements' }));
    expect(await mine.findByText('You have no endorsements yet.')).toBeTruthy();

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
    mockPage({ [LIST]: [] });
    signInIndividual();
    await openPage();
    expect(await pendingSection().findByText('No pending invitations')).toBeTruthy();
  });

  it('shows a failed load', async () => {
    mockPage({ [LIST]: () => apiError(500, 'Internal server error') });
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
    const api = mockPage({
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
    const api = mockPage({ [LIST]: [invitation], [ANSWER]: { message: 'Rejected successfully' } });
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
    mockPage({ [LIST]: [invitation], [ANSWER]: () => apiError(410, 'This invitation has expired') });
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
    mockPage({ [LIST]: [createPendingInvitation({ organizationName: 'Acme Ltd', status: 'EXPIRED' })] });
    signInIndividual();
    await openPage();
    const acme = await itemOf('Acme Ltd');
    expect(acme.getByText('Expired')).toBeTruthy();
    expect(acme.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('answers by keyboard alone', async () => {
    const invitation = createPendingInvitation({ organizationName: 'Acme Ltd' });
    const api = mockPage({ [LIST]: [invitation], [ANSWER]: { message: 'Accepted successfully' } });
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
    mockPage({ [LIST]: [createPendingInvitation({ organizationName: 'Acme Ltd' })] });
    signInIndividual();
    const { container } = await openPage();
    await itemOf('Acme Ltd');
    // jsdom draws nothing: colour contrast and icon ligatures are the browser suite's to check
    // (e2e/specs/accessibility.e2e.ts runs axe-core on this screen in Chromium, light and dark).
    await expectNoSeriousAxeViolations(container, { 'label-content-name-mismatch': { enabled: false } });
  });
});

describe('My Endorsements', () => {
  /** What the page handed to the browser's download: the file's name and its blob. */
  let downloads: { fileName: string; blob: Blob }[];
  let blobs: Map<string, Blob>;

  beforeEach(() => {
    downloads = [];
    blobs = new Map();
    // jsdom has no blob URLs and does not download: record what would be saved.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => undefined,
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ fileName: this.download, blob: blobs.get(this.href)! });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  const mine = () => within(screen.getByRole('region', { name: 'My Endorsements' }));
  const rowOf = async (organisation: string) =>
    within((await mine().findByText(organisation, {}, PAGE_LOAD)).closest('tr') as HTMLTableRowElement);

  it(
    'lists a valid and a revoked credential with role, issue date and status; View decodes the JWT',
    async () => {
      const valid = createEndorsement({
        holderDid: HOLDER,
        organizationName: 'Acme Ltd',
        roleType: 'Auditor',
        issuedAt: '2026-11-03T08:00:00.000Z',
        entries: [
          { fieldName: 'Licence number', kind: 'text', value: 'L-1' },
          { fieldName: 'Since', kind: 'date', value: '2024-02-29' },
        ],
      });
      const revoked = createEndorsement({
        holderDid: HOLDER,
        organizationName: 'Globex',
        roleType: 'Engineer',
        status: 'REVOKED',
        revokedAt: '2026-11-05T08:00:00.000Z',
      });
      mockPage({ [MINE]: [valid, revoked] });
      signInIndividual();
      const { user } = await openPage();

      const acme = await rowOf('Acme Ltd');
      expect(acme.getByText('Auditor')).toBeTruthy();
      expect(acme.getByText(formatDateTime(valid.issuedAt))).toBeTruthy();
      expect(acme.getByTestId('credential-status').textContent).toBe('Valid');
      expect(acme.getByText(valid.organizationDid)).toBeTruthy();
      const globex = await rowOf('Globex');
      expect(globex.getByTestId('credential-status').textContent).toBe('Revoked');
      // Valid ones first, as the server sends them.
      expect(
        mine()
          .getAllByTestId('credential-status')
          .map((chip) => chip.textContent),
      ).toEqual(['Valid', 'Revoked']);

      await user.click(acme.getByRole('button', { name: 'View the credential of Acme Ltd (Auditor)' }));
      const dialog = within(await screen.findByRole('dialog', { name: /Credential/ }));
      // A card a person reads first; the raw credential behind a toggle.
      const card = dialog.getByTestId('credential-card');
      expect(card.textContent).toContain('Acme Ltd');
      expect(card.textContent).toContain('Auditor');
      expect(card.textContent).toContain(formatDateTime(valid.issuedAt));
      expect(card.textContent).toContain('Valid');
      // What the holder entered in the request, in the role's order, a date as the console shows dates.
      expect(card.textContent).toContain('Submitted valuesLicence number: L-1Since: 29/02/2024');
      expect(dialog.queryByTestId('credential-json')).toBeNull();
      await user.click(dialog.getByRole('button', { name: 'Show the raw credential' }));
      const json = JSON.parse(dialog.getByTestId('credential-json').textContent ?? '') as {
        sub: string;
        vc: { credentialSubject: { id: string; associatedWith: { id: string; type: string } } };
      };
      expect(json.sub).toBe(HOLDER);
      expect(json.vc.credentialSubject).toEqual({
        id: HOLDER,
        associatedWith: { id: valid.organizationDid, type: 'Auditor' },
      });
      await user.click(dialog.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
    PAGE_TEST_TIMEOUT,
  );

  it(
    'offers a valid credential to another wallet: the QR and its code, one request per click; not a revoked one',
    async () => {
      const valid = createEndorsement({
        holderDid: HOLDER,
        organizationName: 'Acme Ltd',
        roleType: 'Auditor',
      });
      const revoked = createEndorsement({ holderDid: HOLDER, organizationName: 'Globex', status: 'REVOKED' });
      const offerUri = 'openid-credential-offer://?credential_offer=%7B%7D';
      const offer = `POST /api/v1/endorsements/${valid.id}/offer`;
      const api = mockPage({
        [MINE]: [valid, revoked],
        [offer]: { offerUri, txCode: '042917', expiresAt: new Date(Date.now() + 600_000).toISOString() },
      });
      signInIndividual();
      const { user } = await openPage();

      await user.click((await rowOf('Acme Ltd')).getByRole('button', { name: /^View the credential/ }));
      const dialog = within(await screen.findByRole('dialog'));
      expect(dialog.getByRole('heading', { name: 'Add to another wallet' })).toBeTruthy();
      await user.click(dialog.getByRole('button', { name: 'Offer to another wallet' }));
      expect((await dialog.findByTestId('offer-code')).textContent).toBe('042917');
      expect(dialog.getByTestId('offer-qr')).toBeTruthy();
      expect(dialog.getByRole('link', { name: 'Open in a wallet on this device' }).getAttribute('href')).toBe(
        offerUri,
      );
      expect(api.callsTo(offer)).toHaveLength(1);
      await user.click(dialog.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      await user.click((await rowOf('Globex')).getByRole('button', { name: /^View the credential/ }));
      const revokedDialog = within(await screen.findByRole('dialog'));
      expect(revokedDialog.queryByRole('button', { name: 'Offer to another wallet' })).toBeNull();
    },
    PAGE_TEST_TIMEOUT,
  );

  it("says 'Incorrect format JWT' for a credential that is no JWT", async () => {
    mockPage({ [MINE]: [createEndorsement({ organizationName: 'Acme Ltd', jwt: 'not-a-jwt' })] });
    signInIndividual();
    const { user } = await openPage();
    await user.click((await rowOf('Acme Ltd')).getByRole('button', { name: /^View the credential/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Incorrect format JWT')).toBeTruthy();
    expect(dialog.queryByTestId('credential-json')).toBeNull();
  });

  it(
    'copies the JWT to the clipboard and downloads it as a .jwt file',
    async () => {
      const endorsement = createEndorsement({ organizationName: 'Acme Ltd', roleType: 'Senior Auditor' });
      mockPage({ [MINE]: [endorsement] });
      signInIndividual();
      const { user } = await openPage();
      const acme = await rowOf('Acme Ltd');

      await user.click(
        acme.getByRole('button', { name: 'Copy the credential of Acme Ltd (Senior Auditor)' }),
      );
      expect(await screen.findByText('Credential copied')).toBeTruthy();
      expect(await navigator.clipboard.readText()).toBe(endorsement.jwt);

      await user.click(
        acme.getByRole('button', {
          name: 'Download the credential of Acme Ltd (Senior Auditor) as a .jwt file',
        }),
      );
      expect(downloads.map((download) => download.fileName)).toEqual(['acme-ltd-senior-auditor.jwt']);
      expect(await readText(downloads[0]!.blob)).toBe(endorsement.jwt);
      expect(downloads[0]!.blob.type).toBe('application/jwt');
    },
    PAGE_TEST_TIMEOUT,
  );

  it('shows a failed load', async () => {
    mockPage({ [MINE]: () => apiError(500, 'Internal server error') });
    signInIndividual();
    await openPage();
    expect(await mine().findByText('Could not load the data: Internal server error')).toBeTruthy();
  });
});

describe('My Requests', () => {
  const requests = () => within(screen.getByRole('region', { name: 'My Requests' }));

  it(
    'lists the waiting requests first, then the decided ones with the reason of a rejection',
    async () => {
      const waiting = createMembershipRequest({ organizationName: 'Acme Ltd', schemeName: 'Auditor' });
      const checked = createMembershipRequest({ organizationName: 'Initech', status: 'CHECKED' });
      const approved = createMembershipRequest({
        organizationName: 'Globex',
        status: 'APPROVED',
        decidedAt: '2026-11-04T08:00:00.000Z',
      });
      const rejected = createMembershipRequest({
        organizationName: 'Umbrella',
        schemeName: 'Courier',
        status: 'REJECTED',
        reason: 'We do not hire couriers any more',
        decidedAt: '2026-11-05T08:00:00.000Z',
      });
      const api = mockPage({ [MY_PENDING]: [waiting, checked], [MY_HISTORY]: [approved, rejected] });
      signInIndividual();
      await openPage();

      const rowOf = async (organisation: string) =>
        within(
          (await requests().findByText(organisation, {}, PAGE_LOAD)).closest('tr') as HTMLTableRowElement,
        );
      const acme = await rowOf('Acme Ltd');
      expect(acme.getByText('Auditor')).toBeTruthy();
      expect(acme.getByTestId('request-label').textContent).toBe('Waiting');
      expect(acme.getByText(formatDateTime(waiting.createdAt))).toBeTruthy();
      expect((await rowOf('Initech')).getByTestId('request-label').textContent).toBe('Waiting');
      expect((await rowOf('Globex')).getByTestId('request-label').textContent).toBe('Approved');
      const umbrella = await rowOf('Umbrella');
      expect(umbrella.getByTestId('request-label').textContent).toBe('Rejected');
      expect(umbrella.getByText('We do not hire couriers any more')).toBeTruthy();
      expect(umbrella.getByText(formatDateTime(rejected.decidedAt))).toBeTruthy();
      expect(
        requests()
          .getAllByTestId('request-label')
          .map((chip) => chip.textContent),
      ).toEqual(['Waiting', 'Waiting', 'Rejected', 'Approved']);
      expect(api.callsTo(MY_PENDING)[0]?.headers.get('authorization')).toMatch(/^Bearer /);
    },
    PAGE_TEST_TIMEOUT,
  );

  it('says so when there are none', async () => {
    mockPage();
    signInIndividual();
    await openPage();
    expect(await requests().findByText('You have not requested any endorsements yet.')).toBeTruthy();
  });
});

describe('DID privacy', () => {
  const privacy = () => within(screen.getByRole('region', { name: 'DID privacy' }));

  it(
    'reads the flag, and posts the change and toasts the answer',
    async () => {
      let flag: 'Y' | 'N' = 'Y';
      const api = mockPage({
        [PROTECT]: () => ({ protectFlag: flag }),
        [SET_PROTECT]: ({ body }) => {
          flag = (body as { protectProfile: 'Y' | 'N' }).protectProfile;
          return {
            protectFlag: flag,
            message: flag === 'N' ? 'Your DID details are now public' : 'Your DID details are now protected',
          };
        },
      });
      signInIndividual();
      const { user } = await openPage();

      const toggle = await privacy().findByRole('switch', { name: 'Show my DID details in DID search' });
      await waitFor(() => expect(toggle).toHaveProperty('disabled', false));
      expect(toggle).toHaveProperty('checked', false);
      expect(privacy().getByText(/Your DID details are protected\./)).toBeTruthy();
      expect(toggle.getAttribute('aria-describedby')).toBeTruthy();

      await user.click(toggle);
      expect(await screen.findByText('Your DID details are now public')).toBeTruthy();
      expect(api.callsTo(SET_PROTECT).map((call) => call.body)).toEqual([{ protectProfile: 'N' }]);
      await waitFor(() => expect(toggle).toHaveProperty('checked', true));
      await waitFor(() => expect(toggle).toHaveProperty('disabled', false));
      expect(privacy().getByText(/Your DID details are public\./)).toBeTruthy();

      await user.click(toggle);
      expect(await screen.findByText('Your DID details are now protected')).toBeTruthy();
      expect(api.callsTo(SET_PROTECT).map((call) => call.body)).toEqual([
        { protectProfile: 'N' },
        { protectProfile: 'Y' },
      ]);
      await waitFor(() => expect(toggle).toHaveProperty('checked', false));
    },
    PAGE_TEST_TIMEOUT,
  );

  it('says the answer in German too', async () => {
    await i18n.changeLanguage('de');
    mockPage({
      [PROTECT]: { protectFlag: 'N' },
      [SET_PROTECT]: { protectFlag: 'Y', message: 'Your DID details are now protected' },
    });
    signInIndividual();
    const { user } = renderApp('/endorsements');
    const toggle = await screen.findByRole(
      'switch',
      { name: 'Meine DID-Angaben in der DID-Suche zeigen' },
      PAGE_LOAD,
    );
    await waitFor(() => expect(toggle).toHaveProperty('checked', true));
    await user.click(toggle);
    expect(await screen.findByText('Ihre DID-Angaben sind jetzt geschützt')).toBeTruthy();
  });
});

describe('the endorsements page as a whole', () => {
  it(
    'has no serious or critical axe-core violation with every section filled',
    async () => {
      mockPage({
        [MINE]: [
          createEndorsement({ organizationName: 'Acme Ltd' }),
          createEndorsement({ organizationName: 'Umbrella', status: 'REVOKED' }),
        ],
        [MY_PENDING]: [createMembershipRequest({ organizationName: 'Initech' })],
        [MY_HISTORY]: [
          createMembershipRequest({ organizationName: 'Hooli', status: 'REJECTED', reason: 'No' }),
        ],
        [LIST]: [createPendingInvitation({ organizationName: 'Globex' })],
      });
      signInIndividual();
      const { container, user } = await openPage();
      await itemOf('Globex');
      await screen.findByText('Initech');
      const acme = within((await screen.findByText('Acme Ltd')).closest('tr') as HTMLTableRowElement);
      await waitFor(() => expect(screen.getByRole('switch')).toHaveProperty('disabled', false));
      await expectNoSeriousAxeViolations(container, { 'label-content-name-mismatch': { enabled: false } });

      await user.click(acme.getByRole('button', { name: /^View the credential/ }));
      await screen.findByRole('dialog');
      await expectNoSeriousAxeViolations(document.body, {
        'label-content-name-mismatch': { enabled: false },
      });
    },
    PAGE_TEST_TIMEOUT,
  );
});

describe('the invitation link', () => {
  it('claims the code once, takes it out of the URL without a history entry, and fetches the list again', async () => {
    const invitation = createPendingInvitation({ invitationCode: 'abc123', organizationName: 'Acme Ltd' });
    let claimed = false;
    const api = mockPage({
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
    const api = mockPage({
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
    const api = mockPage({ [LIST]: [invitation], [CLAIM]: invitation });
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
    const api = mockPage({ [LIST]: [invitation], [CLAIM]: invitation });
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
    const api = mockPage({ [LIST]: [invitation], [CLAIM]: invitation });
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
