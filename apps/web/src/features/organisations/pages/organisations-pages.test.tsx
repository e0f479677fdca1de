import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime, LOGGED_IN_AS, type TOrganisationEvent } from '@sigil/core';
import { apiError, mockApi } from '../../../test/api-mock';
import {
  createActivity,
  createActivityReport,
  createOrganisationDetail,
  createOrganisationListItem,
  createOrganisationUser,
  createProfile,
} from '../../../test/factories';
import { renderApp, signIn } from '../../../test/render-app';

const ORG_DID = 'did:sigil:0x00000000000000000000000000000000000000c1';

function signInProvider() {
  signIn(createProfile({ mode: 'provider' }), LOGGED_IN_AS.provider);
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

/** The table named `name` once it shows `text`, and its column headers. */
async function findTable(name: string, text: string) {
  const table = await screen.findByRole('table', { name });
  await within(table).findByText(text);
  return {
    table,
    headers: within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  };
}

describe('organizations management', () => {
  it('lists the organisations newest first with the eight columns', async () => {
    const oldest = createOrganisationListItem({ businessName: 'Alpha Ltd' });
    const middle = createOrganisationListItem({ businessName: 'Beta Ltd' });
    const newest = createOrganisationListItem({ businessName: 'Gamma Ltd' });
    mockApi({ 'GET /api/v1/accounts': [oldest, middle, newest] });
    signInProvider();
    renderApp('/organizations-management');
    await screen.findByRole('heading', { level: 1, name: 'Organizations' });

    const { table, headers } = await findTable('Organizations', 'Gamma Ltd');
    expect(headers).toEqual([
      'Organization Name',
      'DID',
      'Contact Email',
      'Contact Number',
      'Country of Incorporation',
      'Company Registration Number',
      'Organization Website',
      'Mailing Address',
    ]);
    expect(bodyRows(table).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Gamma Ltd',
      'Beta Ltd',
      'Alpha Ltd',
    ]);
    const first = within(bodyRows(table)[0] as HTMLElement);
    expect(first.getByText(newest.accountDid)).toBeTruthy();
    expect(first.getByText(newest.email)).toBeTruthy();
    expect(first.getByText(newest.orgRegNumber)).toBeTruthy();
    expect(first.getByText(newest.mailingAddress1)).toBeTruthy();
  });

  it('passes the trimmed search text to the server', async () => {
    const api = mockApi({ 'GET /api/v1/accounts': [] });
    signInProvider();
    const { user } = renderApp('/organizations-management');
    expect(await screen.findByText('No data available.')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search by Org Name' }), ' Gamma ');
    await waitFor(
      () => expect(api.callsTo('GET /api/v1/accounts').at(-1)?.query.get('orgName')).toBe('Gamma'),
      { timeout: 2000 },
    );
  });

  it('a double-click opens the detail with the DID in the URL and in navigation state', async () => {
    const organisation = createOrganisationListItem({ businessName: 'Gamma Ltd', accountDid: ORG_DID });
    mockApi({
      'GET /api/v1/accounts': [organisation],
      [`GET /api/accounts/${ORG_DID}`]: createOrganisationDetail({
        AccountDid: ORG_DID,
        BusinessName: 'Gamma Ltd',
      }),
      'GET /api/v1/users/': [],
    });
    signInProvider();
    const { user, router } = renderApp('/organizations-management');
    await user.dblClick(await screen.findByText('Gamma Ltd'));

    await screen.findByRole('heading', { level: 1, name: 'Organization Detail' });
    expect(router.state.location.pathname).toBe('/organizations-detail');
    expect(new URLSearchParams(router.state.location.search).get('did')).toBe(ORG_DID);
    expect(router.state.location.state).toEqual({ organizationDid: ORG_DID });
  });
});

describe('organization detail', () => {
  it('shows the card with the eight fields and the Endorsee table, newest first', async () => {
    const detail = createOrganisationDetail({
      AccountDid: ORG_DID,
      BusinessName: 'Gamma Ltd',
      Email: 'ops@gamma.example',
      ContactNumber: '+65 9123 4567',
      CountryOfIncorporation: 'Singapore',
      OrgRegNumber: '201912345K',
      CorporateWebsite: 'https://gamma.example',
      MailingAddress1: '1 Raffles Place',
    });
    const admin = createOrganisationUser({ Name: 'Grace Hopper', TypeOfRole: 'Admin' });
    const user2 = createOrganisationUser({ Name: 'Alan Turing', TypeOfRole: 'UserAdmin' });
    const api = mockApi({
      [`GET /api/accounts/${ORG_DID}`]: detail,
      'GET /api/v1/users/': [admin, user2],
    });
    signInProvider();
    renderApp(`/organizations-detail?did=${encodeURIComponent(ORG_DID)}`);

    expect((await screen.findByTestId('organisation-businessName')).textContent).toBe('Gamma Ltd');
    const expected: Record<string, string> = {
      did: ORG_DID,
      email: 'ops@gamma.example',
      contactNumber: '+65 9123 4567',
      countryOfIncorporation: 'Singapore',
      orgRegNumber: '201912345K',
      corporateWebsite: 'https://gamma.example',
      mailingAddress: '1 Raffles Place',
    };
    for (const [id, value] of Object.entries(expected)) {
      expect(screen.getByTestId(`organisation-${id}`).textContent).toBe(value);
    }
    for (const label of [
      'Organization Name',
      'DID',
      'Contact Email',
      'Country of Incorporation',
      'Mailing Address',
    ]) {
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    }

    expect(screen.getByRole('tab', { name: 'Endorsee' }).getAttribute('aria-selected')).toBe('true');
    const { table, headers } = await findTable('Users of Organization', 'Grace Hopper');
    expect(headers).toEqual(['Name', 'DID', 'Role', 'Created At']);
    const rows = bodyRows(table);
    expect(within(rows[0] as HTMLElement).getByText('Alan Turing')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Grace Hopper')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(admin.MemberDid)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(formatDateTime(admin.CreatedAt))).toBeTruthy();
    expect(api.callsTo('GET /api/v1/users/')[0]?.query.get('organizationDid')).toBe(ORG_DID);
  });

  it("shows the organisation's features; the provider changes them in a dialog and sees them at once", async () => {
    let features = ['schemes', 'endorsements'];
    const api = mockApi({
      [`GET /api/accounts/${ORG_DID}`]: () =>
        createOrganisationDetail({
          AccountDid: ORG_DID,
          BusinessName: 'Gamma Ltd',
          AccountFeatures: features,
        }),
      'GET /api/v1/users/': [],
      'GET /api/features': [
        { code: 'schemes', type: 'organization' },
        { code: 'endorsements', type: 'organization' },
      ],
      [`POST /api/accounts/${ORG_DID}/features`]: (request) => {
        features = (request.body as { features: string[] }).features;
        return { features };
      },
    });
    signInProvider();
    const { user } = renderApp(`/organizations-detail?did=${encodeURIComponent(ORG_DID)}`);

    const chips = await screen.findByTestId('organisation-features');
    expect(within(chips).getByText('Membership schemes')).toBeTruthy();
    expect(within(chips).getByText('Endorsements')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change features' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Features of Gamma Ltd' }));
    await user.click(await dialog.findByRole('checkbox', { name: /Endorsements/ }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Features saved')).toBeTruthy();
    expect(api.callsTo(`POST /api/accounts/${ORG_DID}/features`)[0]?.body).toEqual({ features: ['schemes'] });
    await waitFor(() =>
      expect(within(screen.getByTestId('organisation-features')).queryByText('Endorsements')).toBeNull(),
    );
  });

  it('the Activities tab shows the server-paged activities, without rows of empty type', async () => {
    const signed = createActivity({
      type: 'SIGN',
      filename: 'contract.pdf',
      txTimeStamp: '2026-11-05T10:20:30.000Z',
    });
    const sealedFor = 'did:sigil:0xabc0000000000000000000000000000000000def';
    const sealed = createActivity({ type: 'SEAL', filename: 'deal.pdf', sealForDid: sealedFor });
    const blank = createActivity({ type: '', filename: 'hidden.pdf' });
    const api = mockApi({
      [`GET /api/accounts/${ORG_DID}`]: createOrganisationDetail({ AccountDid: ORG_DID }),
      'GET /api/v1/users/': [],
      'GET /api/public/reports/list-user': { data: [{ did: signed.did, name: 'Signer' }] },
      'GET /api/v1/reports/daily': { data: [] },
      'GET /api/public/reports': (request) =>
        createActivityReport(
          request.query.get('page') === '2'
            ? [createActivity({ filename: 'older.pdf' })]
            : [signed, sealed, blank],
          {
            page: Number(request.query.get('page')),
            total: 13,
          },
        ),
    });
    signInProvider();
    const { user } = renderApp(`/organizations-detail?did=${encodeURIComponent(ORG_DID)}`);
    await user.click(await screen.findByRole('tab', { name: 'Activities' }));

    const { table, headers } = await findTable('Activities', 'contract.pdf');
    // Who did it, then what (spec §2: Name and User DID for provider logins).
    expect(headers).toEqual(['Name', 'User DID', 'Event', 'Time', 'File Name', 'Others']);
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', true);
    expect(api.callsTo('GET /api/public/reports/list-user')[0]?.query.get('orgDid')).toBe(ORG_DID);
    expect(within(table).getByText(formatDateTime(signed.txTimeStamp))).toBeTruthy();
    expect(within(table).getByText('Sign')).toBeTruthy();
    // The DID it was sealed for, shortened as in the DID column, whole for screen readers.
    const others = within(table).getByText('deal.pdf').closest('tr')!.lastElementChild!;
    expect(others.textContent).toBe(`Sealed for ${sealedFor}did:sigil:0xabc000…0def`);
    expect(within(table).queryByText('hidden.pdf')).toBeNull();
    const query = api.callsTo('GET /api/public/reports')[0]?.query;
    expect([query?.get('did'), query?.get('page'), query?.get('pageSize')]).toEqual([ORG_DID, '1', '10']);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await within(table).findByText('older.pdf')).toBeTruthy();
    expect(api.callsTo('GET /api/public/reports').at(-1)?.query.get('page')).toBe('2');
  });

  it('says so when no organisation is given, or the DID is unknown', async () => {
    mockApi({ 'GET /api/accounts/did:sigil:0xdead': () => apiError(404, 'Organisation not found') });
    signInProvider();
    const { router } = renderApp('/organizations-detail');
    expect(
      await screen.findByText('No organization selected. Open one from the Organizations list.'),
    ).toBeTruthy();

    await router.navigate('/organizations-detail?did=did:sigil:0xdead');
    expect(await screen.findByText('The organization did:sigil:0xdead was not found.')).toBeTruthy();
  });
});

describe('organisation lifecycle', () => {
  it('the provider suspends with a reason, sees the status at once, then reactivates; the history tab tells who and why', async () => {
    let status = 'ACTIVE';
    const events: TOrganisationEvent[] = [
      {
        id: 'e1',
        action: 'APPROVED',
        status: 'ACTIVE',
        features: ['schemes', 'endorsements'],
        reason: null,
        actorDid: ORG_DID,
        actorName: 'Pat Provider',
        at: '2026-11-01T09:00:00.000Z',
      },
    ];
    const api = mockApi({
      [`GET /api/accounts/${ORG_DID}`]: () =>
        createOrganisationDetail({ AccountDid: ORG_DID, BusinessName: 'Gamma Ltd', Status: status }),
      'GET /api/v1/users/': [],
      [`GET /api/accounts/${ORG_DID}/history`]: () => events,
      [`POST /api/accounts/${ORG_DID}/suspend`]: (request) => {
        status = 'SUSPENDED';
        events.unshift({
          ...events[0]!,
          id: 'e2',
          action: 'SUSPENDED',
          status: 'SUSPENDED',
          reason: (request.body as { reason: string }).reason,
          at: '2026-11-20T10:00:00.000Z',
        });
        return { status, message: 'Organization suspended' };
      },
      [`POST /api/accounts/${ORG_DID}/reactivate`]: () => {
        status = 'ACTIVE';
        return { status, message: 'Organization reactivated' };
      },
    });
    signInProvider();
    const { user } = renderApp(`/organizations-detail?did=${encodeURIComponent(ORG_DID)}`);

    expect((await screen.findByTestId('organisation-status')).textContent).toBe('Active');
    expect(screen.queryByRole('button', { name: 'Reactivate' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Suspend Gamma Ltd?' }));
    // No reason, no suspension: the server's rule, said in the dialog.
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));
    expect(await dialog.findByText('Reason is required')).toBeTruthy();
    expect(api.callsTo(`POST /api/accounts/${ORG_DID}/suspend`)).toHaveLength(0);
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Unpaid invoices');
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));

    expect(await screen.findByText('Gamma Ltd is suspended')).toBeTruthy();
    expect(api.callsTo(`POST /api/accounts/${ORG_DID}/suspend`)[0]?.body).toEqual({
      reason: 'Unpaid invoices',
    });
    await waitFor(() => expect(screen.getByTestId('organisation-status').textContent).toBe('Suspended'));
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'History' }));
    const { table, headers } = await findTable('Status history', 'Unpaid invoices');
    expect(headers).toEqual(['Time', 'Change', 'By', 'Reason']);
    expect(bodyRows(table).map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Suspended',
      'Approved',
    ]);

    await user.click(screen.getByRole('button', { name: 'Reactivate' }));
    const again = within(await screen.findByRole('dialog', { name: 'Reactivate Gamma Ltd?' }));
    await user.type(again.getByRole('textbox', { name: /Reason/ }), 'Paid');
    await user.click(again.getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Gamma Ltd is active again')).toBeTruthy();
  });

  it('deactivates only once the name is typed exactly: it cannot be undone', async () => {
    const api = mockApi({
      [`GET /api/accounts/${ORG_DID}`]: createOrganisationDetail({
        AccountDid: ORG_DID,
        BusinessName: 'Gamma Ltd',
      }),
      'GET /api/v1/users/': [],
      [`POST /api/accounts/${ORG_DID}/deactivate`]: {
        status: 'DEACTIVATED',
        message: 'Organization deactivated',
      },
    });
    signInProvider();
    const { user } = renderApp(`/organizations-detail?did=${encodeURIComponent(ORG_DID)}`);
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deactivate Gamma Ltd for good?' }));
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Dissolved');
    await user.type(dialog.getByRole('textbox', { name: /Type “Gamma Ltd” to confirm/ }), 'gamma ltd');
    await user.click(dialog.getByRole('button', { name: 'Deactivate' }));
    expect(await dialog.findByText('Type the name exactly as shown')).toBeTruthy();
    expect(api.callsTo(`POST /api/accounts/${ORG_DID}/deactivate`)).toHaveLength(0);

    await user.clear(dialog.getByRole('textbox', { name: /Type “Gamma Ltd” to confirm/ }));
    await user.type(dialog.getByRole('textbox', { name: /Type “Gamma Ltd” to confirm/ }), 'Gamma Ltd');
    await user.click(dialog.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Gamma Ltd is deactivated')).toBeTruthy();
    expect(api.callsTo(`POST /api/accounts/${ORG_DID}/deactivate`)[0]?.body).toEqual({ reason: 'Dissolved' });
  });

  it('a deactivated organisation is marked in the list and offers no step and no feature change', async () => {
    const gone = createOrganisationListItem({
      businessName: 'Omega Ltd',
      accountDid: ORG_DID,
      status: 'DEACTIVATED',
    });
    mockApi({
      'GET /api/v1/accounts': [createOrganisationListItem({ businessName: 'Alpha Ltd' }), gone],
      [`GET /api/accounts/${ORG_DID}`]: createOrganisationDetail({
        AccountDid: ORG_DID,
        BusinessName: 'Omega Ltd',
        Status: 'DEACTIVATED',
      }),
      'GET /api/v1/users/': [],
    });
    signInProvider();
    const { user } = renderApp('/organizations-management');
    const { table } = await findTable('Organizations', 'Omega Ltd');
    const [omega, alpha] = bodyRows(table);
    expect(within(omega as HTMLElement).getByTestId('organisation-status').textContent).toBe('Deactivated');
    expect(within(alpha as HTMLElement).queryByTestId('organisation-status')).toBeNull();

    await user.dblClick(within(table).getByText('Omega Ltd'));
    expect((await screen.findByTestId('organisation-status')).textContent).toBe('Deactivated');
    for (const name of ['Suspend', 'Reactivate', 'Deactivate', 'Change features'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
