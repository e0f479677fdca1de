import {
  ENDORSEMENT_MESSAGES as EM,
  fieldsToZod,
  MEMBERSHIP_REQUEST_STATUSES,
  membershipRequestStepsTaken,
  schemeFieldDefinitions,
  type TEndorsableAccount,
  type TEnrolAccountRequest,
  type TMembershipRequest,
  type TMembershipRequestKind,
  type TMembershipRequestStatus,
  type TPermission,
  type TRejectMembershipRequest,
  type TRequestEndorsementRequest,
  type TScheme,
} from '@sigil/core';
import type { Db, DbTx } from '../../db/client';
import { violatedUniqueIndex } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-tokens';
import { isUuid } from '../../lib/uuid';
import type { AccessGate, Actor } from '../access/access-gate.service';
import type { IdentitiesService } from '../identities/identities.service';
import type { MailService } from '../mail/mail.service';
import type { MembersService } from '../members/members.service';
import type { OrganisationRow, OrganisationsService } from '../organisations/organisations.service';
import type { SchemesService } from '../schemes/schemes.service';
import type { EndorsementsService } from '../endorsements/endorsements.service';
import {
  insertMembershipRequest,
  listMembershipRequests,
  lockMembershipRequest,
  updateMembershipRequest,
  type MembershipRequestChanges,
  type MembershipRequestRow,
} from './membership-requests.repository';
import { toMembershipRequest } from './membership-request-presenter';

const WAITING: readonly TMembershipRequestStatus[] = ['SENT', 'CHECKED'];
const DECIDED: readonly TMembershipRequestStatus[] = ['APPROVED', 'REJECTED'];

/** The value of a field named like an e-mail, when the request has one. */
const emailIn = (values: Record<string, string>) =>
  Object.entries(values).find(([name, value]) => /e-?mail/i.test(name) && value.includes('@'))?.[1];

/** The permission each waiting step asks: a SENT request is checked, a CHECKED one approved. */
const STEP_PERMISSION: Partial<Record<TMembershipRequestStatus, TPermission>> = {
  SENT: 'membership-requests:check',
  CHECKED: 'membership-requests:approve',
};

/**
 * Membership requests (docs/architecture.md, Membership requests): an individual applies to an
 * organisation's active role, or the organisation enrols an account into one; a member checks it,
 * another approves it, which creates the membership and issues the endorsement in one transaction.
 * Everything an organisation does reaches only its own requests: another organisation's id finds
 * nothing.
 */
