import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime, LOGGED_IN_AS, machineUserNotJoinedMessage } from '@sigil/core';
import { apiError, mockApi } from '../../../test/api-mock';
import { createProfile } from '../../../test/factories';
import { signIn } from '../../../test/render-app';
import {
  expectNoSeriousAxeViolations,
  openScreen,
  PAGE_TEST_TIMEOUT,
  tableRowOf,
} from '../../../test/page-test';
import { createMachineUserInvitation } from '../testing';

const LIST = 'GET /api/v1/invitations/role-machine-user';
const decide = (code: string) => `PUT /api/v1/invitations/role-machine-user/${code}`;

function signInProvider() {
  signIn(createProfile({ mode: 'provider', name: 'Provider Ops' }), LOGGED_IN_AS.provider);
}

const openPage = () => openScreen('/invitation-requests', 'Invitation Requests');

describe('invitation requests (provider)', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('lists the Machine User invitations; Approve and Reject only on the pending one; in the sidebar', async () => {
    const pending = createMachineUserInvitation({
      organizationName: 'Acme Ltd',
      invitorName: 'Ada Lovelace',
    });
    const accepted = createMachineUserInvitation({
      organizationName: 'Beta Ltd',
      status: 'ACCEPTED',
      acceptedDate: '2026-11-06T07:08:09.000Z',
    });
    const rejected = createMachineUserInvitation({ organizationName: 'Gamma Ltd', status: 'REJECTED' });
    mockApi({ [LIST]: [pending, accepted, rejected] });
    signInProvider();
    await openPage();

    const sidebarLink = within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole(
      'link',
      {
        name: 'Invitation Requests',
      },
    );
    expect(sidebarLink.getAttribute('aria-current')).toBe('page');
    await tableRowOf('Acme Ltd');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Organization',
      'Inviter',
      'Machine DID',
      'Date',
      'Status',
      'Actions',
    ]);

    const pendingRow = await tableRowOf('Acme Ltd');
    expect(pendingRow.getByText('Ada Lovelace')).toBeTruthy();
    expect(pendingRow.getByText(pending.inviteeDid!)).toBeTruthy();
    expect(pendingRow.getByText(formatDateTime(pending.createdDate))).toBeTruthy();
    expect(pendingRow.getByTestId('invitation-status').textContent).toBe('Pending');
    expect(pendingRow.getByRole('button', { name: 'Approve the Machine User of Acme Ltd' })).toBeTruthy();
    expect(pendingRow.getByRole('button', { name: 'Reject the Machine User of Acme Ltd' })).toBeTruthy();

    const acceptedRow = await tableRowOf('Beta Ltd');
    expect(acceptedRow.getByText('Accepted')).toBeTruthy();
    expect(acceptedRow.getByText(formatDateTime(accepted.acceptedDate))).toBeTruthy();
    expect(acceptedRow.queryByRole('button')).toBeNull();
    expect((await tableRowOf('Gamma Ltd')).queryByRole('button')).toBeNull();
    await expectNoSeriousAxeViolations();
  });

  it("says 'No data available.' without invitations", async () => {
    mockApi({ [LIST]: [] });
    signInProvider();
    await openPage();
    expect(await screen.findByText('No data available.')).toBeTruthy();
  });

  it('approves: sends the decision, says so and refreshes the list', async () => {
    const pending = createMachineUserInvitation({ organizationName: 'Acme Ltd' });
    let decided = false;
    const api = mockApi({
      [LIST]: () => [decided ? { ...pending, status: 'ACCEPTED', invitationStatus: 'ACCEPTED' } : pending],
      [decide(pending.invitationCode)]: () => {
        decided = true;
        return { message: 'Approved successfully' };
      },
    });
    signInProvider();
    const { user } = await openPage();
    await user.click((await tableRowOf('Acme Ltd')).getByRole('button', { name: /^Approve/ }));
    expect(await screen.findByText('Approved successfully')).toBeTruthy();
    const [call] = api.callsTo(decide(pending.invitationCode));
    expect(call?.body).toEqual({ invitationStatus: 'ACCEPTED', invitationCode: pending.invitationCode });
    expect(call?.headers.get('x-auth-token')).toBeTruthy();
    await waitFor(async () =>
      expect((await tableRowOf('Acme Ltd')).getByTestId('invitation-status').textContent).toBe('Accepted'),
    );
    expect((await tableRowOf('Acme Ltd')).queryByRole('button')).toBeNull();
  });

  it('rejects, with its own toast', async () => {
    const pending = createMachineUserInvitation({ organizationName: 'Acme Ltd' });
    const api = mockApi({
      [LIST]: [pending],
      [decide(pending.invitationCode)]: { message: 'Rejected successfully' },
    });
    signInProvider();
    const { user } = await openPage();
    await user.click((await tableRowOf('Acme Ltd')).getByRole('button', { name: /^Reject/ }));
    expect(await screen.findByText('Rejected successfully')).toBeTruthy();
    expect(api.callsTo(decide(pending.invitationCode))[0]?.body).toEqual({
      invitationStatus: 'REJECTED',
      invitationCode: pending.invitationCode,
    });
  });

  it("disables the decisions while one runs, then shows the server's message when it fails", async () => {
    const pending = createMachineUserInvitation({ organizationName: 'Acme Ltd' });
    let answer: (() => void) | undefined;
    mockApi({
      [LIST]: [pending],
      [decide(pending.invitationCode)]: () =>
        new Promise((resolve) => {
          answer = () => resolve(apiError(409, machineUserNotJoinedMessage('Sigil')));
        }),
    });
    signInProvider();
    const { user } = await openPage();
    const row = await tableRowOf('Acme Ltd');
    await user.click(row.getByRole('button', { name: /^Approve/ }));
    await waitFor(() =>
      expect(row.getByRole('button', { name: /^Approve/ })).toHaveProperty('disabled', true),
    );
    expect(row.getByRole('button', { name: /^Reject/ })).toHaveProperty('disabled', true);
    answer?.();
    expect(await screen.findByText('Fail to approve, User have not joined the Sigil')).toBeTruthy();
    await waitFor(() =>
      expect(row.getByRole('button', { name: /^Approve/ })).toHaveProperty('disabled', false),
    );
  });

  it('searches by the trimmed org name and filters by status, both debounced, as query parameters', async () => {
    const api = mockApi({ [LIST]: [] });
    signInProvider();
    const { user } = await openPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search by Org Name' }), '  acme ');
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query.get('orgName')).toBe('acme'), {
      timeout: 2000,
    });
    // One request for the settled text, not one per key.
    expect(api.callsTo(LIST).filter((call) => call.query.get('orgName')).length).toBe(1);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select All',
      'Pending',
      'Accepted',
      'Rejected',
    ]);
    await user.click(screen.getByRole('option', { name: 'Rejected' }));
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query.get('status')).toBe('REJECTED'), {
      timeout: 2000,
    });
    expect(api.callsTo(LIST).at(-1)?.query.get('orgName')).toBe('acme');
  });
});
