import { ACCESS_MESSAGES, forbidden } from '../../lib/errors';
import type { Actor } from '../access/access-gate.service';
import type { MembershipRow } from '../members/members.service';

/**
 * The member acting for their organisation. Every roles and field-type permission is a member's,
 * so an actor past the gate has one; the check keeps the type honest.
 */
export function membershipOf(actor: Actor): MembershipRow {
  if (!actor.membership) throw forbidden(ACCESS_MESSAGES.selectAccount);
  return actor.membership;
}

/** An organizationDid the caller sent is checked against the session's organisation; none means that one. */
export function scopeOf(organisationDid: string | undefined) {
  return organisationDid === undefined ? {} : { organisationDid };
}
