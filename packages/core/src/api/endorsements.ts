import { z } from 'zod';
import { FIELD_KINDS } from '../schemas/fields';
import { ZText } from '../schemas/text';
import { ZDidText, ZOptionalQueryText } from './common';
import { ZActorRef, ZSchemeField } from './schemes';

/**
 * Membership requests and endorsements (spec §2 screen 9, /endorsements, /user/request,
 * /user/approvals, /enroll/accounts, /list-endorsements, /admin-requests, /search-did; §3
 * "Endorsement", "DID search result", "Protect flag"; §7 "Users and endorsements",
 * "Organisation-scheme memberships"; docs/architecture.md, Membership requests;
 * docs/architecture.md, Endorsements).
 *
 * A membership request is one entity for both ways into a custom role: an individual applies
 * (APPLICATION) or an organisation enrols an account (ENROLMENT). Either goes SENT → CHECKED →
 * APPROVED, or REJECTED at any step with a reason, each step by a different person. Approval
 * creates the membership and issues the endorsement: a W3C Verifiable Credential as a JWT, signed
 * by the organisation's DID, with an entry in the organisation's Bitstring Status List.
 */

export const MEMBERSHIP_REQUEST_STATUSES = ['SENT', 'CHECKED', 'APPROVED', 'REJECTED'] as const;
export type TMembershipRequestStatus = (typeof MEMBERSHIP_REQUEST_STATUSES)[number];

export const MEMBERSHIP_REQUEST_KINDS = ['APPLICATION', 'ENROLMENT'] as const;
export type TMembershipRequestKind = (typeof MEMBERSHIP_REQUEST_KINDS)[number];

/** Spec §4 "Endorsement labels": what a requester sees of a request's status. */
export const ENDORSEMENT_LABELS = ['WAITING', 'APPROVED', 'REJECTED'] as const;
export type TEndorsementLabel = (typeof ENDORSEMENT_LABELS)[number];
export function endorsementLabel(status: TMembershipRequestStatus): TEndorsementLabel {
  return status === 'APPROVED' || status === 'REJECTED' ? status : 'WAITING';
}

/** A credential's state, read from its status list bit. */
export const CREDENTIAL_STATUSES = ['VALID', 'REVOKED'] as const;
export type TCredentialStatus = (typeof CREDENTIAL_STATUSES)[number];

export const MEMBERSHIP_REQUEST_LIMITS = { reason: 500, name: 100 } as const;

/** Texts the server answers with; the spec's own (§8) where it has them. */
export const ENDORSEMENT_MESSAGES = {
  requested: 'Endorsement request sent',
  enrolled: 'Account enrolled',
  checked: 'Request checked',
  approved: 'Successfully approve member',
  rejected: 'Rejected successfully',
  /** The reason of every waiting request of an organisation the provider deactivated. */
  organisationDeactivated: 'The organization was deactivated by the provider',
  failed: 'Somethings wrong please try again',
  deleted: 'Successfully delete endorsement',
  deleteFailed: 'Something went wrongs',
  requestNotFound: 'Request not found',
  endorsementNotFound: 'Endorsement not found',
  organisationNotFound: 'Organisation not found',
  roleInactive: 'This role is not active',
  roleUnknown: 'Unknown role',
  alreadyRequested: 'There is already a request for this role waiting',
  alreadyMember: 'This account already holds this role',
  notWaiting: 'This request has already been decided',
  checkFirst: 'This request must be checked before it is approved',
  alreadyChecked: 'This request has already been checked',
  reasonRequired: 'Reason is required',
  reasonTooLong: `Reason must be at most ${MEMBERSHIP_REQUEST_LIMITS.reason} characters`,
  accountUnknown: 'This DID has not joined yet',
  ownOrganisation: 'An organisation cannot enrol itself',
  alreadyRevoked: 'This endorsement is already revoked',
  protectUpdated: 'Your DID details are now protected',
  publicUpdated: 'Your DID details are now public',
} as const;

// ---------------------------------------------------------------------------------------------
// Requests

/** A membership request id, an endorsement id or a member id in a path or a body. */
const ZId = (message: string) => z.uuid({ error: message });

export const ZMembershipRequestParams = z.object({ id: ZId(ENDORSEMENT_MESSAGES.requestNotFound) });

/** The values entered for a role's fields: validated by the server against the role's own fields. */
const ZFieldValues = z.record(ZText().max(100), z.unknown());

