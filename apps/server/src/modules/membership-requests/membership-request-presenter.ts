import {
  endorsementLabel,
  type TMembershipRequest,
  type TMembershipRequestKind,
  type TMembershipRequestStatus,
} from '@sigil/core';
import { fieldEntries } from '../../db/field-entries';
import { actorRef } from '../../lib/actor-ref';
import type { MembershipRequestRow } from './membership-requests.repository';

/** A membership request row as the API shows it, with the label its status reads as. */
export function toMembershipRequest(row: MembershipRequestRow): TMembershipRequest {
  const status = row.status as TMembershipRequestStatus;
  return {
    id: row.id,
    kind: row.kind as TMembershipRequestKind,
    status,
    label: endorsementLabel(status),
    organizationDid: row.organisationDid,
    organizationName: row.organisationName,
    schemeId: row.schemeId,
    schemeName: row.schemeName,
    requesterDid: row.requesterDid,
    requesterName: row.requesterName,
    values: row.fieldValues,
    entries: fieldEntries(row.fieldValues, row.fields),
    createdBy: { did: row.createdByDid, name: row.createdByName },
    checkedBy: actorRef(row.checkedByDid, row.checkedByName),
    decidedBy: actorRef(row.decidedByDid, row.decidedByName),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    checkedAt: row.checkedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
