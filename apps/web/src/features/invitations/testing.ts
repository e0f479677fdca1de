import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { INVITATION_TYPES, ROLE_CODES, ROLE_TYPES, type TInvitation } from '@sigil/core';
import { didOf, ORGANISATION_DID } from '../../test/factories';
import { choose, fill } from '../../test/page-test';

/** Test data and steps of the invitation screens (their page tests only). */

let sequence = 0;

/** A pending e-mail invitation to UserAdmin, sent by an Admin of Acme Ltd. */
export function createInvitation(overrides: Partial<TInvitation> = {}): TInvitation {
  sequence += 1;
  const status = overrides.status ?? overrides.invitationStatus ?? 'INVITED';
  return {
    invitationCode: `code-${sequence}`,
    type: INVITATION_TYPES.adminRole,
    invitorName: 'Ada Lovelace',
    invitedBy: didOf(1),
    inviteeName: `Invitee ${sequence}`,
    inviteeEmail: `invitee${sequence}@example.org`,
    inviteeDid: null,
    acceptedDate: null,
    createdDate: `2026-11-${String((sequence % 27) + 1).padStart(2, '0')}T03:04:05.000Z`,
    expiresAt: '2026-12-31T00:00:00.000Z',
    roleCode: ROLE_CODES.userAdmin,
    roleType: ROLE_TYPES.userAdmin,
    organizationDid: ORGANISATION_DID,
    organizationName: 'Acme Ltd',
    ...overrides,
    status,
    invitationStatus: status,
  };
}

/** A Machine User invitation: by DID, no name or e-mail. */
export function createMachineUserInvitation(overrides: Partial<TInvitation> = {}): TInvitation {
  sequence += 1;
  return createInvitation({
    type: INVITATION_TYPES.userRole,
    inviteeName: '',
    inviteeEmail: '',
    inviteeDid: didOf(9000 + sequence),
    roleCode: ROLE_CODES.machineUser,
    roleType: ROLE_TYPES.machineUser,
    ...overrides,
  });
}

/** Opens the invite dialog with its button; its queries. */
export async function openInviteDialog(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Invite User' }));
  return within(await screen.findByRole('dialog', { name: 'Invite User' }));
}

/** Picks a role in the open invite dialog. */
export async function chooseRole(user: UserEvent, role: string) {
  await choose(user, /Role/, role, within(screen.getByRole('dialog', { name: 'Invite User' })));
}

/** Opens the invite dialog, picks the role, fills in name and e-mail and presses Invite; the dialog's queries. */
export async function inviteByEmail(user: UserEvent, invitee: { role: string; name: string; email: string }) {
  const dialog = await openInviteDialog(user);
  await chooseRole(user, invitee.role);
  await fill(user, dialog.getByLabelText(/Name/), invitee.name);
  await fill(user, dialog.getByLabelText(/Email/), invitee.email);
  await user.click(dialog.getByRole('button', { name: 'Invite' }));
  return dialog;
}
