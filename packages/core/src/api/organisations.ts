import { z } from 'zod';
import { ZText } from '../schemas/text';
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
