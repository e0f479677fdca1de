import {
  ROLE_CODES,
  type TOrganisationDetail,
  type TOrganisationListItem,
  type TOrganisationUser,
} from '@sigil/core';
import { ES256KSigner, type Signer } from 'did-jwt';
import type { Db, DbOrTx, DbTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { decryptPrivateKey, encryptPrivateKey, generateOrganisationKey } from '../../lib/org-keys';
import type { SessionUser } from '../../lib/session-tokens';
import type { AccessGate } from '../access/access-gate.service';
import type { IdentitiesService } from '../identities/identities.service';
import type { MemberRow, MembersService } from '../members/members.service';
import {
  findOrganisationByDid,
  findOrganisationById,
  insertOrganisation,
  listOrganisations,
  type OrganisationRow,
} from './organisations.repository';

export type { OrganisationRow } from './organisations.repository';

export interface NewOrganisation {
  businessName: string;
  email: string;
  contactNumber: string;
  countryOfIncorporation: string;
  orgRegNumber: string;
  corporateWebsite: string;
  mailingAddress1: string;
  enrolmentRequestId: string;
  features: string[];
  /** The requester, who becomes the organisation's Admin. */
  admin: { did: string; name: string; email: string };
}

/** A live member as `/api/v1/users/` lists it (spec §4 field names). */
export function toOrganisationUser(m: MemberRow): TOrganisationUser {
  return {
    MemberID: m.membershipId,
    Name: m.name,
    EmailId: m.email,
    MemberDid: m.memberDid,
    TypeOfRole: m.roleType,
    RoleCode: m.roleCode ?? '',
    CreatedAt: m.createdAt.toISOString(),
  };
}

function toListItem(org: OrganisationRow): TOrganisationListItem {
  return {
    id: org.id,
    businessName: org.businessName,
    accountDid: org.did,
    email: org.email,
    contactNumber: org.contactNumber,
    countryOfIncorporation: org.countryOfIncorporation,
    orgRegNumber: org.orgRegNumber,
    corporateWebsite: org.corporateWebsite,
    mailingAddress1: org.mailingAddress1,
    createdAt: org.createdAt.toISOString(),
  };
}

export class OrganisationsService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessGate,
    private readonly members: MembersService,
    private readonly identities: IdentitiesService,
    private readonly keys: { masterKey: Buffer; didMethod: string },
  ) {}

  /** Every organisation for the provider; an organisation login sees only its own. */
  async list(user: SessionUser, orgName: string | undefined): Promise<TOrganisationListItem[]> {
    const { membership } = await this.access.require(user, 'organisation:read');
    return (await listOrganisations(this.db, { did: membership?.organisationDid, orgName })).map(toListItem);
  }

  async detail(user: SessionUser, did: string): Promise<TOrganisationDetail> {
    const { membership: m } = await this.access.require(user, 'organisation:read', { organisationDid: did });
    const org = await this.existing(did);
    return {
      ID: org.id,
      CreatedAt: org.createdAt.toISOString(),
      UpdatedAt: org.updatedAt.toISOString(),
      AccountID: org.id,
      AccountDid: org.did,
      AccountName: org.accountName,
      BusinessName: org.businessName,
      MailingAddress1: org.mailingAddress1,
      MailingAddress2: org.mailingAddress2,
      CorporateWebsite: org.corporateWebsite,
      Address: org.address,
      Email: org.email,
      ContactNumber: org.contactNumber,
      CountryOfIncorporation: org.countryOfIncorporation,
      OrgRegNumber: org.orgRegNumber,
      Status: org.status,
      CreatedBy: org.createdByDid,
      Logo: org.logo,
      AccountFeatures: Array.isArray(org.features) ? (org.features as string[]) : [],
      Member: m
        ? {
            ID: m.membershipId,
            MemberID: m.membershipId,
            MemberDid: m.memberDid,
            TypeOfRole: m.roleType,
            AccountDid: m.organisationDid,
            RoleCode: m.roleCode,
            RoleType: m.roleType,
          }
        : null,
    };
  }

  async users(user: SessionUser, organisationDid: string): Promise<TOrganisationUser[]> {
    const actor = await this.access.require(user, 'organisation-users:read', { organisationDid });
    // A member's own organisation came with the membership the gate checked: no second lookup.
    const organisationId = actor.membership?.organisationId ?? (await this.existing(organisationDid)).id;
    return (await this.members.listLive(organisationId)).map(toOrganisationUser);
  }

  /**
   * An approved enrolment becomes an organisation with a new DID whose key only the server holds
   * (encrypted), registered like any holder, with the requester as its Admin.
   */
  async createFromEnrolment(tx: DbTx, input: NewOrganisation): Promise<OrganisationRow> {
    const key = generateOrganisationKey(this.keys.didMethod);
    const { admin, ...fields } = input;
    const org = await insertOrganisation(tx, {
      ...fields,
      did: key.did,
      accountName: input.businessName,
      createdByDid: admin.did,
      encryptedKey: encryptPrivateKey(this.keys.masterKey, key.did, key.privateKey),
    });
    await this.members.add(tx, {
      organisationId: org.id,
      memberDid: admin.did,
      name: admin.name,
      email: admin.email,
      role: { roleCode: ROLE_CODES.admin },
    });
    await this.identities.registerHolder(tx, {
      did: key.did,
      publicKey: key.publicKeyHex,
      name: input.businessName,
      email: input.email,
    });
    return org;
  }

  private async existing(did: string): Promise<OrganisationRow> {
    const org = await findOrganisationByDid(this.db, did);
    if (!org) throw notFound('Organisation not found');
    return org;
  }

  // -------------------------------------------------------------------------------------------
  // For other modules: no access decision here, the caller has made it.

  /** A live organisation by its DID or its id, or undefined. */
  find(key: { did: string } | { id: string }, db: DbOrTx = this.db): Promise<OrganisationRow | undefined> {
    return 'did' in key ? findOrganisationByDid(db, key.did) : findOrganisationById(db, key.id);
  }

  /** Live organisations whose name contains `orgName` (all when empty), oldest first. */
  search(orgName: string | undefined): Promise<OrganisationRow[]> {
    return listOrganisations(this.db, { orgName });
  }

  /**
   * A signer for the organisation's DID (ES256K). Its key is decrypted here, for this signer only,
   * and never leaves the server.
   */
  signerOf(organisation: Pick<OrganisationRow, 'did' | 'encryptedKey'>): Signer {
    return ES256KSigner(decryptPrivateKey(this.keys.masterKey, organisation.did, organisation.encryptedKey));
  }
}
