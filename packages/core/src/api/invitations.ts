import { z } from 'zod';
import { DEFAULT_DID_METHOD } from '../constants';
import { isDid } from '../did';
import { ROLE_CODES } from '../roles';
import { EMAIL_PATTERN, VALIDATION_MESSAGES as M } from '../schemas/messages';
import { ZText } from '../schemas/text';
import { ZOptionalQueryText } from './common';

/**
 * Invitations into an organisation role, members and key users (spec §2 screens 5–7 and the /user
 * screens, §3 "Invitation", "Member", "Pending endorsement invitation", §4, §7 "Invitations";
 * docs/architecture.md, Invitations). An invitation's code is the only thing that binds it to a
 * DID.
 */

export const INVITATION_TYPES = {
  /** Admin → Admin, UserAdmin or RoleAdmin. */
  adminRole: 'MemberShipRoleInvite',
  /** UserAdmin → an active custom role (by name and e-mail) or Machine User (by DID). */
  userRole: 'MemberShipSchemeInviteFromAdmin',
} as const;
export type TInvitationType = (typeof INVITATION_TYPES)[keyof typeof INVITATION_TYPES];

/**
 * The stored lifecycle: INVITED → ACCEPTED | REJECTED, or CANCELLED by the organisation (hidden
 * from lists, kept so a late answer is refused rather than not found). EXPIRED is never stored: an
 * INVITED invitation past its expiry reads as EXPIRED.
 */
export const INVITATION_LIFECYCLE = ['INVITED', 'ACCEPTED', 'REJECTED', 'CANCELLED'] as const;
export type TInvitationLifecycle = (typeof INVITATION_LIFECYCLE)[number];
export const INVITATION_VIEW_STATUSES = ['INVITED', 'ACCEPTED', 'REJECTED', 'EXPIRED'] as const;
export type TInvitationViewStatus = (typeof INVITATION_VIEW_STATUSES)[number];

/** The admin roles an Admin invites to (spec §7: MemberShipRoleInvite with roleType and roleCode). */
export const ADMIN_INVITATION_ROLE_CODES = [
  ROLE_CODES.admin,
  ROLE_CODES.userAdmin,
  ROLE_CODES.roleAdmin,
] as const;

export const INVITATION_LIMITS = { name: 100, email: 254 } as const;

/** Texts the server answers with (spec §8 where it has them). */
export const INVITATION_MESSAGES = {
  invited: 'Invited successfully',
  accepted: 'Accepted successfully',
  rejected: 'Rejected successfully',
  machineApproved: 'Approved successfully',
  machineRejected: 'Rejected successfully',
  notFound: 'Invitation not found',
  notPending: 'This invitation has already been answered',
  cancelled: 'This invitation was cancelled',
  expired: 'This invitation has expired',
  boundElsewhere: 'This invitation belongs to another DID',
  roleInactive: 'This role is not active',
  roleUnknown: 'Unknown role',
  adminRoleOnly: 'Admins invite to Admin, UserAdmin or RoleAdmin only',
  userRoleOnly: 'Invite to an active role or to Machine User',
  alreadyMember: 'This person is already a member in this role',
  alreadyInvited: 'This person already has a pending invitation',
  emailAlreadyMember: 'This email belongs to a member of your organization',
  emailAlreadyInvited: 'This email already has a pending invitation',
  notMachineUser: 'Only Machine User invitations are decided by the provider',
  notEmailInvitation: 'A Machine User invitation is decided by the provider',
  nameTooLong: `Name must be at most ${INVITATION_LIMITS.name} characters`,
  emailTooLong: `Email must be at most ${INVITATION_LIMITS.email} characters`,
} as const;

/** 'Fail to approve, User have not joined the {product}' (spec §8). */
export const machineUserNotJoinedMessage = (productName: string) =>
  `Fail to approve, User have not joined the ${productName}`;

const isMachineUser = (roleCode: string) => roleCode === ROLE_CODES.machineUser;

// ---------------------------------------------------------------------------------------------
// Requests

const ZEmail = ZText()
  .trim()
  .toLowerCase()
  .max(INVITATION_LIMITS.email, INVITATION_MESSAGES.emailTooLong)
  .optional();

/**
 * POST /api/v1/invitations/ (spec §7 "Send invitation payload"). `roleCode` is a membership role's
 * code, or the id of an active custom role (scheme). The invite dialog's rules (spec §5) hold here too.
 */
export function createSendInvitationSchema(didMethod = DEFAULT_DID_METHOD) {
  return z
    .object({
      invitationType: z.enum([INVITATION_TYPES.adminRole, INVITATION_TYPES.userRole]),
      roleCode: ZText({ error: M.roleRequired }).trim().min(1, M.roleRequired).max(64, M.roleRequired),
      roleType: ZText().trim().max(200).optional(),
      name: ZText().trim().max(INVITATION_LIMITS.name, INVITATION_MESSAGES.nameTooLong).optional(),
      email: ZEmail,
      did: ZText().trim().toLowerCase().max(200, M.didInvalid).optional(),
      organizationDid: ZText().trim().toLowerCase().max(200).optional(),
      memberId: ZText().trim().max(64).optional(),
    })
    .superRefine((value, ctx) => {
      if (isMachineUser(value.roleCode)) {
        if (!value.did) ctx.addIssue({ code: 'custom', path: ['did'], message: M.didRequired });
        else if (!isDid(value.did, didMethod))
          ctx.addIssue({ code: 'custom', path: ['did'], message: M.didInvalid });
        return;
      }
      if (!value.name) ctx.addIssue({ code: 'custom', path: ['name'], message: M.nameRequired });
      if (!value.email) ctx.addIssue({ code: 'custom', path: ['email'], message: M.emailRequired });
      else if (!EMAIL_PATTERN.test(value.email))
        ctx.addIssue({ code: 'custom', path: ['email'], message: M.emailInvalid });
    });
}
export const ZSendInvitationRequest = createSendInvitationSchema();
export type TSendInvitationRequest = z.input<typeof ZSendInvitationRequest>;

