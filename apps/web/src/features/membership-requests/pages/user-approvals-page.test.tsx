import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENDORSEMENT_MESSAGES, ERROR_CODES, formatDateTime, LOGGED_IN_AS, ROLE_TYPES } from '@sigil/core';
import { mockApi } from '../../../test/api-mock';
import {
  createActor,
  createMembershipRequest,
  createOrganisationProfile,
  didOf,
} from '../../../test/factories';
import {
  expectNoSeriousAxeViolations,
  openScreen,
  PAGE_TEST_TIMEOUT,
  tableRowOf,
} from '../../../test/page-test';
import { signIn, signInOrganisation } from '../../../test/render-app';
import { approveOf, CHECKED, ENDORSEMENTS, HISTORY, REJECT } from '../testing';

const openPage = () => openScreen('/user/approvals', 'Membership Approvals');
const checker = createActor({ name: 'Carl Checker' });

function checkedRequest(requesterName: string) {
  return createMembershipRequest({
    requesterName,
    status: 'CHECKED',
    checkedBy: checker,
    checkedAt: '2026-11-05T06:07:08.000Z',
  });
}

/** The 403 of the server's four-eyes gate, in the API's error shape. */
const fourEyesRefusal = () =>
  Response.json(
    {
      error: {
        code: ERROR_CODES.forbidden,
        message: 'You checked this request: another person must approve it',
      },
    },
    { status: 403 },
  );

describe('membership approvals (/user/approvals)', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('lists the checked requests with who checked them, and the history with its labels', async () => {
    const waiting = checkedRequest('Grace Hopper');
    const approved = createMembershipRequest({
      requesterName: 'Alan Turing',
      status: 'APPROVED',
      checkedBy: checker,
      decidedBy: createActor({ name: 'Ada Approver' }),
      decidedAt: '2026-11-06T07:08:09.000Z',
    });
    const rejected = createMembershipRequest({
      requesterName: 'Ada Lovelace',
      status: 'REJECTED',
      decidedBy: createActor({ name: 'Carl Checker' }),
      decidedAt: '2026-11-04T07:08:09.000Z',
      reason: 'Not an employee',
    });
    mockApi({ [CHECKED]: [waiting], [HISTORY]: [approved, rejected] });
    signInOrganisation(ROLE_TYPES.admin);
    await openPage();

    const queue = within(screen.getByRole('group', { name: 'Membership Approvals' }));
    const row = within((await queue.findByRole('cell', { name: 'Grace Hopper' })).closest('tr')!);
    expect(row.getByText('Carl Checker')).toBeTruthy();
    expect(row.getByText(formatDateTime(waiting.checkedAt))).toBeTruthy();
    expect(row.getByRole('button', { name: /^Approve/ })).toBeTruthy();
    expect(row.getByRole('button', { name: /^Reject/ })).toBeTruthy();

    const history = within(screen.getByRole('region', { name: 'History' }));
    await history.findByRole('cell', { name: 'Alan Turing' });
    const rows = history.getAllByTestId('history-row');
    // The latest decision first.
    expect(rows.map((tr) => tr.querySelector('td')?.textContent)).toEqual(['Alan Turing', 'Ada Lovelace']);
    expect(within(rows[0]!).getByTestId('request-label').textContent).toBe('Approved');
    expect(within(rows[0]!).getByText('Ada Approver')).toBeTruthy();
    expect(within(rows[1]!).getByTestId('request-label').textContent).toBe('Rejected');
    expect(within(rows[1]!).getByText('Not an employee')).toBeTruthy();
    // No actions on a decided request (the header's buttons sort the columns).
    expect(rows.flatMap((row) => within(row).queryAllByRole('button'))).toEqual([]);

    const sidebar = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(sidebar.getByRole('link', { name: 'Approvals' }).getAttribute('aria-current')).toBe('page');
    await expectNoSeriousAxeViolations();
  });

  it("approves: PUT …/approve, 'Successfully approve member', and the queue and history are fetched again", async () => {
    const waiting = checkedRequest('Grace Hopper');
    let approved = false;
    const api = mockApi({
      [CHECKED]: () => (approved ? [] : [waiting]),
      [HISTORY]: () => (approved ? [{ ...waiting, status: 'APPROVED', label: 'APPROVED' }] : []),
      [ENDORSEMENTS]: [],
      [approveOf(waiting.id)]: () => {
        approved = true;
        return { ...waiting, status: 'APPROVED', label: 'APPROVED' };
      },
    });
    signInOrganisation(ROLE_TYPES.admin);
    const { user } = await openPage();

    await user.click((await tableRowOf('Grace Hopper')).getByRole('button', { name: /^Approve/ }));
    expect(await screen.findByText(ENDORSEMENT_MESSAGES.approved)).toBeTruthy();
    expect(screen.getByText('Successfully approve member')).toBeTruthy();
    expect(api.callsTo(approveOf(waiting.id))).toHaveLength(1);
    const history = within(screen.getByRole('region', { name: 'History' }));
    await waitFor(() => expect(history.getByTestId('request-label').textContent).toBe('Approved'));
  });

  it("a refused approval (four eyes, 403) says 'Somethings wrong please try again' and the server's reason", async () => {
    const waiting = checkedRequest('Grace Hopper');
    mockApi({ [CHECKED]: [waiting], [HISTORY]: [], [approveOf(waiting.id)]: fourEyesRefusal });
    signInOrganisation(ROLE_TYPES.admin);
    const { user } = await openPage();

    const row = await tableRowOf('Grace Hopper');
    await user.click(row.getByRole('button', { name: /^Approve/ }));
    expect(
      await screen.findByText(
        'Somethings wrong please try again: You checked this request: another person must approve it',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(row.getByRole('button', { name: /^Approve/ }).hasAttribute('disabled')).toBe(false),
    );
  });

  it('rejects a checked request with its reason', async () => {
    const waiting = checkedRequest('Grace Hopper');
    const api = mockApi({
      [CHECKED]: [waiting],
      [HISTORY]: [],
      [REJECT]: { ...waiting, status: 'REJECTED', label: 'REJECTED', reason: 'Duplicate' },
    });
    signInOrganisation(ROLE_TYPES.admin);
    const { user } = await openPage();
    await user.click((await tableRowOf('Grace Hopper')).getByRole('button', { name: /^Reject/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject request' }));
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Duplicate');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected successfully')).toBeTruthy();
    expect(api.callsTo(REJECT)[0]?.body).toEqual({ id: waiting.id, reason: 'Duplicate' });
  });

  it('four eyes: whoever checked the request cannot approve it', async () => {
    const me = didOf(4343);
    signIn(createOrganisationProfile(ROLE_TYPES.admin, { did: me }), LOGGED_IN_AS.organisation);
    mockApi({
      [CHECKED]: [
        createMembershipRequest({
          requesterName: 'Grace Hopper',
          status: 'CHECKED',
          checkedBy: { did: me, name: 'Ada Lovelace' },
        }),
      ],
      [HISTORY]: [],
    });
    await openPage();
    const row = await tableRowOf('Grace Hopper');
    expect(row.getByRole('button', { name: /^Approve/ }).hasAttribute('disabled')).toBe(true);
    expect(row.getByTestId('four-eyes-hint').textContent).toBe(
      'You made or checked this request: another person must approve it',
    );
  });

  it('is not open to a UserAdmin (approval is an Admin’s)', async () => {
    mockApi({ [CHECKED]: [], [HISTORY]: [] });
    signInOrganisation(ROLE_TYPES.userAdmin);
    await openScreen('/user/approvals', 'Ooops, Page Not Found!');
  });
});
