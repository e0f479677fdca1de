import { z } from 'zod';
import { EMAIL_PATTERN, VALIDATION_MESSAGES as M } from '../schemas/messages';
import { ZText } from '../schemas/text';
import { ZDidText } from './common';
import { INVITATION_LIMITS, INVITATION_MESSAGES } from './invitations';
import { ZOrganisationUser } from './organisations';

/**
 * An organisation's members and key users (spec §3 "Member", the /user screens): served by
 * GET /api/v1/users/ and GET /api/accounts/{id}/members alike.
 */

export const MEMBER_MESSAGES = {
  notFound: 'Member not found',
  notYourself: 'Admins cannot remove themselves',
  lastAdmin: 'An organization keeps at least one Admin',
  /** A UserAdmin reaching for an Admin, UserAdmin or RoleAdmin member. */
  adminRoleMember: 'This member holds an admin role: an Admin manages it',
  /** An Admin reaching for a member of another role: a UserAdmin manages those. */
  otherRoleMember: 'This member holds a user role: a UserAdmin manages it',
  updated: 'Successfully update membership details',
  updateFailed: 'Somethings wrong please try again',
  keyUserCreated: 'Create new key user successfully',
  keyMismatch: 'The DID does not belong to this public key',
  didTaken: 'This DID is already registered',
} as const;

/** GET /api/accounts/{id}/members: an organisation user (spec §3 "Member") with its custom role and key-user mark. */
export const ZMember = ZOrganisationUser.extend({
  /** The custom role's id, for a member of a custom role. */
  SchemeId: z.string().nullable(),
  /** A key user the console created (a service's DID). */
  KeyUser: z.boolean(),
});
export type TMember = z.infer<typeof ZMember>;
export const ZMemberList = z.array(ZMember);

export const ZMembersParams = z.object({ id: ZDidText('id is required') });

/** DELETE /api/v1/members/{memberId}?memberDid= (spec §7 "Remove a member: memberId and memberDid"). */
export const ZRemoveMemberParams = z.object({ memberId: ZText().trim().min(1).max(64) });
export const ZRemoveMemberQuery = z.object({ memberDid: ZDidText('memberDid is required') });

/** PUT /api/accounts/{id}/members/{memberDid}: a member's details and role (/user/manage). */
export const ZUpdateMemberParams = z.object({
  id: ZDidText('id is required'),
  memberDid: ZDidText('memberDid is required'),
});
export const ZUpdateMemberRequest = z.object({
  memberId: ZText().trim().min(1).max(64),
  name: ZText().trim().min(1, M.nameRequired).max(INVITATION_LIMITS.name, INVITATION_MESSAGES.nameTooLong),
  email: ZText()
    .trim()
    .toLowerCase()
    .max(INVITATION_LIMITS.email, INVITATION_MESSAGES.emailTooLong)
    .refine((email) => !email || EMAIL_PATTERN.test(email), M.emailInvalid),
  /** Machine User's code or an active custom role's id; an admin role is never set here. */
  roleCode: ZText().trim().min(1, M.roleRequired).max(64),
});
export type TUpdateMemberRequest = z.input<typeof ZUpdateMemberRequest>;

/**
 * POST /api/v1/key-users: register a DID the console made in the browser (its private key never
 * leaves it) as a Machine User key user.
 */
export const ZCreateKeyUserRequest = z.object({
  name: ZText().trim().min(1, M.nameRequired).max(INVITATION_LIMITS.name, INVITATION_MESSAGES.nameTooLong),
  /** The compressed or uncompressed secp256k1 public key, hex. */
  publicKey: ZText()
    .trim()
    .regex(
      /^(0x)?[0-9a-fA-F]{66}$|^(0x)?[0-9a-fA-F]{130}$/,
      'publicKey must be a secp256k1 public key in hex',
    ),
  did: ZText().trim().toLowerCase().max(200),
});
export type TCreateKeyUserRequest = z.input<typeof ZCreateKeyUserRequest>;
