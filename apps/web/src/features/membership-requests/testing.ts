import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  endorsementLabel,
  type TEndorsement,
  type TMembershipRequest,
} from '@sigil/core';
import { didOf, ORGANISATION_DID, uuidOf } from '../../test/factories';

/** Test data and steps of the membership-request screens (their page tests only). */

let sequence = 0;

const ORG_SCHEMES = '/api/v1/trustanchor/orgschemes';
export const SENT = `GET ${ORG_SCHEMES}/sent`;
export const CHECKED = `GET ${ORG_SCHEMES}/checked`;
export const HISTORY = `GET ${ORG_SCHEMES}/history`;
export const ALL_REQUESTS = `GET ${ORG_SCHEMES}/all`;
export const ENROL = `POST ${ORG_SCHEMES}/enroll`;
export const REJECT = 'POST /api/v1/users/reject-endorsement';
export const ENDORSEMENTS = 'GET /api/v1/endorsements';
export const ACTIVE_ROLES = 'GET /api/v1/trustanchor/schemes_active';
export const checkOf = (id: string) => `PUT ${ORG_SCHEMES}/${id}/check`;
export const approveOf = (id: string) => `PUT ${ORG_SCHEMES}/${id}/approve`;
export const deleteOf = (memberId: string) => `DELETE /api/v1/endorsements/${memberId}`;

/** An application of an individual to a role of Acme Ltd, waiting for its check. */
export function createMembershipRequest(overrides: Partial<TMembershipRequest> = {}): TMembershipRequest {
  sequence += 1;
  const requesterDid = overrides.requesterDid ?? didOf(7500 + sequence);
  const requesterName = overrides.requesterName ?? `Requester ${sequence}`;
  const status = overrides.status ?? 'SENT';
  return {
    id: uuidOf(7000 + sequence),
    kind: 'APPLICATION',
    organizationDid: ORGANISATION_DID,
    organizationName: 'Acme Ltd',
    schemeId: uuidOf(9900),
    schemeName: 'Sales',
    values: {},
    createdBy: { did: requesterDid, name: requesterName },
    checkedBy: null,
    decidedBy: null,
    reason: null,
    createdAt: `2026-11-${String((sequence % 27) + 1).padStart(2, '0')}T03:04:05.000Z`,
    checkedAt: null,
    decidedAt: null,
    ...overrides,
    requesterDid,
    requesterName,
    status,
    label: endorsementLabel(status),
  };
}

/** An endorsement Acme Ltd issued, valid. */
export function createEndorsement(overrides: Partial<TEndorsement> = {}): TEndorsement {
  sequence += 1;
  const holderDid = overrides.holderDid ?? didOf(8500 + sequence);
  const roleType = overrides.roleType ?? 'Sales';
  return {
    id: `urn:uuid:${uuidOf(8000 + sequence)}`,
    credentialSubject: { id: holderDid, associatedWith: { id: ORGANISATION_DID, type: roleType } },
    memberId: uuidOf(8200 + sequence),
    holderName: `Holder ${sequence}`,
    organizationDid: ORGANISATION_DID,
    organizationName: 'Acme Ltd',
    schemeId: uuidOf(9900),
    status: 'VALID',
    issuedAt: '2026-11-03T04:05:06.000Z',
    revokedAt: null,
    jwt: 'eyJhbGciOiJFUzI1NksifQ.eyJ2YyI6e319.c2ln',
    ...overrides,
    holderDid,
    roleType,
  };
}

/** The requester names in the listed rows (their first cell), in the order shown. */
export const firstCellsOf = (rowTestId: string) =>
  screen.queryAllByTestId(rowTestId).map((row) => row.querySelector('td')?.textContent);

/** Picks an option of the dropdown named `label` (in `within`, a part of the page, if given). */
export async function choose(
  user: UserEvent,
  label: RegExp | string,
  option: string,
  inside: Pick<typeof screen, 'getByRole'> = screen,
) {
  await user.click(inside.getByRole('combobox', { name: label }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

/** Puts text into a field at once (typing it key by key is slow, and not what these tests check). */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
