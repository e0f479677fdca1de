import {
  endorsementLabel,
  ROLE_TYPES,
  type TActivityItem,
  type TActorRef,
  type TCustomFieldType,
  type TActivityReport,
  type TAdminAccountType,
  type TEndorsement,
  type TEnrolmentRequestItem,
  type TLoginMode,
  type TMembershipRequest,
  type TOrganisationDetail,
  type TOrganisationListItem,
  type TOrganisationUser,
  type TPagination,
  type TScheme,
  type TSchemeDetail,
  type TSchemeField,
  type TSessionProfile,
} from '@sigil/core';
import { makeJwt } from './jwt';

let sequence = 0;

export const didOf = (n: number) => `did:sigil:0x${n.toString(16).padStart(40, '0')}`;
export const uuidOf = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

/** The organisation of createOrganisationProfile (Acme Ltd). */
export const ORGANISATION_DID = 'did:sigil:0x00000000000000000000000000000000000000aa';

export function createProfile(overrides: Partial<TSessionProfile> = {}): TSessionProfile {
  sequence += 1;
  return {
    did: didOf(sequence),
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    mode: 'individual',
    avatar: null,
    roles: [],
    selectedAccount: null,
    organisation: null,
    ...overrides,
  };
}

/** A member of an organisation signed in with one of its admin account types. */
export function createOrganisationProfile(
  accountType: TAdminAccountType = ROLE_TYPES.admin,
  overrides: Partial<TSessionProfile> = {},
): TSessionProfile {
  const organisationDid = ORGANISATION_DID;
  return createProfile({
    mode: 'organisation' satisfies TLoginMode,
    roles: [
      {
        enrollmentID: 'e1',
        enrolledOrg: 'Acme Ltd',
        organizationDid: organisationDid,
        type: accountType,
        membershipId: 'm1',
      },
    ],
    selectedAccount: { id: 'acc-1', type: accountType, membershipId: 'm1' },
    organisation: { did: organisationDid, businessName: 'Acme Ltd', logo: null },
    ...overrides,
  });
}

export function createEnrolmentRequest(
  overrides: Partial<TEnrolmentRequestItem> = {},
): TEnrolmentRequestItem {
  sequence += 1;
  return {
    id: uuidOf(sequence),
    orgName: `Org ${sequence} Pte Ltd`,
    contactEmail: `ops${sequence}@org.example`,
    contactNumber: '+65 9123 4567',
    createdAt: '2026-11-02T03:04:05.000Z',
    isApproved: '',
    status: 'INVITED',
    countryOfIncorporation: 'Singapore',
    orgRegNumber: `2019${sequence}K`,
    corporateWebsite: `https://org${sequence}.example`,
    mailingAddress1: `${sequence} Raffles Place`,
    requesterDid: didOf(1000 + sequence),
    organisationDid: null,
    decidedAt: null,
    additionalParams: {
      name: 'Grace Hopper',
      email: 'grace@org.example',
      corporateWebsite: `https://org${sequence}.example`,
    },
    ...overrides,
  };
}

export function createOrganisationListItem(
  overrides: Partial<TOrganisationListItem> = {},
): TOrganisationListItem {
  sequence += 1;
  return {
    id: `org-${sequence}`,
    businessName: `Org ${sequence} Pte Ltd`,
    status: 'ACTIVE',
    accountDid: didOf(2000 + sequence),
    email: `ops${sequence}@org.example`,
    contactNumber: '+65 9123 4567',
    countryOfIncorporation: 'Singapore',
    orgRegNumber: `2019${sequence}K`,
    corporateWebsite: `https://org${sequence}.example`,
    mailingAddress1: `${sequence} Raffles Place`,
    createdAt: '2026-11-02T03:04:05.000Z',
    ...overrides,
  };
}

