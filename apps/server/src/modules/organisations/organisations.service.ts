import {
  LOGO_MAX_BYTES,
  ROLE_CODES,
  SETTINGS_MESSAGES as SM,
  featuresOf,
  imageTypeOf,
  type TAccountValidation,
  type TOrganisationDetail,
  type TOrganisationSettings,
  type TOrganisationListItem,
  type TOrganisationEvent,
  type TOrganisationStatus,
} from '@sigil/core';
import { ES256KSigner, type Signer } from 'did-jwt';
import type { Db, DbOrTx, DbTx } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { decryptPrivateKey, encryptPrivateKey, generateOrganisationKey } from '../../lib/org-keys';
import type { SessionUser } from '../../lib/session-tokens';
import type { AccessGate } from '../access/access-gate.service';
import { NO_ACCREDITOR, type Accreditor } from '../accreditations/accreditations.service';
import type { IdentitiesService } from '../identities/identities.service';
import type { MembersService } from '../members/members.service';
import { NO_NEWS, type PersonalNews } from '../notifications/personal-news.service';
import {
  findLogo,
  findOrganisationByDid,
  findOrganisationById,
  insertOrganisation,
  listOrganisations,
  saveLogo,
  updateOrganisationDetails,
  type OrganisationRow,
} from './organisations.repository';
import {
  insertOrganisationEvent,
  listOrganisationEvents,
  organisationEventAt,
  type OrganisationEventRow,
} from './organisation-events.repository';

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
  /** The provider who approved it (its history's first entry). */
  approvedBy: { did: string; name: string };
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
    status: org.status as TOrganisationStatus,
    createdAt: org.createdAt.toISOString(),
  };
}

function toEvent(event: OrganisationEventRow): TOrganisationEvent {
  return {
    id: event.id,
    action: event.action as TOrganisationEvent['action'],
    status: event.status as TOrganisationEvent['status'],
    features: event.features,
    reason: event.reason,
    actorDid: event.actorDid,
    actorName: event.actorName,
    at: event.at.toISOString(),
  };
}

