import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INVITATION_TYPES, ROLE_TYPES, type TDidRecord } from '@sigil/core';
import { mockApi } from '../../../test/api-mock';
import { ACTIVE_ROLES, createActiveRole, didOf, ORGANISATION_DID } from '../../../test/factories';
import { expectNoSeriousAxeViolations, fill, openScreen, PAGE_TEST_TIMEOUT } from '../../../test/page-test';
import { signInOrganisation } from '../../../test/render-app';
import { chooseRole, createInvitation, createMachineUserInvitation, openInviteDialog } from '../testing';

const LIST = 'GET /api/v1/invitations/user-roles/sent';
const SEND = 'POST /api/v1/invitations/';

const signInUserAdmin = () => signInOrganisation(ROLE_TYPES.userAdmin);
const openPage = () => openScreen('/user-invitations', 'Invitations');

/** What GET /api/v1/identities/{did} tells of a DID: registered once it has logged in. */
const didRecord = (did: string, registered: boolean): TDidRecord => ({
  did,
  registered,
  protectFlag: 'N',
  hidden: false,
  kind: registered ? 'individual' : null,
  publicKey: null,
  created: null,
  profile: { name: null },
  other: { endorsements: [] },
});

describe('user invitations', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it("lists the organisation's user invitations; a Machine User shows its DID and cannot be resent", async () => {
    const machine = createMachineUserInvitation({ createdDate: '2026-11-05T10:00:00.000Z' });
    const sales = createInvitation({
      type: INVITATION_TYPES.userRole,
      inviteeName: 'Grace Hopper',
      roleCode: createActiveRole().id,
      roleType: 'Sales',
      createdDate: '2026-11-04T10:00:00.000Z',
    });
    const api = mockApi({ [LIST]: [machine, sales] });
    signInUserAdmin();
    await openPage();

    const [first, second] = await screen.findAllByTestId('invitation-row');
    const machineRow = within(first!);
    expect(machineRow.getByText(machine.inviteeDid!)).toBeTruthy();
    expect(machineRow.getByText('Machine User')).toBeTruthy();
    expect(machineRow.getByTestId('invitation-status').textContent).toBe('Pending');
    expect(machineRow.getByRole('button', { name: /^Cancel/ })).toBeTruthy();
    expect(machineRow.queryByRole('button', { name: /^Resend/ })).toBeNull();
    const salesRow = within(second!);
    expect(salesRow.getByText('Grace Hopper')).toBeTruthy();
    expect(salesRow.getByText('Sales')).toBeTruthy();
    expect(salesRow.getByRole('button', { name: /^Resend/ })).toBeTruthy();
    expect(api.callsTo(LIST)[0]?.query.get('organizationDid')).toBe(ORGANISATION_DID);
  });

  it("invites to an active custom role: the role's id and name, the organisation and membership", async () => {
    const sales = createActiveRole({ schemeName: 'Sales' });
    const audit = createActiveRole({ schemeName: 'Audit' });
    const api = mockApi({
      [LIST]: [],
      [ACTIVE_ROLES]: [sales, audit],
      'GET /api/invite/check-email/grace@example.org': {},
      [SEND]: () => Response.json(createInvitation(), { status: 201 }),
    });
    signInUserAdmin();
    const { user } = await openPage();
    const dialog = await openInviteDialog(user);
    await user.click(dialog.getByRole('combobox', { name: /Role/ }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Audit', 'Sales', 'Machine User']),
    );
    expect(api.callsTo(ACTIVE_ROLES)[0]?.query.get('organizationDid')).toBe(ORGANISATION_DID);
    expect(dialog.queryByText(/issues them an endorsement credential/)).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Sales' }));
    // A custom role: the dialog says what accepting it brings.
    expect(
      dialog.getByText(/When the invitee accepts, your organization issues them an endorsement credential/),
    ).toBeTruthy();
    await fill(user, dialog.getByLabelText(/Name/), 'Grace Hopper');
    await fill(user, dialog.getByLabelText(/Email/), 'grace@example.org');
    // A double-click sends one invitation.
    await user.dblClick(dialog.getByRole('button', { name: 'Invite' }));

    expect(await screen.findByText('Invited successfully')).toBeTruthy();
    expect(api.callsTo(SEND)).toHaveLength(1);
    expect(api.callsTo(SEND)[0]?.body).toEqual({
      invitationType: INVITATION_TYPES.userRole,
      roleCode: sales.id,
      roleType: 'Sales',
      name: 'Grace Hopper',
      email: 'grace@example.org',
      organizationDid: ORGANISATION_DID,
      memberId: 'm1',
    });
  });

  it('invites a Machine User by DID only: its own messages, no e-mail check, and a warning for a DID never logged in', async () => {
    const machineDid = didOf(0xabc);
    const newcomerDid = didOf(0xdef);
    const api = mockApi({
      [LIST]: [],
      [ACTIVE_ROLES]: [],
      [`GET /api/v1/identities/${machineDid}`]: didRecord(machineDid, true),
      [`GET /api/v1/identities/${newcomerDid}`]: didRecord(newcomerDid, false),
      [SEND]: () => Response.json(createMachineUserInvitation({ inviteeDid: machineDid }), { status: 201 }),
    });
    signInUserAdmin();
    const { user } = await openPage();
    const dialog = await openInviteDialog(user);
    await chooseRole(user, 'Machine User');
    expect(dialog.queryByLabelText(/Name/)).toBeNull();
    expect(dialog.queryByLabelText(/Email/)).toBeNull();

    await user.click(dialog.getByRole('button', { name: 'Invite' }));
    expect(await dialog.findByText('DID is required')).toBeTruthy();
    await fill(user, dialog.getByLabelText(/DID/), 'did:other:0x1');
    await user.click(dialog.getByRole('button', { name: 'Invite' }));
    expect(await dialog.findByText('Invalid DID format')).toBeTruthy();
    await expectNoSeriousAxeViolations();

    // A DID that has never logged in: the inviter is told at once that the provider must wait for it.
    await user.clear(dialog.getByLabelText(/DID/));
    await fill(user, dialog.getByLabelText(/DID/), newcomerDid);
    expect((await dialog.findByRole('alert')).textContent).toMatch(/has not logged in to Sigil yet/);
    await user.clear(dialog.getByLabelText(/DID/));
    await fill(user, dialog.getByLabelText(/DID/), machineDid);
    await waitFor(() => expect(dialog.queryByRole('alert')).toBeNull());
    await user.click(dialog.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invited successfully')).toBeTruthy();
    expect(api.callsTo(SEND)[0]?.body).toEqual({
      invitationType: INVITATION_TYPES.userRole,
      roleCode: '1005',
      roleType: 'Machine User',
      did: machineDid,
      organizationDid: ORGANISATION_DID,
      memberId: 'm1',
    });
    expect(api.calls.some((call) => call.path.startsWith('/api/invite/check-email/'))).toBe(false);
  });
});