/** POST /api/v1/users/request-endorsement/{organisationDid}: an individual applies to an active role. */
export const ZRequestEndorsementParams = z.object({ id: ZDidText('organisation DID is required') });
export const ZRequestEndorsementRequest = z.object({
  schemeId: ZId(ENDORSEMENT_MESSAGES.roleUnknown),
  values: ZFieldValues.default({}),
});
export type TRequestEndorsementRequest = z.input<typeof ZRequestEndorsementRequest>;

/** POST /api/v1/trustanchor/orgschemes/enroll: the organisation enrols an account into one of its roles. */
export const ZEnrolAccountRequest = z.object({
  schemeId: ZId(ENDORSEMENT_MESSAGES.roleUnknown),
  accountDid: ZDidText('DID is required'),
  values: ZFieldValues.default({}),
  organizationDid: ZOptionalQueryText.transform((did) => did?.toLowerCase()),
});
export type TEnrolAccountRequest = z.input<typeof ZEnrolAccountRequest>;

/** POST /api/v1/users/reject-endorsement: reject at any step, with a reason. */
export const ZRejectMembershipRequest = z.object({
  id: ZId(ENDORSEMENT_MESSAGES.requestNotFound),
  reason: ZText({ error: ENDORSEMENT_MESSAGES.reasonRequired })
    .trim()
    .min(1, ENDORSEMENT_MESSAGES.reasonRequired)
    .max(MEMBERSHIP_REQUEST_LIMITS.reason, ENDORSEMENT_MESSAGES.reasonTooLong),
});
export type TRejectMembershipRequest = z.input<typeof ZRejectMembershipRequest>;

/** POST /api/v1/users/issue-Endorsement: approve a checked request (the same as PUT …/orgschemes/{id}/approve). */
export const ZIssueEndorsementRequest = z.object({ id: ZId(ENDORSEMENT_MESSAGES.requestNotFound) });

/** GET …/orgschemes/sent and /checked?organizationDid= */
export const ZMembershipRequestListQuery = z.object({
  organizationDid: ZOptionalQueryText.transform((did) => did?.toLowerCase()),
});

/** GET /api/v1/trustanchor/orgschemes/all?orgName=&status= (the provider's /admin-requests). */
export const ZAllMembershipRequestsQuery = z.object({
  orgName: ZOptionalQueryText,
  status: ZOptionalQueryText,
});

/** GET /api/v1/users/my-approval-pending/{did} and /my-history/{did}: the caller's own. */
export const ZHolderParams = z.object({ id: ZDidText('DID is required') });

/** DELETE /api/v1/endorsements/{memberId}?memberDid= */
export const ZDeleteEndorsementParams = z.object({ memberId: ZId(ENDORSEMENT_MESSAGES.endorsementNotFound) });
export const ZDeleteEndorsementQuery = z.object({ memberDid: ZDidText('memberDid is required') });

/** GET /api/v1/endorsements?organizationDid= (the organisation's issued endorsements). */
export const ZEndorsementListQuery = ZMembershipRequestListQuery;

/** POST /api/v1/member-detail/protect (spec §7: protectProfile in, protectFlag out). */
export const ZProtectRequest = z.object({ protectProfile: z.enum(['Y', 'N']) });
export const ZProtectResponse = z.object({ protectFlag: z.enum(['Y', 'N']), message: z.string().optional() });
export type TProtectResponse = z.infer<typeof ZProtectResponse>;

/** GET /api/v1/accounts/explorer/{search}: a DID, or part of an organisation's name. */
export const ZExplorerParams = z.object({
  search: ZText({ error: 'Search is required' }).trim().min(1, 'Search is required').max(200),
});

/** A value entered for a role's field; a field renamed or removed since keeps its value, as text, last. */
export const ZFieldEntry = z.object({ fieldName: z.string(), kind: z.enum(FIELD_KINDS), value: z.string() });
export type TFieldEntry = z.infer<typeof ZFieldEntry>;
export const ZFieldEntryList = z.array(ZFieldEntry);

/** GET /api/v1/trustanchor/verifiablepresentations?accountDid= */
export const ZPresentationsQuery = z.object({ accountDid: ZDidText('accountDid is required') });

// ---------------------------------------------------------------------------------------------
// Answers