export class MembershipRequestsService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessGate,
    private readonly members: MembersService,
    private readonly identities: IdentitiesService,
    private readonly organisations: OrganisationsService,
    private readonly schemes: SchemesService,
    private readonly endorsements: EndorsementsService,
    private readonly mail: MailService,
    private readonly didMethod: string,
  ) {}

  // -------------------------------------------------------------------------------------------
  // The individual's side

  /** Request Endorsements: organisations with at least one active role, and those roles. */
  async endorsableAccounts(user: SessionUser, orgName?: string): Promise<TEndorsableAccount[]> {
    await this.access.require(user, 'endorsements:request');
    const organisations = await this.organisations.search(orgName);
    const rolesOf = await this.schemes.activeRolesOfEach(organisations);
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
    const organisation = await this.organisationOf(organisationDid);
    const id = await this.db.transaction(async (tx) => {
      const { role, values } = await this.validRequest(tx, organisation, request.schemeId, request.values);
      const profile = await this.identities.profileOf(tx, user.sub);
      return this.insert(tx, organisation, role, {
        kind: 'APPLICATION',
        requesterDid: user.sub,
        requesterName: profile.name,
        values,
        maker: { did: user.sub, name: profile.name },
      });
    });
    return this.present(id);
  }

  /** My pending requests (SENT, CHECKED) or my past ones (APPROVED, REJECTED), newest first. */
  async mine(user: SessionUser, did: string, which: 'waiting' | 'decided'): Promise<TMembershipRequest[]> {
    await this.access.require(user, 'endorsements:read-own', { ownerDid: did });
    const statuses = which === 'waiting' ? WAITING : DECIDED;
    return (await listMembershipRequests(this.db, { requesterDid: user.sub, statuses })).map(
      toMembershipRequest,
    );
  }

  // -------------------------------------------------------------------------------------------
  // The organisation's side

  /** POST …/orgschemes/enroll: a member enrols a registered account (a person or another organisation). */
  async enrol(user: SessionUser, request: TEnrolAccountRequest): Promise<TMembershipRequest> {
    const actor = await this.access.require(user, 'membership-requests:enrol', {
      organisationDid: request.organizationDid || undefined,
    });
    const m = actor.membership!;
    const organisation = await this.organisationOf(m.organisationDid);
    if (request.accountDid === organisation.did)
      throw badRequest(EM.ownOrganisation, { accountDid: EM.ownOrganisation });
    const id = await this.db.transaction(async (tx) => {
      const { role, values } = await this.validRequest(tx, organisation, request.schemeId, request.values);
      if (!(await this.identities.registeredKeyOf(tx, request.accountDid))) {
        throw badRequest(EM.accountUnknown, { accountDid: EM.accountUnknown });
      }
      const account = await this.organisations.find({ did: request.accountDid }, tx);
      const requesterName =
        account?.businessName ?? (await this.identities.profileOf(tx, request.accountDid)).name;
      return this.insert(tx, organisation, role, {
        kind: 'ENROLMENT',
        requesterDid: request.accountDid,
        requesterName,
        values,
        maker: { did: m.memberDid, name: m.memberName },
      });
    });
    return this.present(id);
  }

  /** The organisation's requests in these statuses, newest first. */
  async ofOrganisation(
    user: SessionUser,
    statuses: readonly TMembershipRequestStatus[],
    organisationDid?: string,
  ): Promise<TMembershipRequest[]> {
    const actor = await this.access.require(user, 'membership-requests:read', { organisationDid });
    const rows = await listMembershipRequests(this.db, {
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
    return (await listMembershipRequests(this.db, { orgName: filter.orgName, statuses })).map(
      toMembershipRequest,
    );
  }

  /** PUT …/orgschemes/{id}/check: SENT → CHECKED, by someone who neither made nor is the subject of it. */
  check(user: SessionUser, id: string): Promise<TMembershipRequest> {
    return this.step(user, id, 'SENT', async (tx, _row, actor) => ({
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
      const organisation = await this.organisationOf(row.organisationDid, tx);
      const role = await this.schemes.lockedRole(tx, organisation, row.schemeId);
      if (role?.status !== 'APPROVED') throw conflict(EM.roleInactive);
      const email = emailIn(row.fieldValues) ?? '';
      let memberId: string;
      try {
        memberId = await this.members.add(tx, {
          organisationId: row.organisationId,
          memberDid: row.requesterDid,
          name: row.requesterName,
          email,
          role: { schemeId: row.schemeId },
        });
      } catch (error) {
        if (violatedUniqueIndex(error) !== null) throw conflict(EM.alreadyMember);
        throw error;
      }
      await this.endorsements.granted(tx, {
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
    const permission = STEP_PERMISSION[row.status as TMembershipRequestStatus];
    if (!permission) throw conflict(EM.notWaiting);
    return this.step(
      user,
      request.id,
      row.status as TMembershipRequestStatus,
      async (_tx, _row, stepActor) => ({
        status: 'REJECTED',
        decidedByDid: stepActor.user.sub,
        decidedByName: stepActor.membership!.memberName,
        reason: request.reason,
        decided: true,
      }),
    );
  }

  // -------------------------------------------------------------------------------------------

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
      fourEyes: { step: from === 'SENT' ? 'check' : 'approve', taken: membershipRequestStepsTaken(toMembershipRequest(row)) },
    });
    await this.db.transaction(async (tx) => {
      await lockMembershipRequest(tx, id);
      const changes = await change(tx, row, actor);
      if (!(await updateMembershipRequest(tx, id, from, changes))) throw conflict(EM.notWaiting);
      if (changes.status === 'APPROVED' || changes.status === 'REJECTED') await this.notifyRequester(tx, row, changes);
    });
    return this.present(id);
  }

  /**
   * The requester learns the outcome by e-mail, at the address they entered in the request or
   * their wallet profile's; with neither, the outcome is on their Endorsements screen only.
   */
  private async notifyRequester(tx: DbTx, row: MembershipRequestRow, changes: MembershipRequestChanges): Promise<void> {
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
    const [row] = isUuid(id) ? await listMembershipRequests(this.db, { id }) : [];
    if (!row || row.organisationId !== actor.membership?.organisationId) throw notFound(EM.requestNotFound);
    return row;
  }

  private async organisationOf(did: string, db: Db | DbTx = this.db): Promise<OrganisationRow> {
    const organisation = await this.organisations.find({ did }, db);
    if (!organisation) throw notFound(EM.organisationNotFound);
    return organisation;
  }

  /** The role (active, locked for the transaction) and the values, validated by the role's own fields. */
  private async validRequest(
    tx: DbTx,
    organisation: OrganisationRow,
    schemeId: string,
    input: Record<string, unknown> | undefined,
  ): Promise<{ role: TScheme; values: Record<string, string> }> {
    const role = await this.schemes.lockedRole(tx, organisation, schemeId);
    if (!role) throw notFound(EM.roleUnknown);
    if (role.status !== 'APPROVED') throw conflict(EM.roleInactive, { schemeId: EM.roleInactive });
    const definitions = schemeFieldDefinitions(role.fields);
    const parsed = fieldsToZod(definitions, this.didMethod)
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

  private async insert(
    tx: DbTx,
    organisation: OrganisationRow,
    role: TScheme,
    request: {
      kind: TMembershipRequestKind;
      requesterDid: string;
      requesterName: string;
      values: Record<string, string>;
      maker: { did: string; name: string };
    },
  ): Promise<string> {
    if (
      await this.members.holdsRole(tx, organisation.id, request.requesterDid, {
        roleCode: null,
        schemeId: role.id,
      })
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

  private async present(id: string): Promise<TMembershipRequest> {
    const [row] = await listMembershipRequests(this.db, { id });
    return toMembershipRequest(row!);
  }
}
