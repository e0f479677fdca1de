import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { vi } from 'vitest';
import { INVITATION_TYPES, ROLE_CODES, ROLE_TYPES, type TInvitation, type TScheme } from '@sigil/core';

/** Test data and checks of the invitation screens (their page tests only). */

/**
 * A page test renders the whole console (router, guards, layout) and types into MUI fields, and
 * some run axe: on this shared 2-core machine that takes longer than Vitest's 5 s default.
 */
export const PAGE_TEST_TIMEOUT = 20_000;

/** The first visit of a file loads the lazy page module, which a cold transform cache makes slow. */
export const PAGE_LOAD_TIMEOUT = 5_000;

let sequence = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;
export const didOf = (n: number) => `did:sigil:0x${n.toString(16).padStart(40, '0')}`;

/** The organisation of createOrganisationProfile (src/test/factories.ts). */
export const ORGANISATION_DID = 'did:sigil:0x00000000000000000000000000000000000000aa';

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

/** An active (approved) custom role of the organisation, as schemes_active answers it. */
export function createActiveRole(overrides: Partial<TScheme> = {}): TScheme {
  sequence += 1;
  const maker = { did: didOf(5000 + sequence), name: 'Rita Maker' };
  return {
    id: uuid(sequence),
    schemeName: `Role ${sequence}`,
    status: 'APPROVED',
    activeStatus: 'Y',
    organizationDid: ORGANISATION_DID,
    memberId: 'm9',
    fields: [],
    fieldsCount: 0,
    membersCount: 0,
    createdBy: maker,
    editedBy: maker,
    checkedBy: maker,
    approvedBy: maker,
    createdAt: '2026-11-02T03:04:05.000Z',
    updatedAt: '2026-11-02T03:04:05.000Z',
    checkedAt: '2026-11-02T03:04:05.000Z',
    approvedAt: '2026-11-02T03:04:05.000Z',
    ...overrides,
  };
}

/**
 * The serious and critical axe-core violations of the document as it is now, one line each ([]
 * when clean). jsdom draws nothing, so colour contrast is left to the browser suite (e2e).
 */
export async function seriousAxeViolations(): Promise<string[]> {
  // axe measures icon ligatures on a canvas; jsdom has none and would log an error for each.
  const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  const results = await axe
    .run(document.body, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false } } })
    .finally(() => getContext.mockRestore());
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Opens the invite dialog with its button; its queries. */
export async function openInviteDialog(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Invite User' }));
  return within(await screen.findByRole('dialog', { name: 'Invite User' }));
}

/** Picks a role in the open invite dialog. */
export async function chooseRole(user: UserEvent, role: string) {
  const dialog = within(screen.getByRole('dialog', { name: 'Invite User' }));
  await user.click(dialog.getByRole('combobox', { name: /Role/ }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: role }));
}

/** Puts text into a field at once (typing it key by key is slow, and not what these tests check). */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
