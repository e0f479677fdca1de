import {
  ORGANISATION_LIFECYCLE_MESSAGES as LM,
  ORGANISATION_STEPS,
  ROLE_TYPES,
  type TOrganisationLifecycleResponse,
  type TOrganisationStep,
} from '@sigil/core';
import type { Db, DbTx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-tokens';
import type { AccessGate } from '../access/access-gate.service';
import type { Accreditor } from '../accreditations/accreditations.service';
import type { MailService } from '../mail/mail.service';
import type { MembersService } from '../members/members.service';
import { insertOrganisationEvent } from './organisation-events.repository';
import {
  findOrganisationByDid,
  setOrganisationStatus,
  type OrganisationRow,
} from './organisations.repository';

/**
 * What else ends with an organisation, in the transaction of its deactivation: its endorsements
 * (revoked), its waiting invitations (cancelled), its waiting membership requests (rejected).
 */
export interface OrganisationEndListener {
  organisationEnded(tx: DbTx, organisationId: string, endedByDid: string): Promise<unknown>;
}

/** What each step says: its refusal from another status, and its result. */
const WORDS = {
  suspend: { refusal: LM.notActive, done: LM.suspended },
  reactivate: { refusal: LM.notSuspended, done: LM.reactivated },
  deactivate: { refusal: LM.alreadyDeactivated, done: LM.deactivated },
} as const satisfies Record<TOrganisationStep, { refusal: string; done: string }>;

/**
 * The provider ends or pauses an organisation (docs/trust-model.md, Organisation lifecycle): a
 * suspension stops its members' logins and sessions and nothing else; a reactivation undoes it; a
 * deactivation revokes every endorsement it issued, ends its memberships and deactivates its DID.
 * Each step is one transaction with its history entry and the mails to its Admins, the
 * organisation's row locked so two steps queue.
 */
export class OrganisationLifecycleService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessGate,
    private readonly members: MembersService,
    private readonly mail: MailService,
    private readonly accreditor: Accreditor,
    private readonly endListeners: readonly OrganisationEndListener[],
  ) {}

  async change(
    user: SessionUser,
    did: string,
    step: TOrganisationStep,
    reason: string,
  ): Promise<TOrganisationLifecycleResponse> {
    await this.access.require(user, 'organisation:lifecycle', { organisationDid: did });
    const rule = ORGANISATION_STEPS[step];
    await this.db.transaction(async (tx) => {
      const organisation = await findOrganisationByDid(tx, did, { withDeactivated: true, lock: true });
      if (!organisation) throw notFound('Organisation not found');
      if (!(rule.from as readonly string[]).includes(organisation.status))
        throw conflict(WORDS[step].refusal);
      await this.mailAdmins(tx, organisation, rule.action, reason);
      if (rule.to === 'DEACTIVATED') {
        for (const listener of this.endListeners)
          await listener.organisationEnded(tx, organisation.id, user.sub);
        await this.members.endAllOf(tx, organisation.id);
      }
      const changed = await setOrganisationStatus(tx, organisation.id, rule.to);
      // The registry vouches for an active organisation only.
      if (rule.to === 'ACTIVE') await this.accreditor.issue(tx, changed);
      else await this.accreditor.revoke(tx, organisation.id);
      await insertOrganisationEvent(tx, {
        organisationId: organisation.id,
        action: rule.action,
        status: rule.to,
        features: changed.features,
        reason,
        actor: { did: user.sub, name: user.did.extdata.name },
      });
    });
    return { status: rule.to, message: WORDS[step].done };
  }

  /** Its Admins hear what the provider did and why (read before a deactivation ends them). */
  private async mailAdmins(
    tx: DbTx,
    organisation: OrganisationRow,
    action: (typeof ORGANISATION_STEPS)[TOrganisationStep]['action'],
    reason: string,
  ): Promise<void> {
    const admins = (await this.members.listLive(organisation.id, tx)).filter(
      (member) => member.roleType === ROLE_TYPES.admin && member.email,
    );
    for (const email of new Set(admins.map((admin) => admin.email))) {
      await this.mail.enqueue(tx, email, {
        kind: 'organisation-status',
        orgName: organisation.businessName,
        action,
        reason,
      });
    }
  }
}
