import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime, LOGGED_IN_AS, type TMembershipRequest } from '@sigil/core';
import { mockApi, type MockRequest } from '../../../test/api-mock';
import { createMembershipRequest, createProfile } from '../../../test/factories';
import {
  choose,
  expectNoSeriousAxeViolations,
  openScreen,
  PAGE_TEST_TIMEOUT,
  tableRowOf,
} from '../../../test/page-test';
import { signIn } from '../../../test/render-app';
import { ALL_REQUESTS, firstCellsOf } from '../testing';

function signInProvider() {
  signIn(createProfile({ mode: 'provider', name: 'Provider Ops' }), LOGGED_IN_AS.provider);
}

const openPage = () => openScreen('/admin-requests', 'Endorsement Requests');
const shownOrganisations = () => firstCellsOf('admin-request-row');

/** The server's filter: organisation name (substring, any case) and status. */
const filtered =
  (requests: TMembershipRequest[]) =>
  ({ query }: MockRequest) => {
    const orgName = query.get('orgName')?.toLowerCase() ?? '';
    const status = query.get('status');
    return requests.filter(
      (request) =>
        request.organizationName.toLowerCase().includes(orgName) && (!status || request.status === status),
    );
  };

const requests = [
  createMembershipRequest({ organizationName: 'Acme Ltd', requesterName: 'Grace Hopper' }),
  createMembershipRequest({
    organizationName: 'Beta Pte Ltd',
    requesterName: 'Alan Turing',
    kind: 'ENROLMENT',
    status: 'APPROVED',
  }),
  createMembershipRequest({
    organizationName: 'Beta Pte Ltd',
    requesterName: 'Ada Lovelace',
    status: 'REJECTED',
  }),
];

describe('endorsement requests (provider, /admin-requests)', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it("lists every organisation's requests, read-only; Request in the sidebar", async () => {
    mockApi({ [ALL_REQUESTS]: filtered(requests) });
    signInProvider();
    await openPage();

    const row = await tableRowOf('Grace Hopper');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Organization',
      'Requester',
      'Requester DID',
      'Role',
      'Kind',
      'Status',
      'Created Date',
    ]);
    expect(row.getByText('Acme Ltd')).toBeTruthy();
    expect(row.getByText(requests[0]!.requesterDid)).toBeTruthy();
    expect(row.getByText('Application')).toBeTruthy();
    expect(row.getByTestId('request-status').textContent).toBe('Sent');
    expect(row.getByText(formatDateTime(requests[0]!.createdAt))).toBeTruthy();
    expect((await tableRowOf('Alan Turing')).getByText('Enrollment')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Approve|Reject|Check/ })).toBeNull();

    const sidebar = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(sidebar.getByRole('link', { name: 'Request' }).getAttribute('aria-current')).toBe('page');
    await expectNoSeriousAxeViolations();
  });

  it('filters by organisation name and by status, on the server', async () => {
    const api = mockApi({ [ALL_REQUESTS]: filtered(requests) });
    signInProvider();
    const { user } = await openPage();
    await tableRowOf('Grace Hopper');
    expect(shownOrganisations()).toHaveLength(3);

    await user.type(screen.getByRole('searchbox', { name: 'Search by Org Name' }), '  beta ');
    await waitFor(() => expect(shownOrganisations()).toEqual(['Beta Pte Ltd', 'Beta Pte Ltd']), {
      timeout: 2000,
    });
    expect(api.calls.at(-1)?.query.get('orgName')).toBe('beta');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Select All', 'Sent', 'Checked', 'Approved', 'Rejected']);
    await user.click(screen.getByRole('option', { name: 'Approved' }));
    await waitFor(() => expect(firstCellsOf('admin-request-row')).toHaveLength(1), { timeout: 2000 });
    expect((await tableRowOf('Alan Turing')).getByTestId('request-status').textContent).toBe('Approved');
    const last = api.callsTo(ALL_REQUESTS).at(-1);
    expect(last?.query.get('status')).toBe('APPROVED');
    expect(last?.query.get('orgName')).toBe('beta');

    await choose(user, 'Status', 'Select All');
    await waitFor(() => expect(shownOrganisations()).toHaveLength(2), { timeout: 2000 });
  });

  it("says 'No data available.' without requests", async () => {
    mockApi({ [ALL_REQUESTS]: [] });
    signInProvider();
    await openPage();
    expect(await screen.findByText('No data available.')).toBeTruthy();
  });
});
