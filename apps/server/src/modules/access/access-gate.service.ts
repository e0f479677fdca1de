import {
  FEATURE_OF_PERMISSION,
  isSuspended,
  principalHolds,
  tookEarlierStep,
  type TApprovalStep,
  type TFeatureCode,
  type TPermission,
  type TPrincipal,
  type TRoleType,
  type TStepsTaken,
} from '@sigil/core';
import { ACCESS_MESSAGES, forbidden, unauthorised } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-tokens';
import type { MembershipRow } from '../members/members.service';

/** Where the gate reads a live membership by its id (the members' cache, in the app). */
export interface MembershipSource {
  membership(membershipId: string): Promise<MembershipRow | undefined>;
}

export { ACCESS_MESSAGES } from '../../lib/errors';

/** Who is acting, once the gate has let them through. */
export interface Actor {
  user: SessionUser;
  principal: TPrincipal;
  /** An organisation login: its selected membership, checked to be live. */
  membership: MembershipRow | null;
}

/** What a call touches; the gate checks the caller may reach it. */
export interface AccessTarget {
  /** An organisation's data: a member reaches only their own organisation, the provider any. */
  organisationDid?: string;
  /** A holder's own data: only that DID reaches it. */
  ownerDid?: string;
  /** An approval step of an item: whoever took an earlier step of it may not take this one (four eyes). */
  fourEyes?: { step: TApprovalStep; taken: TStepsTaken };
}

/**
 * The one access gate (docs/architecture.md, Access gate): every service method that reads or
 * writes organisation or holder data calls `require` first. It decides by the permission vocabulary
 * of packages/core — never by role name — then by the organisation's account features, by scope
 * (organisation, owner), and by the four-eyes rule.
 */
export class AccessGate {
  constructor(private readonly memberships: MembershipSource) {}

  async require(user: SessionUser, permission: TPermission, target: AccessTarget = {}): Promise<Actor> {
    const actor = await this.actorOf(user);
    this.permit(actor, permission, target);
    return actor;
  }

  /**
   * For a second permission known only once the item was read (rejecting a role asks the check or
   * the approval permission, by the role's status): the actor must hold it, and reach the target.
   */
  permit(actor: Actor, permission: TPermission, target: AccessTarget = {}): void {
    if (!principalHolds(actor.principal, permission)) throw forbidden(ACCESS_MESSAGES.notAllowed);
    const feature = FEATURE_OF_PERMISSION[permission];
    if (feature) this.requireFeature(actor, feature);
    this.checkTarget(actor, target);
  }

  /**
   * A member acts for an organisation only within the features the provider granted it; the
   * provider and individuals act for no organisation, so no feature limits them.
   */
  requireFeature(actor: Actor, feature: TFeatureCode): void {
    if (actor.membership && !actor.membership.features.includes(feature)) {
      throw forbidden(ACCESS_MESSAGES.featureMissing(feature));
    }
  }

  /** For a target known only after the permission was checked (it had to be looked up first). */
  checkTarget(actor: Actor, target: AccessTarget): void {
    if (target.organisationDid !== undefined) {
      if (actor.membership) {
        if (actor.membership.organisationDid !== target.organisationDid)
          throw forbidden(ACCESS_MESSAGES.otherOrganisation);
      } else if (actor.principal !== 'provider') {
        throw forbidden(ACCESS_MESSAGES.notAllowed);
      }
    }
    if (target.ownerDid !== undefined && target.ownerDid.toLowerCase() !== actor.user.sub.toLowerCase()) {
      throw forbidden(ACCESS_MESSAGES.notYours);
    }
    if (target.fourEyes && tookEarlierStep(target.fourEyes.taken, target.fourEyes.step, actor.user.sub)) {
      throw forbidden(ACCESS_MESSAGES.fourEyes);
    }
  }

  /**
   * The principal behind a session. An organisation login acts through its selected membership,
   * checked on every call: a removed member's token must stop working at once (the cache it is
   * read from forgets on every change, members/membership-cache.ts).
   */
  private async actorOf(user: SessionUser): Promise<Actor> {
    if (user.aud !== 'organisation') return { user, principal: user.aud, membership: null };
    if (!user.mid) throw forbidden(ACCESS_MESSAGES.selectAccount);
    const membership = await this.memberships.membership(user.mid);
    if (!membership || membership.memberDid !== user.sub) throw forbidden(ACCESS_MESSAGES.membershipEnded);
    // A suspension ends its members' sessions at once (the cache forgets on the change): 401, so the
    // console closes the session, and the next login says why.
    if (isSuspended(membership.organisationStatus)) throw unauthorised(ACCESS_MESSAGES.organisationSuspended);
    return { user, principal: membership.roleType as TRoleType, membership };
  }
}