export class OrganisationsService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessGate,
    private readonly members: MembersService,
    private readonly identities: IdentitiesService,
    private readonly keys: { masterKey: Buffer; didMethod: string },
    private readonly news: PersonalNews = NO_NEWS,
    private readonly accreditor: Accreditor = NO_ACCREDITOR,
  ) {}

  /** Every organisation for the provider, deactivated ones too; an organisation login sees only its own. */
  async list(user: SessionUser, orgName: string | undefined): Promise<TOrganisationListItem[]> {
    const { membership } = await this.access.require(user, 'organisation:read');
    const filter = membership
      ? { did: membership.organisationDid, orgName }
      : { orgName, withDeactivated: true };
    return (await listOrganisations(this.db, filter)).map(toListItem);
  }

  /** The provider still opens a deactivated organisation: its record and history stay. */
  async detail(user: SessionUser, did: string): Promise<TOrganisationDetail> {
    const { membership: m } = await this.access.require(user, 'organisation:read', { organisationDid: did });
    const org = await this.existing(did, { withDeactivated: !m });
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
      AccountFeatures: featuresOf(org.features),
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

  /** PUT /api/accounts/{did}: the organisation's Admin changes its details (the signup's rules). */
  async updateSettings(
    user: SessionUser,
    did: string,
    input: TOrganisationSettings,
  ): Promise<TOrganisationDetail> {
    await this.access.require(user, 'organisation:update', { organisationDid: did });
    const org = await this.existing(did);
    await this.db.transaction(async (tx) => {
      const changed = await updateOrganisationDetails(tx, org.id, {
        businessName: input.orgName,
        accountName: input.accountName,
        email: input.contactEmail,
        contactNumber: input.contactNumber,
        corporateWebsite: input.corporateWebsite,
        mailingAddress1: input.mailingAddress1,
        mailingAddress2: input.mailingAddress2,
      });
      await this.news.record(tx, user.sub, {
        kind: 'settings-changed',
        data: { what: 'organisation', organisationName: input.orgName },
      });
      // The registry's accreditation names the organisation: a new name, a new accreditation.
      if (changed.businessName !== org.businessName && changed.status === 'ACTIVE') {
        await this.accreditor.issue(tx, changed);
      }
    });
    return this.detail(user, did);
  }

  /**
   * PUT /api/v1/accounts/{did}/logo: a PNG, JPEG or WebP image (told by its bytes, whatever the request
   * says) of at most 512 kB; the organisation's logo is then its URL, new for every upload.
   */
  async setLogo(user: SessionUser, did: string, image: Buffer): Promise<{ logo: string }> {
    await this.access.require(user, 'organisation:update', { organisationDid: did });
    const org = await this.existing(did);
    const contentType = imageTypeOf(image);
    if (!contentType) throw badRequest(SM.logoType, { logo: SM.logoType });
    if (image.length > LOGO_MAX_BYTES)
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', SM.logoTooLarge, { logo: SM.logoTooLarge });
    const logo = `/api/v1/logos/${did}?v=${Date.now().toString(36)}`;
    await this.db.transaction(async (tx) => {
      await saveLogo(tx, org.id, { contentType, data: image.toString('base64'), url: logo });
      await this.news.record(tx, user.sub, {
        kind: 'settings-changed',
        data: { what: 'logo', organisationName: org.businessName },
      });
    });
    return { logo };
  }

  /** GET /api/v1/logos/{did}: public, as an organisation's name is. */
  async logo(did: string): Promise<{ contentType: string; bytes: Buffer }> {
    const found = await findLogo(this.db, did);
    if (!found) throw notFound(SM.noLogo);
    return { contentType: found.contentType, bytes: Buffer.from(found.data, 'base64') };
  }

  /** GET /api/accounts/{did}/history: its approval, lifecycle steps and feature changes, newest first. */
  async history(user: SessionUser, did: string): Promise<TOrganisationEvent[]> {
    const { membership } = await this.access.require(user, 'organisation:read', { organisationDid: did });
    const org = await this.existing(did, { withDeactivated: !membership });
    return (await listOrganisationEvents(this.db, org.id)).map(toEvent);
  }

  /**
   * GET /api/accounts/{did}/validate (public): a live organisation of this registry is valid; any
   * other DID is not (an answer, not an error: that is what a relying party asks).
   */
  async validate(did: string): Promise<TAccountValidation> {
    const org = await findOrganisationByDid(this.db, did);
    if (!org) return { did, valid: false, status: null, businessName: null, features: [] };
    return {
      did: org.did,
      valid: org.status === 'ACTIVE',
      status: org.status,
      businessName: org.businessName,
      features: featuresOf(org.features),
    };
  }

  /**
   * An approved enrolment becomes an organisation with a new DID whose key only the server holds
   * (encrypted), registered like any holder, with the requester as its Admin.
   */
  async createFromEnrolment(tx: DbTx, input: NewOrganisation): Promise<OrganisationRow> {
    const key = generateOrganisationKey(this.keys.didMethod);
    const { admin, approvedBy, ...fields } = input;
    const org = await insertOrganisation(tx, {
      ...fields,
      did: key.did,
      accountName: input.businessName,
      createdByDid: admin.did,
      encryptedKey: encryptPrivateKey(this.keys.masterKey, key.did, key.privateKey),
    });
    await this.accreditor.issue(tx, org);
    await insertOrganisationEvent(tx, {
      organisationId: org.id,
      action: 'APPROVED',
      status: 'ACTIVE',
      features: org.features,
      actor: approvedBy,
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

  private async existing(did: string, options: { withDeactivated?: boolean } = {}): Promise<OrganisationRow> {
    const org = await findOrganisationByDid(this.db, did, options);
    if (!org) throw notFound('Organisation not found');
    return org;
  }

  // -------------------------------------------------------------------------------------------
  // For other modules: no access decision here, the caller has made it.

  /** A live organisation by its DID or its id (by DID, a deactivated one too if asked), or undefined. */
  find(
    key: { did: string } | { id: string },
    db: DbOrTx = this.db,
    options: { withDeactivated?: boolean } = {},
  ): Promise<OrganisationRow | undefined> {
    return 'did' in key ? findOrganisationByDid(db, key.did, options) : findOrganisationById(db, key.id);
  }

  /**
   * The organisation's status and features at a time (now: null), its history's last entry by
   * then, or undefined before its approval.
   */
  stateAt(organisationId: string, at: Date | null): Promise<OrganisationEventRow | undefined> {
    return organisationEventAt(this.db, organisationId, at);
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
