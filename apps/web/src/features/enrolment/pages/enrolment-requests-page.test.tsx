import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime, LOGGED_IN_AS, type TEnrolmentRequestItem } from '@sigil/core';
import { apiError, mockApi } from '../../../test/api-mock';
import { createEnrolmentRequest, createProfile } from '../../../test/factories';
import { renderApp, signIn } from '../../../test/render-app';
import { choose } from '../../../test/page-test';

const LIST = 'GET /api/invite/invitations/';

function signInProvider() {
  signIn(createProfile({ mode: 'provider', name: 'Provider Ops' }), LOGGED_IN_AS.provider);
}

async function openPage() {
  const view = renderApp('/enrollment-requests');
  await screen.findByRole('heading', { level: 1, name: 'Enrollment Requests' });
  return view;
}

const rowOf = async (orgName: string) => {
  const cell = await screen.findByRole('cell', { name: orgName });
  return cell.closest('tr') as HTMLTableRowElement;
};

describe('enrollment requests (provider home)', () => {
  it('lists the requests with their columns; Approve and Reject only on the pending one', async () => {
    const pending = createEnrolmentRequest({ orgName: 'Acme Pte Ltd' });
    const accepted = createEnrolmentRequest({
      orgName: 'Beta Ltd',
      // Spec §4: status text may carry trailing spaces.
      status: 'ACCEPTED  ' as TEnrolmentRequestItem['status'],
      isApproved: 'true',
      organisationDid: 'did:sigil:0x00000000000000000000000000000000000000b1',
    });
    const rejected = createEnrolmentRequest({
      orgName: 'Gamma Ltd',
      status: 'REJECTED',
      isApproved: 'false',
    });
    mockApi({ [LIST]: [pending, accepted, rejected] });
    signInProvider();
    await openPage();

    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Organization',
      'Requester',
      'Requester DID',
      'Date',
      'DID',
      'Status',
      'Actions',
    ]);

    const pendingRow = within(await rowOf('Acme Pte Ltd'));
    expect(pendingRow.getByText('Pending')).toBeTruthy();
    expect(pendingRow.getByText('Grace Hopper')).toBeTruthy();
    expect(pendingRow.getByText(pending.requesterDid)).toBeTruthy();
    expect(pendingRow.getByText(formatDateTime(pending.createdAt))).toBeTruthy();
    expect(pendingRow.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(pendingRow.getByRole('button', { name: 'Reject' })).toBeTruthy();

    const acceptedRow = within(await rowOf('Beta Ltd'));
    expect(acceptedRow.getByTestId('enrollment-status').textContent).toBe('Accepted');
    expect(acceptedRow.getByText('did:sigil:0x00000000000000000000000000000000000000b1')).toBeTruthy();
    expect(acceptedRow.queryByRole('button')).toBeNull();

    const rejectedRow = within(await rowOf('Gamma Ltd'));
    expect(rejectedRow.getByTestId('enrollment-status').textContent).toBe('Rejected');
    expect(rejectedRow.queryByRole('button')).toBeNull();
  });

  it("says 'No data available.' without requests", async () => {
    mockApi({ [LIST]: [] });
    signInProvider();
    await openPage();
    expect(await screen.findByText('No data available.')).toBeTruthy();
  });

  /** Answers the dialog that asks before a decision, with its confirm button (named like the decision). */
  async function confirmIn(user: UserEvent, decision: 'Approve' | 'Reject', question: RegExp) {
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(question)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: decision }));
  }

  it("shows the signup's details in the dialog before Approve or Reject", async () => {
    const pending = createEnrolmentRequest({ orgName: 'Acme Pte Ltd', contactEmail: 'ops@acme.example' });
    mockApi({ [LIST]: [pending] });
    signInProvider();
    const { user } = await openPage();
    for (const decision of ['Approve', 'Reject'] as const) {
      await user.click(within(await rowOf('Acme Pte Ltd')).getByRole('button', { name: decision }));
      const details = within(within(await screen.findByRole('dialog')).getByTestId('enrolment-details'));
      const pairs = details
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
      expect(pairs).toEqual([
        ['Contact Email', 'ops@acme.example'],
        ['Contact Number', pending.contactNumber],
        ['Company Registration Number', pending.orgRegNumber],
        ['Country of Incorporation', 'Singapore'],
        ['Organization Website', pending.corporateWebsite],
        ['Mailing Address', pending.mailingAddress1],
        ['Requester', 'Grace Hopper'],
        ['Requester e-mail', 'grace@org.example'],
      ]);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });

  it('asks first, naming the organisation; Cancel sends nothing', async () => {
    const pending = createEnrolmentRequest({ orgName: 'Acme Pte Ltd' });
    const api = mockApi({ [LIST]: [pending] });
    signInProvider();
    const { user } = await openPage();
    await user.click(within(await rowOf('Acme Pte Ltd')).getByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/^Approve the enrollment of Acme Pte Ltd\?/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(await rowOf('Acme Pte Ltd')).getByRole('button', { name: 'Reject' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(`POST /api/invite/invitations/${pending.id}`)).toHaveLength(0);
  });

  it('approves with the features left ticked: sends the decision, shows the success toast and refreshes the list', async () => {
    const pending = createEnrolmentRequest({ orgName: 'Acme Pte Ltd' });
    let decided = false;
    const api = mockApi({
      'GET /api/features': [
        { code: 'schemes', type: 'organization' },
        { code: 'endorsements', type: 'organization' },
      ],
      [LIST]: () => [decided ? { ...pending, status: 'ACCEPTED', isApproved: 'true' } : pending],
      [`POST /api/invite/invitations/${pending.id}`]: () => {
        decided = true;
        return { ...pending, status: 'ACCEPTED', isApproved: 'true' };
      },
    });
    signInProvider();
    const { user } = await openPage();
    const row = within(await rowOf('Acme Pte Ltd'));
    await user.click(row.getByRole('button', { name: 'Approve' }));
    // Every feature starts ticked; the provider withholds one.
    const schemes = await screen.findByRole<HTMLInputElement>('checkbox', { name: /Membership schemes/ });
    expect(schemes.checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Endorsements/ }).checked).toBe(true);
    await user.click(schemes);
    await confirmIn(user, 'Approve', /^Approve the enrollment of Acme Pte Ltd\?/);

    expect(await screen.findByText('Successfully approve new organization')).toBeTruthy();
    const [decision] = api.callsTo(`POST /api/invite/invitations/${pending.id}`);
    expect(decision?.body).toEqual({ id: pending.id, type: 'approve', features: ['endorsements'] });
    expect(api.callsTo('GET /api/features')[0]?.query.get('type')).toBe('organization');
    expect(decision?.headers.get('x-auth-token')).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByTestId('enrollment-row')).getByText('Accepted')).toBeTruthy(),
    );
    expect(
      within(screen.getByTestId('enrollment-row')).queryByRole('button', { name: 'Approve' }),
    ).toBeNull();
    expect(api.callsTo(LIST).length).toBeGreaterThanOrEqual(2);
  });

  it('rejects with the reason typed in the dialog, and its own toast', async () => {
    const pending = createEnrolmentRequest({ orgName: 'Acme Pte Ltd' });
    const api = mockApi({
      [LIST]: [pending],
      [`POST /api/invite/invitations/${pending.id}`]: { ...pending, status: 'REJECTED' },
    });
    signInProvider();
    const { user } = await openPage();
    await user.click(within(await rowOf('Acme Pte Ltd')).getByRole('button', { name: 'Reject' }));
    await user.type(await screen.findByLabelText('Reason (optional)'), '  Registration number unknown  ');
    expect(screen.getByText(/· 31 \/ 500$/)).toBeTruthy();
    await confirmIn(user, 'Reject', /^Reject the enrollment of Acme Pte Ltd\?/);
    expect(await screen.findByText('Successfully reject new organization')).toBeTruthy();
    expect(api.callsTo(`POST /api/invite/invitations/${pending.id}`)[0]?.body).toEqual({
      id: pending.id,
      type: 'reject',
      reason: 'Registration number unknown',
    });
  });

  it('shows the failure toast when the server refuses (500), with the buttons usable again', async () => {
    const pending = createEnrolmentRequest({ orgName: 'Acme Pte Ltd' });
    mockApi({
      [LIST]: [pending],
      [`POST /api/invite/invitations/${pending.id}`]: () => apiError(500, 'Internal server error'),
    });
    signInProvider();
    const { user } = await openPage();
    await user.click(within(await rowOf('Acme Pte Ltd')).getByRole('button', { name: 'Approve' }));
    await confirmIn(user, 'Approve', /Acme Pte Ltd/);
    expect(await screen.findByText('Fail to approve new organization')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Approve' })).toHaveProperty('disabled', false),
    );
  });

  it('disables the decisions while one is in flight', async () => {
    const pending = createEnrolmentRequest({ orgName: 'Acme Pte Ltd' });
    let answer: (() => void) | undefined;
    mockApi({
      [LIST]: [pending],
      [`POST /api/invite/invitations/${pending.id}`]: () =>
        new Promise((resolve) => {
          answer = () => resolve(apiError(500, 'Internal server error'));
        }),
    });
    signInProvider();
    const { user } = await openPage();
    await user.click(within(await rowOf('Acme Pte Ltd')).getByRole('button', { name: 'Approve' }));
    await confirmIn(user, 'Approve', /Acme Pte Ltd/);
    // The dialog stays open while the decision runs: the page behind it is hidden from the tree.
    const row = within(screen.getByTestId('enrollment-row'));
    await waitFor(() =>
      expect(row.getByRole('button', { name: 'Reject', hidden: true })).toHaveProperty('disabled', true),
    );
    expect(row.getByRole('button', { name: 'Approve', hidden: true })).toHaveProperty('disabled', true);
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' })).toHaveProperty(
      'disabled',
      true,
    );
    answer?.();
    expect(await screen.findByText('Fail to approve new organization')).toBeTruthy();
  });

  it('searches by the trimmed org name (debounced) and filters by status', async () => {
    const api = mockApi({ [LIST]: [] });
    signInProvider();
    const { user } = await openPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search by Org Name' }), '  acme ');
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query.get('orgName')).toBe('acme'), {
      timeout: 2000,
    });
    // One request for the settled text, not one per key.
    expect(api.callsTo(LIST).filter((call) => call.query.get('orgName')).length).toBe(1);

    await choose(user, 'Status', 'Pending');
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query.get('status')).toBe('INVITED'), {
      timeout: 2000,
    });
    expect(api.callsTo(LIST).at(-1)?.query.get('orgName')).toBe('acme');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(await screen.findByRole('option', { name: 'Select All' })).toBeTruthy();
  });
});