/** GET /api/v1/invitations/orgroles/sent and /user-roles/sent?organizationDid= */
export const ZInvitationListQuery = z.object({ organizationDid: ZOptionalQueryText });

/** An invitation code in a path, or in a body. */
export const ZInvitationCode = ZText({ error: 'invitationCode is required' })
  .trim()
  .min(1, 'invitationCode is required')
  .max(100);
export const ZInvitationCodeParams = z.object({ invitationCode: ZInvitationCode });

/** GET /api/v1/invitations/?invitationCode= (one, by its code) or without it (the caller's pending ones). */
export const ZInvitationLookupQuery = z.object({
  invitationCode: ZOptionalQueryText,
  /** Accepted for the spec's call and ignored: nobody sees an invitation by claiming an e-mail. */
  inviteeEmail: ZOptionalQueryText,
});

/** POST /api/v1/invitations/claim: bind an invitation to the caller's DID by its code. */
export const ZClaimInvitationRequest = z.object({ invitationCode: ZInvitationCode });

/** PUT /api/v1/invitations/membershiprole/enroll (spec §7 "Accept or reject an endorsement invitation"). */
export const ZAnswerInvitationRequest = z.object({
  invitationStatus: z.enum(['Accepted', 'Rejected']),
  /** The holder's public key (hex); when sent, it must be the key the DID is registered with. */
  publicKey: ZText().trim().max(200).optional(),
  membersRequiredParams: z
    .object({
      name: ZText().trim().max(INVITATION_LIMITS.name, INVITATION_MESSAGES.nameTooLong).optional(),
      email: ZEmail.refine((email) => !email || EMAIL_PATTERN.test(email), M.emailInvalid),
    })
    .optional(),
  invitationCode: ZInvitationCode,
});
export type TAnswerInvitationRequest = z.input<typeof ZAnswerInvitationRequest>;

/** DELETE /api/v1/invitations/{code}: spec §7 sends invitationCode, orgId and type; the path decides. */
export const ZCancelInvitationRequest = z
  .object({ invitationCode: ZText().optional(), orgId: ZText().optional(), type: ZText().optional() })
  .nullish();

/** POST /api/invite/invitations/send-email: send the invitation again, under a new code. */
export const ZResendInvitationRequest = z.object({ invitationCode: ZInvitationCode });

/** GET /api/invite/check-email/{email} */
export const ZCheckEmailParams = z.object({
  email: ZText().trim().toLowerCase().max(INVITATION_LIMITS.email),
});
export const ZCheckEmailResponse = z.object({
  /** Set when the e-mail is already a member or invited: the console shows it as a warning. */
  message: z.string().optional(),
});
export type TCheckEmailResponse = z.infer<typeof ZCheckEmailResponse>;

/** GET /api/v1/invitations/role-machine-user?status=&orgName= (provider). */
export const ZMachineUserInvitationQuery = z.object({
  status: ZOptionalQueryText,
  orgName: ZOptionalQueryText,
});

/** PUT /api/v1/invitations/role-machine-user/{invitationCode} (spec §7 "Provider update of a request"). */
export const ZDecideMachineUserRequest = z.object({
  invitationStatus: z.enum(['ACCEPTED', 'REJECTED']),
  membersRequiredParams: z
    .object({ Name: ZText().max(200).optional(), Email: ZText().max(300).optional() })
    .optional(),
  invitationCode: ZText().max(100).optional(),
});
export type TDecideMachineUserRequest = z.input<typeof ZDecideMachineUserRequest>;

// ---------------------------------------------------------------------------------------------
// Answers

/** An invitation as the organisation's lists show it (spec §3 "Invitation"). */
export const ZInvitation = z.object({
  invitationCode: z.string(),
  type: z.enum([INVITATION_TYPES.adminRole, INVITATION_TYPES.userRole]),
  invitorName: z.string(),
  invitedBy: z.string(),
  inviteeName: z.string(),
  inviteeEmail: z.string(),
  inviteeDid: z.string().nullable(),
  /** Stored status, or EXPIRED for an INVITED one past its expiry. */
  invitationStatus: z.enum(INVITATION_VIEW_STATUSES),
  status: z.enum(INVITATION_VIEW_STATUSES),
  /** When it was answered (or decided, for a machine user): ISO 8601, UTC. */
  acceptedDate: z.string().nullable(),
  createdDate: z.string(),
  expiresAt: z.string(),
  roleCode: z.string(),
  roleType: z.string(),
  organizationDid: z.string(),
  organizationName: z.string(),
});
export type TInvitation = z.infer<typeof ZInvitation>;
export const ZInvitationList = z.array(ZInvitation);

/** spec §3 "Pending endorsement invitation": what the invitee sees of an invitation bound to them. */
export const ZPendingInvitation = z.object({
  invitationCode: z.string(),
  organizationDid: z.string(),
  organizationName: z.string(),
  roleType: z.string(),
  name: z.string(),
  email: z.string(),
  invitorName: z.string(),
  status: z.enum(INVITATION_VIEW_STATUSES),
  createdDate: z.string(),
  expiresAt: z.string(),
});
export type TPendingInvitation = z.infer<typeof ZPendingInvitation>;
export const ZPendingInvitationList = z.array(ZPendingInvitation);

export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;