export const ZMembershipRequest = z.object({
  id: z.string(),
  kind: z.enum(MEMBERSHIP_REQUEST_KINDS),
  status: z.enum(MEMBERSHIP_REQUEST_STATUSES),
  /** Spec §4: WAITING until approved or rejected. */
  label: z.enum(ENDORSEMENT_LABELS),
  organizationDid: z.string(),
  organizationName: z.string(),
  schemeId: z.string(),
  schemeName: z.string(),
  /** Who is to hold the role: the applicant, or the enrolled account. */
  requesterDid: z.string(),
  requesterName: z.string(),
  /** The values entered for the role's fields, by field name. */
  values: z.record(z.string(), z.string()),
  /** The same values in the role's field order, each with its field's kind (a date shows as a date). */
  entries: ZFieldEntryList,
  /** The applicant, or the organisation member who enrolled the account (the maker). */
  createdBy: ZActorRef,
  checkedBy: ZActorRef.nullable(),
  /** Who approved or rejected it. */
  decidedBy: ZActorRef.nullable(),
  reason: z.string().nullable(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  checkedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type TMembershipRequest = z.infer<typeof ZMembershipRequest>;
export const ZMembershipRequestList = z.array(ZMembershipRequest);

/** An endorsement as a DID record shows it (spec §3: id and credentialSubject {id, associatedWith {id, type}}). */
export const ZEndorsementDetail = z.object({
  id: z.string(),
  /** The issuer's name, for people to read beside its DID. */
  organizationName: z.string(),
  credentialSubject: z.object({
    id: z.string(),
    associatedWith: z.object({ id: z.string(), type: z.string() }),
  }),
});
export type TEndorsementDetail = z.infer<typeof ZEndorsementDetail>;

export const ZEndorsement = ZEndorsementDetail.extend({
  /** The membership the endorsement belongs to (DELETE /v1/endorsements/{memberId}). */
  memberId: z.string(),
  holderDid: z.string(),
  holderName: z.string(),
  organizationDid: z.string(),
  organizationName: z.string(),
  schemeId: z.string(),
  roleType: z.string(),
  status: z.enum(CREDENTIAL_STATUSES),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  /** The credential itself: a VC-JWT the holder can copy or download. */
  jwt: z.string(),
  /** What the holder entered in the request it was issued for, as the organisation recorded it ([] after an invitation). */
  entries: ZFieldEntryList,
});
export type TEndorsement = z.infer<typeof ZEndorsement>;
export const ZEndorsementList = z.array(ZEndorsement);

/** A card of Request Endorsements (spec §3 "Endorsement (account card)") with the roles one may apply to. */
export const ZEndorsableAccount = z.object({
  BusinessName: z.string(),
  Address: z.string(),
  AccountName: z.string(),
  AccountDid: z.string(),
  schemes: z.array(z.object({ id: z.string(), schemeName: z.string(), fields: z.array(ZSchemeField) })),
});
export type TEndorsableAccount = z.infer<typeof ZEndorsableAccount>;
export const ZEndorsableAccountList = z.array(ZEndorsableAccount);

/**
 * What the registry tells of a DID (GET /api/v1/identities/{did}, the explorer). A protected DID
 * (protectFlag Y) shows only that it exists; its holder sees their own record whole.
 */
export const ZDidRecord = z.object({
  did: z.string(),
  registered: z.boolean(),
  protectFlag: z.enum(['Y', 'N']),
  /** True when the record is shown without its details (protected, and not the caller's own). */
  hidden: z.boolean(),
  /** 'organisation' for an organisation's DID, else 'individual' (null when hidden or unknown). */
  kind: z.enum(['organisation', 'individual']).nullable(),
  publicKey: z.string().nullable(),
  created: z.string().nullable(),
  profile: z.object({ name: z.string().nullable() }),
  /** Spec §3: the 'other' field holds the holder's live endorsements. */
  other: z.object({ endorsements: z.array(ZEndorsementDetail) }),
});
export type TDidRecord = z.infer<typeof ZDidRecord>;

/** Spec §3 "DID search result: members". */
export const ZDidSearchResult = z.object({ members: z.array(ZDidRecord) });
export type TDidSearchResult = z.infer<typeof ZDidSearchResult>;

/**
 * The holder's live endorsements as an (unsigned) W3C presentation: the server cannot sign for the
 * holder; each credential inside is signed by its issuer. Empty for a protected DID but its own.
 */
export const ZPresentation = z.object({
  '@context': z.array(z.string()),
  type: z.array(z.string()),
  holder: z.string(),
  verifiableCredential: z.array(z.string()),
});
export type TPresentation = z.infer<typeof ZPresentation>;
