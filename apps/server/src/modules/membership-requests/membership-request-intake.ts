import {
  ENDORSEMENT_MESSAGES as EM,
  fieldsToZod,
  schemeFieldDefinitions,
  type TMembershipRequest,
  type TMembershipRequestKind,
  type TScheme,
} from '@sigil/core';
import type { Db, DbTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { MembersService } from '../members/members.service';
import type { OrganisationRow, OrganisationsService } from '../organisations/organisations.service';
import type { SchemesService } from '../schemes/schemes.service';
import { insertMembershipRequest, listMembershipRequests } from './membership-requests.repository';
import { toMembershipRequest } from './membership-request-presenter';

/**
 * What taking a membership request in needs, and what its services share: an individual's
 * application and an organisation's enrolment are validated and inserted alike, and every service
 * answers with the request as the API shows it. Functions, not a service: each runs after its
 * caller passed the gate.
 */
export interface Intake {
  db: Db;
  members: MembersService;
  organisations: OrganisationsService;
  schemes: SchemesService;
  /** The DID method a DID field's value must use. */
  didMethod: string;
}

export interface NewRequest {
  kind: TMembershipRequestKind;
  requesterDid: string;
  requesterName: string;
  values: Record<string, string>;
  maker: { did: string; name: string };
}

/** The organisation of a DID, or 404. */
export async function organisationOf(
  { organisations, db }: Intake,
  did: string,
  tx: Db | DbTx = db,
): Promise<OrganisationRow> {
  const organisation = await organisations.find({ did }, tx);
  if (!organisation) throw notFound(EM.organisationNotFound);
  return organisation;
}

/** The role (active, locked for the transaction) and the values, validated by the role's own fields. */
export async function validRequest(
  tx: DbTx,
  { schemes, didMethod }: Intake,
  organisation: OrganisationRow,
  schemeId: string,
  input: Record<string, unknown> | undefined,
): Promise<{ role: TScheme; values: Record<string, string> }> {
  const role = await schemes.lockedRole(tx, organisation, schemeId);
  if (!role) throw notFound(EM.roleUnknown);
  if (role.status !== 'APPROVED') throw conflict(EM.roleInactive, { schemeId: EM.roleInactive });
  const parsed = fieldsToZod(schemeFieldDefinitions(role.fields), didMethod)
    .strict()
    .safeParse(input ?? {});
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path.length ? String(issue.path[0]) : 'values';
      fields[name] ??=
        issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : issue.message;
    }
    throw badRequest(Object.values(fields)[0]!, fields);
  }
  const values = Object.fromEntries(
    Object.entries(parsed.data)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
  return { role, values };
}

/** Inserts a SENT request, refused when the requester holds the role or has one waiting for it. */
export async function insertRequest(
  tx: DbTx,
  { members }: Intake,
  organisation: OrganisationRow,
  role: TScheme,
  request: NewRequest,
): Promise<string> {
  if (
    await members.holdsRole(tx, organisation.id, request.requesterDid, { roleCode: null, schemeId: role.id })
  ) {
    throw conflict(EM.alreadyMember);
  }
  const id = await insertMembershipRequest(tx, {
    organisationId: organisation.id,
    schemeId: role.id,
    kind: request.kind,
    requesterDid: request.requesterDid,
    requesterName: request.requesterName,
    fieldValues: request.values,
    createdByDid: request.maker.did,
    createdByName: request.maker.name,
  });
  if (!id) throw conflict(EM.alreadyRequested);
  return id;
}

/** The request as the API shows it, read after its transaction committed. */
export async function presentRequest({ db }: Intake, id: string): Promise<TMembershipRequest> {
  const [row] = await listMembershipRequests(db, { id });
  return toMembershipRequest(row!);
}
