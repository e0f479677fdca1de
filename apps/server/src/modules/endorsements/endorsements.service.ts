import { fieldEntries } from '../../db/field-entries';
import { randomUUID } from 'node:crypto';
import {
  ENDORSEMENT_MESSAGES as EM,
  isSuspended,
  mayEndorse,
  type TEndorsement,
  type TEndorsementDetail,
  type TMessageResponse,
} from '@sigil/core';
import type { Db, DbOrTx, DbTx } from '../../db/client';
import { ACCESS_MESSAGES, conflict, forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-tokens';
import { encodeStatusList, randomStatusIndex } from '../../lib/status-list';
import type { AccessGate } from '../access/access-gate.service';
import { NO_ACCREDITOR, type Accreditor } from '../accreditations/accreditations.service';
import type { CustomRoleGrant, CustomRoleListener, MembersService } from '../members/members.service';
import type { OrganisationsService } from '../organisations/organisations.service';
import { NO_NEWS, type PersonalNews } from '../notifications/personal-news.service';
import { signEndorsement, signStatusList } from '../../lib/credentials';
import {
  insertEndorsementAt,
  listEndorsements,
  revokedIndexes,
  revokeEndorsements,
  type EndorsementRow,
} from './endorsements.repository';

/** Tries for a free status list position: with 131,072 of them, a second try is already rare. */
const INDEX_ATTEMPTS = 16;

export function toEndorsementDetail(row: EndorsementRow): TEndorsementDetail {
  return {
    id: `urn:uuid:${row.id}`,
    organizationName: row.organisationName,
    credentialSubject: {
      id: row.holderDid,
      associatedWith: { id: row.organisationDid, type: row.roleName },
    },
  };
}

function toEndorsement(row: EndorsementRow): TEndorsement {
  return {
    ...toEndorsementDetail(row),
    memberId: row.memberId,
    holderDid: row.holderDid,
    holderName: row.holderName,
    organizationDid: row.organisationDid,
    schemeId: row.schemeId,
    roleType: row.roleName,
    status: row.revokedAt ? 'REVOKED' : 'VALID',
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    jwt: row.jwt,
    entries: row.requestValues ? fieldEntries(row.requestValues, row.fields) : [],
  };
}

/**
 * Endorsements (docs/architecture.md, Endorsements): the credential a membership in a custom role
 * carries. Issued in the transaction that grants the membership (an accepted invitation, an
 * approved request), revoked in the one that ends it (the endorsement deleted, the member removed,
 * the role changed): a status bit is set in the organisation's Bitstring Status List and the row
 * stays for history.
 */
export class EndorsementsService implements CustomRoleListener {
  constructor(
    private readonly db: Db,
    private readonly access: AccessGate,
    private readonly members: MembersService,
    private readonly organisations: OrganisationsService,
    private readonly config: { publicUrl: string },
    private readonly news: PersonalNews = NO_NEWS,
    private readonly accreditor: Pick<Accreditor, 'current'> = NO_ACCREDITOR,
  ) {}

  /** Where an organisation's status list credential is served (public, GET). */
  statusListUrl(organisationDid: string): string {
    return `${this.config.publicUrl}/api/v1/status-lists/${organisationDid}`;
  }

  // -------------------------------------------------------------------------------------------
  // Issuance and revocation, in the caller's transaction

  async granted(tx: DbTx, grant: CustomRoleGrant): Promise<void> {
    // Its row held first: a suspension or a change of features under way is waited for, not missed.
    await this.members.organisationStatus(tx, grant.organisationId);
    const organisation = await this.organisations.find({ id: grant.organisationId }, tx);
    if (!organisation) throw notFound(EM.organisationNotFound);
    // Whichever path grants the role (an invitation accepted after the provider withdrew the
    // feature, too), no credential is issued without the feature (decision 0009).
    if (!mayEndorse(organisation.features)) throw forbidden(ACCESS_MESSAGES.featureMissing('endorsements'));
    // A suspended organisation issues nothing.
    if (isSuspended(organisation.status)) throw forbidden(ACCESS_MESSAGES.organisationSuspended);
    const signer = this.organisations.signerOf(organisation);
    const accreditation = await this.accreditor.current(tx, organisation.id);
    const id = randomUUID();
    const issuedAt = new Date();
    for (let attempt = 0; attempt < INDEX_ATTEMPTS; attempt++) {
      const statusListIndex = randomStatusIndex();
      const jwt = await signEndorsement(
        {
          id,
          holderDid: grant.memberDid,
          organisationDid: organisation.did,
          roleName: grant.roleName,
          issuedAt,
          statusListUrl: this.statusListUrl(organisation.did),
          statusListIndex,
          accreditation,
        },
        signer,
      );
      const inserted = await insertEndorsementAt(tx, {
        id,
        organisationId: organisation.id,
        memberId: grant.memberId,
        holderDid: grant.memberDid,
        schemeId: grant.schemeId,
        roleName: grant.roleName,
        requestId: grant.requestId,
        statusListIndex,
        jwt,
        issuedAt,
      });
      if (inserted) {
        const data = {
          organisationName: organisation.businessName,
          organisationDid: organisation.did,
          roleName: grant.roleName,
        };
        await this.news.tell(tx, grant.memberDid, { kind: 'endorsement-issued', data }, organisation.logo);
        return;
      }
    }
    throw new Error(`No free status list position for ${organisation.did} after ${INDEX_ATTEMPTS} tries`);
  }

  async ended(tx: DbTx, membership: { memberId: string; endedByDid: string }): Promise<void> {
    await this.tellRevoked(
      tx,
      await revokeEndorsements(tx, { memberId: membership.memberId }, membership.endedByDid),
    );
  }

  /**
   * The organisation is being deactivated: every endorsement it issued is revoked in this
   * transaction (its status list says so from the commit on); how many were.
   */
  async organisationEnded(tx: DbTx, organisationId: string, endedByDid: string): Promise<number> {
    const revoked = await revokeEndorsements(tx, { organisationId }, endedByDid);
    await this.tellRevoked(tx, revoked);
    return revoked.length;
  }

  /** Each holder hears that their endorsement was revoked, and finds it in their history. */
  private async tellRevoked(
    tx: DbTx,
    revoked: Array<{ holderDid: string; roleName: string; organisationId: string }>,
  ): Promise<void> {
    for (const endorsement of revoked) {
      const organisation = await this.organisations.find({ id: endorsement.organisationId }, tx);
      if (!organisation) continue;
      const data = {
        organisationName: organisation.businessName,
        organisationDid: organisation.did,
        roleName: endorsement.roleName,
      };
      await this.news.tell(
        tx,
        endorsement.holderDid,
        { kind: 'endorsement-revoked', data },
        organisation.logo,
      );
    }
  }

  // -------------------------------------------------------------------------------------------
  // Calls

  /** My Endorsements: the caller's credentials, the valid ones first, newest first within each. */
  async mine(user: SessionUser): Promise<TEndorsement[]> {
    await this.access.require(user, 'endorsements:hold');
    return (await listEndorsements(this.db, { holderDid: user.sub, validFirst: true })).map(toEndorsement);
  }

  /**
   * One live endorsement of a holder, as OpenID4VCI hands it to their standard wallet: undefined
   * when it is not theirs, is revoked, or its organisation was deactivated. Asked by the issuance
   * module, which has checked the holder itself (the caller's session, or the offer's holder).
   */
  async liveCredentialOf(
    holderDid: string,
    endorsementId: string,
    db: DbOrTx = this.db,
  ): Promise<TEndorsement | undefined> {
    const [row] = await listEndorsements(db, { id: endorsementId, holderDid, liveOnly: true });
    return row ? toEndorsement(row) : undefined;
  }

  /** /list-endorsements: the endorsements the organisation issued, newest first. */
  async ofOrganisation(user: SessionUser, organisationDid?: string): Promise<TEndorsement[]> {
    const actor = await this.access.require(user, 'endorsements:read-organisation', { organisationDid });
    return (await listEndorsements(this.db, { organisationId: actor.membership!.organisationId })).map(
      toEndorsement,
    );
  }

  /**
   * DELETE /v1/endorsements/{memberId}?memberDid=: revokes the membership's endorsement and ends the
   * membership it attests. Another organisation's member, or a DID that is not the member's, finds
   * nothing.
   */
  async revoke(user: SessionUser, memberId: string, memberDid: string): Promise<TMessageResponse> {
    const actor = await this.access.require(user, 'endorsements:revoke');
    const organisationId = actor.membership!.organisationId;
    await this.db.transaction(async (tx) => {
      const member = await this.members.lockedMember(tx, organisationId, memberId);
      if (!member || member.memberDid !== memberDid || !member.schemeId)
        throw notFound(EM.endorsementNotFound);
      const revoked = await revokeEndorsements(tx, { memberId: member.membershipId }, actor.user.sub);
      if (revoked.length === 0) throw conflict(EM.alreadyRevoked);
      await this.members.end(tx, member.membershipId);
      await this.tellRevoked(tx, revoked);
    });
    return { message: EM.deleted };
  }

  /** The organisation's status list credential (a VC-JWT), signed now; public. */
  async statusListCredential(organisationDid: string): Promise<string> {
    // A deactivated organisation's list stays served, its endorsements' bits set (a verifier that
    // resolves the deactivated DID finds no key to check it with, and takes the DID's deactivation
    // as the revocation of all it signed: core's readCredentialStatus).
    const organisation = await this.organisations.find({ did: organisationDid }, this.db, {
      withDeactivated: true,
    });
    if (!organisation) throw notFound(EM.organisationNotFound);
    const encodedList = encodeStatusList(await revokedIndexes(this.db, organisation.id));
    return signStatusList(
      { url: this.statusListUrl(organisation.did), issuerDid: organisation.did, encodedList },
      this.organisations.signerOf(organisation),
    );
  }

  // -------------------------------------------------------------------------------------------
  // For the DID records (no access decision: the caller applies the protect rule)

  /** A holder's live endorsements. */
  async liveOf(holderDid: string, db: DbOrTx = this.db): Promise<EndorsementRow[]> {
    return listEndorsements(db, { holderDid, liveOnly: true });
  }
}
