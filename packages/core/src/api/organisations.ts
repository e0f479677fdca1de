import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../schemas/messages';
import { ZText } from '../schemas/text';
import { ORGANISATION_EVENT_ACTIONS, ORGANISATION_STATUSES } from '../statuses';
import { ZDidText, ZOptionalQueryText } from './common';

/** Organisations (spec §2 screens 12, 13, home panel; §3 "Organisation detail"; §7 Accounts, Users). */

/** GET /api/v1/accounts?orgName= */
export const ZOrganisationListQuery = z.object({ orgName: ZOptionalQueryText });
export type TOrganisationListQuery = z.input<typeof ZOrganisationListQuery>;

/** List items use lower-camel names (spec §3). */
export const ZOrganisationListItem = z.object({
  id: z.string(),
  businessName: z.string(),
  accountDid: z.string(),
  email: z.string(),
  contactNumber: z.string(),
  countryOfIncorporation: z.string(),
  orgRegNumber: z.string(),
  corporateWebsite: z.string(),
  mailingAddress1: z.string(),
  /** ACTIVE, SUSPENDED or DEACTIVATED: the provider's list shows the ended ones too. */
  status: z.enum(ORGANISATION_STATUSES),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
});
export type TOrganisationListItem = z.infer<typeof ZOrganisationListItem>;
export const ZOrganisationList = z.array(ZOrganisationListItem);

/** The caller's own membership, in the detail of an organisation login. */
export const ZOrganisationDetailMember = z.object({
  /** Membership id (what the console sends as memberId). */
  ID: z.string(),
  MemberID: z.string(),
  /** The member's own DID. */
  MemberDid: z.string(),
  TypeOfRole: z.string(),
  /** The organisation's DID. */
  AccountDid: z.string(),
  RoleCode: z.string(),
  RoleType: z.string(),
});
export type TOrganisationDetailMember = z.infer<typeof ZOrganisationDetailMember>;

/** GET /api/accounts/{did} (spec §3 "Organisation detail": the fields the registry holds). */
export const ZOrganisationDetail = z.object({
  ID: z.string(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  AccountID: z.string(),
  AccountDid: z.string(),
  AccountName: z.string(),
  BusinessName: z.string(),
  MailingAddress1: z.string(),
  MailingAddress2: z.string(),
  CorporateWebsite: z.string(),
  Address: z.string(),
  Email: z.string(),
  ContactNumber: z.string(),
  CountryOfIncorporation: z.string(),
  OrgRegNumber: z.string(),
  Status: z.string(),
  /** DID of the requester whose signup created the organisation. */
  CreatedBy: z.string(),
  Logo: z.string().nullable(),
  AccountFeatures: z.array(z.string()),
  /** The caller's membership for an organisation login; null for the provider. */
  Member: ZOrganisationDetailMember.nullable(),
});
export type TOrganisationDetail = z.infer<typeof ZOrganisationDetail>;

export const ZOrganisationDetailParams = z.object({ did: ZDidText('did is required') });
export const ZOrganisationDetailQuery = z.object({ memberId: ZText().optional() });

/** GET /api/v1/users/?organizationDid= */
export const ZOrganisationUsersQuery = z.object({ organizationDid: ZDidText('organizationDid is required') });
export type TOrganisationUsersQuery = z.input<typeof ZOrganisationUsersQuery>;

/** A live member of an organisation (spec §3 "Organisation user" + MemberID). */
export const ZOrganisationUser = z.object({
  MemberID: z.string(),
  Name: z.string(),
  EmailId: z.string(),
  MemberDid: z.string(),
  TypeOfRole: z.string(),
  RoleCode: z.string(),
  /** ISO 8601, UTC. */
  CreatedAt: z.string(),
});
export type TOrganisationUser = z.infer<typeof ZOrganisationUser>;
export const ZOrganisationUserList = z.array(ZOrganisationUser);

/** The organisation lifecycle (issue 40): the provider suspends, reactivates or deactivates. */
export const ORGANISATION_LIFECYCLE_LIMITS = { reason: 500 } as const;

export const ORGANISATION_LIFECYCLE_MESSAGES = {
  reasonRequired: 'Reason is required',
  reasonTooLong: `Reason must be at most ${ORGANISATION_LIFECYCLE_LIMITS.reason} characters`,
  suspended: 'Organization suspended',
  reactivated: 'Organization reactivated',
  deactivated: 'Organization deactivated',
  notActive: VALIDATION_MESSAGES.organisationNotActive,
  notSuspended: VALIDATION_MESSAGES.organisationNotSuspended,
  alreadyDeactivated: VALIDATION_MESSAGES.organisationAlreadyDeactivated,
} as const;

/** POST /api/accounts/{did}/suspend, /reactivate, /deactivate */
export const ZOrganisationLifecycleBody = z.object({
  reason: ZText({ error: ORGANISATION_LIFECYCLE_MESSAGES.reasonRequired })
    .trim()
    .min(1, ORGANISATION_LIFECYCLE_MESSAGES.reasonRequired)
    .max(ORGANISATION_LIFECYCLE_LIMITS.reason, ORGANISATION_LIFECYCLE_MESSAGES.reasonTooLong),
});
export type TOrganisationLifecycleBody = z.infer<typeof ZOrganisationLifecycleBody>;

export const ZOrganisationStatus = z.enum(ORGANISATION_STATUSES);

/** One entry of GET /api/accounts/{did}/history: who changed what, when and why; newest first. */
export const ZOrganisationEvent = z.object({
  id: z.string(),
  action: z.enum(ORGANISATION_EVENT_ACTIONS),
  /** The organisation's status after the change. */
  status: ZOrganisationStatus,
  /** Its account features after the change. */
  features: z.array(z.string()),
  reason: z.string().nullable(),
  actorDid: z.string(),
  actorName: z.string(),
  /** ISO 8601, UTC. */
  at: z.string(),
});
export type TOrganisationEvent = z.infer<typeof ZOrganisationEvent>;
export const ZOrganisationHistory = z.array(ZOrganisationEvent);

/** The answer of a lifecycle call: the organisation's new status and a message for the console. */
export const ZOrganisationLifecycleResponse = z.object({ status: ZOrganisationStatus, message: z.string() });
export type TOrganisationLifecycleResponse = z.infer<typeof ZOrganisationLifecycleResponse>;
