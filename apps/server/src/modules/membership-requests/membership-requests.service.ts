import {
  ENDORSEMENT_MESSAGES as EM,
  MEMBERSHIP_REQUEST_STATUSES,
  type TEnrolAccountRequest,
  type TMembershipRequest,
  type TMembershipRequestStatus,
} from '@sigil/core';
import { badRequest } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-tokens';
import type { AccessGate } from '../access/access-gate.service';
import type { IdentitiesService } from '../identities/identities.service';
import {
  insertRequest,
  organisationOf,
  presentRequest,
  validRequest,
  type Intake,
} from './membership-request-intake';
import { listMembershipRequests } from './membership-requests.repository';

export type { Intake } from './membership-request-intake';
import { toMembershipRequest } from './membership-request-presenter';

/**
 * Membership requests as an organisation and the provider see them (docs/architecture.md,
 * Membership requests): an organisation enrols an account and lists its own requests; the
 * provider lists everyone's. Deciding them is MembershipRequestDecisionsService. Another
 * organisation's requests are never reached.
 */
export class MembershipRequestsService {
  constructor(
    private readonly access: AccessGate,
    private readonly identities: IdentitiesService,
    private readonly intake: Intake,
  ) {}

  /** POST …/orgschemes/enroll: a member enrols a registered account (a person or another organisation). */
  async enrol(user: SessionUser, request: TEnrolAccountRequest): Promise<TMembershipRequest> {
    const actor = await this.access.require(user, 'membership-requests:enrol', {
      organisationDid: request.organizationDid || undefined,
    });
    const m = actor.membership!;
    const organisation = await organisationOf(this.intake, m.organisationDid);
    if (request.accountDid === organisation.did)
      throw badRequest(EM.ownOrganisation, { accountDid: EM.ownOrganisation });
    const id = await this.intake.db.transaction(async (tx) => {
      const { role, values } = await validRequest(
        tx,
        this.intake,
        organisation,
        request.schemeId,
        request.values,
      );
      if (!(await this.identities.registeredKeyOf(tx, request.accountDid))) {
        throw badRequest(EM.accountUnknown, { accountDid: EM.accountUnknown });
      }
      const account = await this.intake.organisations.find({ did: request.accountDid }, tx);
      const requesterName =
        account?.businessName ?? (await this.identities.profileOf(tx, request.accountDid)).name;
      return insertRequest(tx, this.intake, organisation, role, {
        kind: 'ENROLMENT',
        requesterDid: request.accountDid,
        requesterName,
        values,
        maker: { did: m.memberDid, name: m.memberName },
      });
    });
    return presentRequest(this.intake, id);
  }

  /** The organisation's requests in these statuses, newest first. */
  async ofOrganisation(
    user: SessionUser,
    statuses: readonly TMembershipRequestStatus[],
    organisationDid?: string,
  ): Promise<TMembershipRequest[]> {
    const actor = await this.access.require(user, 'membership-requests:read', { organisationDid });
    const rows = await listMembershipRequests(this.intake.db, {
      organisationId: actor.membership!.organisationId,
      statuses,
    });
    return rows.map(toMembershipRequest);
  }

  /** The provider's /admin-requests: every organisation's requests, by organisation name and status. */
  async all(user: SessionUser, filter: { orgName?: string; status?: string }): Promise<TMembershipRequest[]> {
    await this.access.require(user, 'endorsement-requests:read-all');
    const status = filter.status?.toUpperCase();
    if (status && !MEMBERSHIP_REQUEST_STATUSES.includes(status as TMembershipRequestStatus)) {
      throw badRequest(`Unknown status: use one of ${MEMBERSHIP_REQUEST_STATUSES.join(', ')}`, {
        status: 'Unknown status',
      });
    }
    const statuses = status ? [status as TMembershipRequestStatus] : undefined;
    const rows = await listMembershipRequests(this.intake.db, { orgName: filter.orgName, statuses });
    return rows.map(toMembershipRequest);
  }
}