export function createOrganisationDetail(overrides: Partial<TOrganisationDetail> = {}): TOrganisationDetail {
  sequence += 1;
  return {
    ID: `org-${sequence}`,
    CreatedAt: '2026-11-02T03:04:05.000Z',
    UpdatedAt: '2026-11-02T03:04:05.000Z',
    AccountID: `org-${sequence}`,
    AccountDid: didOf(2000 + sequence),
    AccountName: `Org ${sequence}`,
    BusinessName: `Org ${sequence} Pte Ltd`,
    MailingAddress1: `${sequence} Raffles Place`,
    MailingAddress2: '',
    CorporateWebsite: `https://org${sequence}.example`,
    Address: '',
    Email: `ops${sequence}@org.example`,
    ContactNumber: '+65 9123 4567',
    CountryOfIncorporation: 'Singapore',
    OrgRegNumber: `2019${sequence}K`,
    Status: 'ACTIVE',
    CreatedBy: didOf(1000 + sequence),
    Logo: null,
    AccountFeatures: [],
    Member: null,
    ...overrides,
  };
}

export function createOrganisationUser(overrides: Partial<TOrganisationUser> = {}): TOrganisationUser {
  sequence += 1;
  return {
    MemberID: `member-${sequence}`,
    Name: `Member ${sequence}`,
    EmailId: `member${sequence}@org.example`,
    MemberDid: didOf(3000 + sequence),
    TypeOfRole: 'Admin',
    RoleCode: '1001',
    CreatedAt: '2026-11-02T03:04:05.000Z',
    ...overrides,
  };
}

export function createActivity(overrides: Partial<TActivityItem> = {}): TActivityItem {
  sequence += 1;
  return {
    id: sequence,
    type: 'SIGN',
    did: didOf(3000 + sequence),
    name: `Signer ${sequence}`,
    orgDid: null,
    orgName: null,
    txTimeStamp: '2026-11-02T03:04:05.000Z',
    filename: `file-${sequence}.pdf`,
    assertType: null,
    remarks: null,
    sealForDid: null,
    unsealFromDid: null,
    ...overrides,
  };
}

/** A page of the activity report around the given rows. */
export function createActivityReport(
  rows: TActivityItem[],
  pagination: Partial<TPagination> = {},
): TActivityReport {
  const pageSize = pagination.pageSize ?? 10;
  const total = pagination.total ?? rows.length;
  return {
    data: rows,
    pagination: { page: 1, pageSize, total, totalPages: Math.ceil(total / pageSize), ...pagination },
  };
}

/** Someone who made, checked or decided something (a role, a request). */
export function createActor(overrides: Partial<TActorRef> = {}): TActorRef {
  sequence += 1;
  return { did: didOf(5000 + sequence), name: `Member ${sequence}`, ...overrides };
}

/** A custom role of createOrganisationProfile's organisation as just created: awaiting its check. */
export function createScheme(overrides: Partial<TScheme> = {}): TScheme {
  sequence += 1;
  const maker = createActor({ name: 'Rita Maker' });
  const fields = overrides.fields ?? [];
  return {
    id: uuidOf(9000 + sequence),
    schemeName: `Role ${sequence}`,
    status: 'CREATED',
    activeStatus: null,
    organizationDid: ORGANISATION_DID,
    memberId: 'm1',
    fields,
    fieldsCount: fields.length,
    membersCount: 0,
    createdBy: maker,
    editedBy: maker,
    checkedBy: null,
    approvedBy: null,
    createdAt: '2026-11-02T03:04:05.000Z',
    updatedAt: '2026-11-02T03:04:05.000Z',
    checkedAt: null,
    approvedAt: null,
    ...overrides,
  };
}

/** A role with its history, as the role's own page reads it. */
export function createSchemeDetail(overrides: Partial<TSchemeDetail> = {}): TSchemeDetail {
  const { history = [], ...scheme } = overrides;
  return { ...createScheme(scheme), history };
}

/** The call that answers an organisation's active custom roles (createActiveRole). */
export const ACTIVE_ROLES = 'GET /api/v1/trustanchor/schemes_active';

/** An active (approved) custom role, as schemes_active answers it. */
export function createActiveRole(overrides: Partial<TScheme> = {}): TScheme {
  const maker = createActor({ name: 'Rita Maker' });
  const decided = '2026-11-02T03:04:05.000Z';
  return createScheme({
    status: 'APPROVED',
    activeStatus: 'Y',
    createdBy: maker,
    editedBy: maker,
    checkedBy: maker,
    approvedBy: maker,
    checkedAt: decided,
    approvedAt: decided,
    ...overrides,
  });
}

