import {
  type TEndorsableAccount,
  type TMembershipRequest,
  type TMembershipRequestStatus,
  type TRequestEndorsementRequest,
} from '@sigil/core';
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
import { toMembershipRequest } from './membership-request-presenter';

const WAITING: readonly TMembershipRequestStatus[] = ['SENT', 'CHECKED'];
const DECIDED: readonly TMembershipRequestStatus[] = ['APPROVED', 'REJECTED'];

/**
 * The individual's side of membership requests (docs/architecture.md, Membership requests): the
 * organisations one can apply to, applying, and one's own requests.
 */
export class MembershipApplicationsService {
  constructor(
    private readonly access: AccessGate,
    private readonly identities: IdentitiesService,
    private readonly intake: Intake,
  ) {}

  /** Request Endorsements: organisations with at least one active role, and those roles. */
  async endorsableAccounts(user: SessionUser, orgName?: string): Promise<TEndorsableAccount[]> {
    await this.access.require(user, 'endorsements:request');
    const organisations = await this.intake.organisations.search(orgName);
    const rolesOf = await this.intake.schemes.activeRolesOfEach(organisations);
    const cards: TEndorsableAccount[] = [];
    for (const organisation of organisations) {
      const roles = rolesOf.get(organisation.id) ?? [];
      if (roles.length === 0) continue;
      cards.push({
        BusinessName: organisation.businessName,
        Address: organisation.mailingAddress1,
        AccountName: organisation.accountName,
        AccountDid: organisation.did,
        schemes: roles.map((role) => ({ id: role.id, schemeName: role.schemeName, fields: role.fields })),
      });
    }
    return cards;
  }

  /** POST /v1/users/request-endorsement/{organisationDid}: the caller applies to one of its active roles. */
  async apply(
    user: SessionUser,
    organisationDid: string,
    request: TRequestEndorsementRequest,
  ): Promise<TMembershipRequest> {
    await this.access.require(user, 'endorsements:request');
    const organisation = await organisationOf(this.intake, organisationDid);
    const id = await this.intake.db.transaction(async (tx) => {
      const { role, values } = await validRequest(
        tx,
        this.intake,
        organisation,
        request.schemeId,
        request.values,
      );
      const profile = await this.identities.profileOf(tx, user.sub);
      return insertRequest(tx, this.intake, organisation, role, {
        kind: 'APPLICATION',
        requesterDid: user.sub,
        requesterName: profile.name,
        values,
        maker: { did: user.sub, name: profile.name },
      });
    });
    return presentRequest(this.intake, id);
  }

  /** My pending requests (SENT, CHECKED) or my past ones (APPROVED, REJECTED), newest first. */
  async mine(user: SessionUser, did: string, which: 'waiting' | 'decided'): Promise<TMembershipRequest[]> {
    await this.access.require(user, 'endorsements:read-own', { ownerDid: did });
    const statuses = which === 'waiting' ? WAITING : DECIDED;
    const rows = await listMembershipRequests(this.intake.db, { requesterDid: user.sub, statuses });
    return rows.map(toMembershipRequest);
  }
}
