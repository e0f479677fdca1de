import {
  ENDORSEMENT_MESSAGES as EM,
  membershipRequestStepsTaken,
  type TMembershipRequest,
  type TMembershipRequestStatus,
  type TPermission,
  type TRejectMembershipRequest,
} from '@sigil/core';
import type { DbTx } from '../../db/client';
import { violatedUniqueIndex } from '../../db/errors';
import { conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-tokens';
import { isUuid } from '../../lib/uuid';
import type { AccessGate, Actor } from '../access/access-gate.service';
import type { IdentitiesService } from '../identities/identities.service';
import type { MailService } from '../mail/mail.service';
import type { CustomRoleListener } from '../members/members.service';
import { organisationOf, presentRequest, type Intake } from './membership-request-intake';
import { toMembershipRequest } from './membership-request-presenter';
import {
  listMembershipRequests,
  lockMembershipRequest,
  rejectWaitingRequestsOf,
  updateMembershipRequest,
  type MembershipRequestChanges,
  type MembershipRequestRow,
} from './membership-requests.repository';

/** The permission each waiting step asks: a SENT request is checked, a CHECKED one approved. */
const STEP_PERMISSION: Partial<Record<TMembershipRequestStatus, TPermission>> = {
  SENT: 'membership-requests:check',
  CHECKED: 'membership-requests:approve',
};

/** The value of a field named like an e-mail, when the request has one. */
const emailIn = (values: Record<string, string>) =>
  Object.entries(values).find(([name, value]) => /e-?mail/i.test(name) && value.includes('@'))?.[1];

/**
 * Deciding an organisation's membership requests (docs/architecture.md, Membership requests): a
 * member checks a SENT request, another approves the CHECKED one, which creates the membership and
 * issues the endorsement in one transaction; either step may reject it instead. The requester is
 * mailed the outcome.
 */
export class MembershipRequestDecisionsService {
  constructor(
    private readonly access: AccessGate,
    private readonly identities: IdentitiesService,
    private readonly intake: Intake,
    /** Told of the membership an approval creates: it issues the endorsement (decision 0009). */
    private readonly customRoles: CustomRoleListener,
    private readonly mail: MailService,
  ) {}

  /** PUT …/orgschemes/{id}/check: SENT → CHECKED, by someone who neither made nor is the subject of it. */
  check(user: SessionUser, id: string): Promise<TMembershipRequest> {
    return this.step(user, id, 'SENT', async (_tx, _row, actor) => ({
      status: 'CHECKED',
      checkedByDid: actor.user.sub,
      checkedByName: actor.membership!.memberName,
      checked: true,
    }));
  }

  /**
   * PUT …/orgschemes/{id}/approve (and POST /v1/users/issue-Endorsement): CHECKED → APPROVED by a
   * third person. The membership is created and the endorsement issued in the same transaction.
   */
  approve(user: SessionUser, id: string): Promise<TMembershipRequest> {
    return this.step(user, id, 'CHECKED', async (tx, row, actor) => {
      const organisation = await organisationOf(this.intake, row.organisationDid, tx);
      const role = await this.intake.schemes.lockedRole(tx, organisation, row.schemeId);
      if (role?.status !== 'APPROVED') throw conflict(EM.roleInactive);
      let memberId: string;
      try {
        memberId = await this.intake.members.add(tx, {
          organisationId: row.organisationId,
          memberDid: row.requesterDid,
          name: row.requesterName,
          email: emailIn(row.fieldValues) ?? '',
          role: { schemeId: row.schemeId },
        });
      } catch (error) {
        if (violatedUniqueIndex(error) !== null) throw conflict(EM.alreadyMember);
        throw error;
      }
      await this.customRoles.granted(tx, {
        memberId,
        organisationId: row.organisationId,
        memberDid: row.requesterDid,
        schemeId: row.schemeId,
        roleName: role.schemeName,
        requestId: row.id,
      });
      return {
        status: 'APPROVED',
        decidedByDid: actor.user.sub,
        decidedByName: actor.membership!.memberName,
        decided: true,
      };
    });
  }

  /** POST /v1/users/reject-endorsement: REJECTED at either step, with a reason, under that step's rules. */
  async reject(user: SessionUser, request: TRejectMembershipRequest): Promise<TMembershipRequest> {
    const actor = await this.access.require(user, 'membership-requests:read');
    const row = await this.ownRequest(actor, request.id);
    const from = row.status as TMembershipRequestStatus;
    if (!STEP_PERMISSION[from]) throw conflict(EM.notWaiting);
    return this.step(user, request.id, from, async (_tx, _row, stepActor) => ({
      status: 'REJECTED',
      decidedByDid: stepActor.user.sub,
      decidedByName: stepActor.membership!.memberName,
      reason: request.reason,
      decided: true,
    }));
  }

  /**
   * One step of a waiting request: the actor holds the step's permission, the request is the
   * actor's organisation's and in status `from`, and the actor took no earlier step of it. The
   * change is made only if the request is still in `from` (two decisions on one request queue).
   */
  private async step(
    user: SessionUser,
    id: string,
    from: TMembershipRequestStatus,
    change: (tx: DbTx, row: MembershipRequestRow, actor: Actor) => Promise<MembershipRequestChanges>,
  ): Promise<TMembershipRequest> {
    const actor = await this.access.require(user, STEP_PERMISSION[from]!);
    const row = await this.ownRequest(actor, id);
    if (row.status !== from) throw conflict(this.outOfStep(row.status as TMembershipRequestStatus, from));
    this.access.checkTarget(actor, {
      fourEyes: {
        step: from === 'SENT' ? 'check' : 'approve',
        taken: membershipRequestStepsTaken(toMembershipRequest(row)),
      },
    });
    await this.intake.db.transaction(async (tx) => {
      await lockMembershipRequest(tx, id);
      const changes = await change(tx, row, actor);
      if (!(await updateMembershipRequest(tx, id, from, changes))) throw conflict(EM.notWaiting);
      if (changes.status === 'APPROVED' || changes.status === 'REJECTED')
        await this.notifyRequester(tx, row, changes);
    });
    return presentRequest(this.intake, id);
  }

  /**
   * The requester learns the outcome by e-mail, at the address they entered in the request or
   * their wallet profile's; with neither, the outcome is on their Endorsements screen only.
   */
  private async notifyRequester(
    tx: DbTx,
    row: MembershipRequestRow,
    changes: MembershipRequestChanges,
  ): Promise<void> {
    const to = emailIn(row.fieldValues) ?? (await this.identities.profileOf(tx, row.requesterDid)).email;
    if (!to) return;
    await this.mail.enqueue(tx, to, {
      kind: 'membership-request-decided',
      orgName: row.organisationName,
      requesterName: row.requesterName,
      roleName: row.schemeName,
      approved: changes.status === 'APPROVED',
      reason: changes.reason ?? undefined,
    });
  }

  private outOfStep(status: TMembershipRequestStatus, expected: TMembershipRequestStatus): string {
    if (expected === 'CHECKED' && status === 'SENT') return EM.checkFirst;
    if (expected === 'SENT' && status === 'CHECKED') return EM.alreadyChecked;
    return EM.notWaiting;
  }

  /** A request of the actor's organisation, or 404 (another organisation's id finds nothing). */
  private async ownRequest(actor: Actor, id: string): Promise<MembershipRequestRow> {
    const [row] = isUuid(id) ? await listMembershipRequests(this.intake.db, { id }) : [];
    if (!row || row.organisationId !== actor.membership?.organisationId) throw notFound(EM.requestNotFound);
    return row;
  }

  /** The organisation is being deactivated: its waiting requests are rejected, with that reason. */
  async organisationEnded(tx: DbTx, organisationId: string, endedByDid: string): Promise<number> {
    return rejectWaitingRequestsOf(tx, organisationId, {
      decidedByDid: endedByDid,
      reason: EM.organisationDeactivated,
    });
  }
}
