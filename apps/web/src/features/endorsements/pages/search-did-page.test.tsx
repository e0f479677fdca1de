import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime, LOGGED_IN_AS, ROLE_TYPES } from '@sigil/core';
import { apiError, mockApi } from '../../../test/api-mock';
import { createOrganisationProfile, createProfile, didOf } from '../../../test/factories';
import {
  expectNoSeriousAxeViolations,
  openScreen,
  PAGE_LOAD,
  PAGE_TEST_TIMEOUT,
} from '../../../test/page-test';
import { signIn } from '../../../test/render-app';
import { createDidRecord } from '../testing';

const explorer = (search: string) => `GET /api/v1/accounts/explorer/${search}`;

const openPage = () => {
  signIn(createProfile());
  return openScreen('/search-did', 'DID Search');
};

const recordOf = async (did: string) => within(await screen.findByRole('listitem', { name: did }, PAGE_LOAD));

/** A protected holder and a public one with two endorsements. */
function records() {
  const hidden = createDidRecord({
    did: didOf(0xa1),
    protectFlag: 'Y',
    hidden: true,
    kind: null,
    publicKey: null,
    created: null,
    profile: { name: null },
  });
  const open = createDidRecord({
    did: didOf(0xb2),
    kind: 'individual',
    publicKey: '02abcdef',
    created: '2026-11-02T03:04:05.000Z',
    profile: { name: 'Grace Hopper' },
    other: {
      endorsements: [
        {
          id: 'urn:uuid:1',
          organizationName: 'Auditors Guild',
          credentialSubject: { id: didOf(0xb2), associatedWith: { id: didOf(0xc3), type: 'Auditor' } },
        },
        {
          id: 'urn:uuid:2',
          organizationName: 'Engineers Society',
          credentialSubject: { id: didOf(0xb2), associatedWith: { id: didOf(0xd4), type: 'Engineer' } },
        },
      ],
    },
  });
  return { hidden, open };
}

describe('DID search', () => {
  it(
    'shows a protected record with only that it exists, and a public one with its details and endorsements',
    async () => {
      const { hidden, open } = records();
      const api = mockApi({ [explorer('Acme')]: { members: [hidden, open] } });
      const { user } = await openPage();

      await user.type(screen.getByRole('textbox', { name: 'DID or organization name' }), ' Acme ');
      await user.click(screen.getByRole('button', { name: 'Search' }));

      const protectedCard = await recordOf(hidden.did);
      expect(protectedCard.getByTestId('did-registered').textContent).toBe('Registered');
      expect(protectedCard.getByText("This DID's details are protected")).toBeTruthy();
      expect(protectedCard.queryByText('Public key')).toBeNull();
      expect(protectedCard.queryByText('Endorsements')).toBeNull();
      expect(protectedCard.queryByText('Profile name')).toBeNull();

      const publicCard = await recordOf(open.did);
      expect(publicCard.queryByText("This DID's details are protected")).toBeNull();
      expect(publicCard.getByTestId('did-registered').textContent).toBe('Registered');
      expect(publicCard.getByTestId('did-publicKey').textContent).toBe('02abcdef');
      expect(publicCard.getByTestId('did-profileName').textContent).toBe('Grace Hopper');
      expect(publicCard.getByTestId('did-kind').textContent).toBe('Individual');
      expect(publicCard.getByTestId('did-created').textContent).toBe(formatDateTime(open.created));
      const endorsements = publicCard.getAllByTestId('did-endorsement').map((item) => within(item));
      expect(endorsements).toHaveLength(2);
      expect(endorsements[0]!.getByText(didOf(0xc3))).toBeTruthy();
      expect(endorsements[0]!.getByTestId('did-endorsement-role').textContent).toBe('Auditor');
      expect(endorsements[1]!.getByText(didOf(0xd4))).toBeTruthy();
      expect(endorsements[1]!.getByTestId('did-endorsement-role').textContent).toBe('Engineer');

      // The trimmed text, URL-encoded in the path, with the session's Bearer token.
      expect(api.callsTo(explorer('Acme'))).toHaveLength(1);
      expect(api.callsTo(explorer('Acme'))[0]?.headers.get('authorization')).toMatch(/^Bearer /);
    },
    PAGE_TEST_TIMEOUT,
  );

  it('searches a DID, says when it is not registered, and asks again on the same search', async () => {
    const did = didOf(0xe5);
    const unknown = createDidRecord({
      did,
      registered: false,
      kind: null,
      publicKey: null,
      created: null,
      profile: { name: null },
    });
    const api = mockApi({ [explorer(did)]: { members: [unknown] } });
    const { user } = await openPage();
    await user.type(screen.getByRole('textbox', { name: 'DID or organization name' }), did);
    await user.keyboard('{Enter}');
    const card = await recordOf(did);
    expect(card.getByTestId('did-registered').textContent).toBe('Not registered');
    expect(card.queryByText('Public key')).toBeNull();
    // The DID travels URL-encoded in the path.
    const urls = api.fetchMock.mock.calls.map(([input]) => (typeof input === 'string' ? input : ''));
    expect(urls.some((url) => url.includes(`/explorer/${encodeURIComponent(did)}`))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await expect.poll(() => api.callsTo(explorer(did)).length).toBe(2);
  });

  it("asks for a text before searching, and says 'No data available.' when nothing is found", async () => {
    const api = mockApi({ [explorer('Nobody')]: { members: [] } });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter a DID or part of an organization name')).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('/api/v1/accounts/explorer'))).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'DID or organization name' }), 'Nobody');
    expect(screen.queryByText('Enter a DID or part of an organization name')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No data available.')).toBeTruthy();
  });

  it('shows a failed search', async () => {
    mockApi({ [explorer('Acme')]: () => apiError(500, 'Internal server error') });
    const { user } = await openPage();
    await user.type(screen.getByRole('textbox', { name: 'DID or organization name' }), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Could not load the data: Internal server error')).toBeTruthy();
  });

  it('is in the sidebar of an organisation login too', async () => {
    mockApi({});
    signIn(createOrganisationProfile(ROLE_TYPES.userAdmin), LOGGED_IN_AS.organisation);
    const { user, router } = await openScreen('/', 'Home');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
        name: 'DID Search',
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'DID Search' });
    expect(router.state.location.pathname).toBe('/search-did');
  });

  it(
    'has no serious or critical axe-core violation',
    async () => {
      const { hidden, open } = records();
      mockApi({ [explorer('Acme')]: { members: [hidden, open] } });
      const { user, container } = await openPage();
      await user.type(screen.getByRole('textbox', { name: 'DID or organization name' }), 'Acme');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await recordOf(open.did);
      await expectNoSeriousAxeViolations(container);
    },
    PAGE_TEST_TIMEOUT,
  );
});