/** An organisation's own field type (a list of options, or text). */
export function createCustomFieldType(overrides: Partial<TCustomFieldType> = {}): TCustomFieldType {
  sequence += 1;
  return {
    id: uuidOf(9500 + sequence),
    name: `Type ${sequence}`,
    kind: 'text',
    options: [],
    organizationDid: ORGANISATION_DID,
    usedBy: 0,
    createdBy: createActor(),
    createdAt: '2026-11-02T03:04:05.000Z',
    updatedAt: '2026-11-02T03:04:05.000Z',
    ...overrides,
  };
}

/** A text field of a role, optional. */
export function createSchemeField(overrides: Partial<TSchemeField> = {}): TSchemeField {
  sequence += 1;
  return {
    id: uuidOf(7000 + sequence),
    fieldName: `Field ${sequence}`,
    fieldType: 'text',
    fieldTypeName: 'text',
    kind: 'text',
    options: [],
    isRequired: 'N',
    order: 1,
    ...overrides,
  };
}

/** The VC-JWT of an endorsement: its W3C credential as the payload's `vc` (unsigned-looking). */
export function credentialJwt(holderDid: string, organisationDid: string, roleType: string): string {
  return makeJwt({
    iss: organisationDid,
    sub: holderDid,
    nbf: 1_793_000_000,
    vc: {
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      type: ['VerifiableCredential', 'EndorsementCredential'],
      credentialSubject: { id: holderDid, associatedWith: { id: organisationDid, type: roleType } },
    },
  });
}

/** A valid endorsement Acme Ltd (ORGANISATION_DID) issued for its Sales role, to a holder of its own. */
export function createEndorsement(overrides: Partial<TEndorsement> = {}): TEndorsement {
  sequence += 1;
  const holderDid = overrides.holderDid ?? didOf(8500 + sequence);
  const organisationDid = overrides.organizationDid ?? ORGANISATION_DID;
  const roleType = overrides.roleType ?? 'Sales';
  return {
    id: `urn:uuid:${uuidOf(8000 + sequence)}`,
    credentialSubject: { id: holderDid, associatedWith: { id: organisationDid, type: roleType } },
    memberId: uuidOf(8200 + sequence),
    holderName: `Holder ${sequence}`,
    organizationName: 'Acme Ltd',
    schemeId: uuidOf(9900),
    status: 'VALID',
    issuedAt: '2026-11-03T04:05:06.000Z',
    revokedAt: null,
    jwt: credentialJwt(holderDid, organisationDid, roleType),
    entries: [],
    ...overrides,
    holderDid,
    organizationDid: organisationDid,
    roleType,
  };
}

/** An application of an individual of its own to Acme Ltd's Sales role, waiting for its check. */
export function createMembershipRequest(overrides: Partial<TMembershipRequest> = {}): TMembershipRequest {
  sequence += 1;
  const requesterDid = overrides.requesterDid ?? didOf(7500 + sequence);
  const requesterName = overrides.requesterName ?? `Requester ${sequence}`;
  const status = overrides.status ?? 'SENT';
  return {
    id: uuidOf(7000 + sequence),
    kind: 'APPLICATION',
    organizationDid: ORGANISATION_DID,
    organizationName: 'Acme Ltd',
    schemeId: uuidOf(9900),
    schemeName: 'Sales',
    values: {},
    // The values as text fields, in the order given, unless the test names their kinds.
    entries: Object.entries(overrides.values ?? {}).map(([fieldName, value]) => ({
      fieldName,
      kind: 'text',
      value,
    })),
    createdBy: { did: requesterDid, name: requesterName },
    checkedBy: null,
    decidedBy: null,
    reason: null,
    createdAt: `2026-11-${String((sequence % 27) + 1).padStart(2, '0')}T03:04:05.000Z`,
    checkedAt: null,
    decidedAt: null,
    ...overrides,
    requesterDid,
    requesterName,
    status,
    label: endorsementLabel(status),
  };
}
