import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENDORSEMENT_MESSAGES, formatDateTime, permissionsOf, ROLE_TYPES } from '@sigil/core';
import { apiError, mockApi } from '../../../test/api-mock';
import { createEndorsement, uuidOf } from '../../../test/factories';
import {
  choose,
  expectNoSeriousAxeViolations,
  openScreen,
  PAGE_TEST_TIMEOUT,
  tableRowOf,
} from '../../../test/page-test';
import { signInOrganisation } from '../../../test/render-app';
import { useSessionStore } from '../../../lib/session-store';
import { deleteOf, ENDORSEMENTS, firstCellsOf } from '../testing';

const openPage = () => openScreen('/list-endorsements', 'Issued Endorsements');
const shownHolders = () => firstCellsOf('endorsement-row');

describe('issued endorsements (/list-endorsements)', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('lists them with their status; Delete only on the valid ones; in the sidebar', async () => {
    const valid = createEndorsement({ holderName: 'Grace Hopper', roleType: 'Sales' });
    const revoked = createEndorsement({
      holderName: 'Alan Turing',
      roleType: 'Audit',
      schemeId: uuidOf(9902),
      status: 'REVOKED',
      revokedAt: '2026-11-07T08:09:10.000Z',
    });
    const api = mockApi({ [ENDORSEMENTS]: [valid, revoked] });
    signInOrganisation(ROLE_TYPES.userAdmin);
    await openPage();

    const validRow = await tableRowOf('Grace Hopper');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Holder',
      'Holder DID',
      'Role',
      'Issued Date',
      'Status',
      'Revoked Date',
      'Actions',
    ]);
    expect(validRow.getByText(valid.holderDid)).toBeTruthy();
    expect(validRow.getByText(formatDateTime(valid.issuedAt))).toBeTruthy();
    expect(validRow.getByTestId('credential-status').textContent).toBe('Valid');
    expect(
      validRow.getByRole('button', { name: 'Delete the Sales endorsement of Grace Hopper' }),
    ).toBeTruthy();

    const revokedRow = await tableRowOf('Alan Turing');
    expect(revokedRow.getByTestId('credential-status').textContent).toBe('Revoked');
    expect(revokedRow.getByText(formatDateTime(revoked.revokedAt))).toBeTruthy();
    expect(revokedRow.queryByRole('button')).toBeNull();
    expect(api.callsTo(ENDORSEMENTS)[0]?.query.get('organizationDid')).toBe(valid.organizationDid);

    const sidebar = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(sidebar.getByRole('link', { name: 'Issued Endorsements' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await expectNoSeriousAxeViolations();
  });

  it("asks first, then revokes: DELETE …/{memberId}?memberDid=, 'Successfully delete endorsement'", async () => {
    const valid = createEndorsement({ holderName: 'Grace Hopper' });
    let revoked = false;
    const api = mockApi({
      [ENDORSEMENTS]: () => [
        revoked ? { ...valid, status: 'REVOKED', revokedAt: '2026-11-08T00:00:00.000Z' } : valid,
      ],
      [deleteOf(valid.memberId)]: () => {
        revoked = true;
        return { message: 'Endorsement revoked' };
      },
    });
    signInOrganisation(ROLE_TYPES.admin);
    const { user } = await openPage();

    await user.click((await tableRowOf('Grace Hopper')).getByRole('button', { name: /^Delete/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete endorsement' }));
    expect(dialog.getByText('Are you sure you want to revoke this endorsement?')).toBeTruthy();
    expect(api.callsTo(deleteOf(valid.memberId))).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(ENDORSEMENT_MESSAGES.deleted)).toBeTruthy();
    expect(screen.getByText('Successfully delete endorsement')).toBeTruthy();
    expect(api.callsTo(deleteOf(valid.memberId))[0]?.query.get('memberDid')).toBe(valid.holderDid);
    await waitFor(async () =>
      expect((await tableRowOf('Grace Hopper')).getByTestId('credential-status').textContent).toBe('Revoked'),
    );
    expect((await tableRowOf('Grace Hopper')).queryByRole('button')).toBeNull();
  });

  it("warns 'Something went wrongs' when the revocation fails", async () => {
    const valid = createEndorsement({ holderName: 'Grace Hopper' });
    mockApi({ [ENDORSEMENTS]: [valid], [deleteOf(valid.memberId)]: () => new Response('', { status: 500 }) });
    signInOrganisation(ROLE_TYPES.admin);
    const { user } = await openPage();
    await user.click((await tableRowOf('Grace Hopper')).getByRole('button', { name: /^Delete/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ENDORSEMENT_MESSAGES.deleteFailed)).toBeTruthy();
  });

  it("adds the server's reason to the warning when it gives one", async () => {
    const valid = createEndorsement({ holderName: 'Grace Hopper' });
    mockApi({
      [ENDORSEMENTS]: [valid],
      [deleteOf(valid.memberId)]: apiError(409, ENDORSEMENT_MESSAGES.alreadyRevoked),
    });
    signInOrganisation(ROLE_TYPES.admin);
    const { user } = await openPage();
    await user.click((await tableRowOf('Grace Hopper')).getByRole('button', { name: /^Delete/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(`Something went wrongs: ${ENDORSEMENT_MESSAGES.alreadyRevoked}`),
    ).toBeTruthy();
  });

  it("offers no Delete without 'endorsements:revoke'", async () => {
    mockApi({ [ENDORSEMENTS]: [createEndorsement({ holderName: 'Grace Hopper' })] });
    signInOrganisation(ROLE_TYPES.userAdmin);
    const granted = permissionsOf(ROLE_TYPES.userAdmin);
    useSessionStore.getState().setPermissions({ ...granted, 'endorsements:revoke': false });
    await openPage();
    const row = await tableRowOf('Grace Hopper');
    expect(row.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('searches by holder name and filters by role', async () => {
    mockApi({
      [ENDORSEMENTS]: [
        createEndorsement({ holderName: 'Grace Hopper', roleType: 'Sales' }),
        createEndorsement({ holderName: 'Alan Turing', roleType: 'Audit', schemeId: uuidOf(9902) }),
        createEndorsement({ holderName: 'Ada Lovelace', roleType: 'Sales' }),
      ],
    });
    signInOrganisation(ROLE_TYPES.userAdmin);
    const { user } = await openPage();
    await tableRowOf('Grace Hopper');

    await choose(user, 'Role', 'Audit');
    expect(shownHolders()).toEqual(['Alan Turing']);
    await choose(user, 'Role', 'Select All');
    await user.type(screen.getByRole('searchbox', { name: 'Search by Holder Name' }), 'lovelace');
    await waitFor(() => expect(shownHolders()).toEqual(['Ada Lovelace']), { timeout: 2000 });
  });
});
