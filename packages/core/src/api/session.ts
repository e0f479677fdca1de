import { z } from 'zod';
import { LOGIN_MODES } from '../constants';

/**
 * The session's own contracts, apart from the login calls in ./auth: every signed-in page load
 * parses /auth/me with them, and ./auth carries the signup form's schema and its phone metadata.
 */
export const ZLoginMode = z.enum(LOGIN_MODES);

/** A membership the DID holds, as the organisation login offers it (spec §3 "roles"). */
export const ZMembershipRef = z.object({
  enrollmentID: z.string(),
  enrolledOrg: z.string(),
  organizationDid: z.string(),
  type: z.string(),
  membershipId: z.string(),
});
export type TMembershipRef = z.infer<typeof ZMembershipRef>;

export const ZSelectedAccount = z.object({
  id: z.string(),
  type: z.string(),
  membershipId: z.string(),
});
export type TSelectedAccount = z.infer<typeof ZSelectedAccount>;

/** What the console knows of the logged-in user. */
export const ZSessionProfile = z.object({
  did: z.string(),
  name: z.string(),
  email: z.string(),
  mode: ZLoginMode,
  avatar: z.string().nullable().optional(),
  roles: z.array(ZMembershipRef),
  selectedAccount: ZSelectedAccount.nullable().optional(),
  organisation: z
    .object({ did: z.string(), businessName: z.string(), logo: z.string().nullable().optional() })
    .nullable()
    .optional(),
});
export type TSessionProfile = z.infer<typeof ZSessionProfile>;

/** POST /api/v1/auth/select-account answer: the new session. */
export const ZSessionResponse = z.object({ token: z.string(), profile: ZSessionProfile });
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

/** GET /api/v1/trustanchor/membershiproles/permissions?memberId= */
export const ZPermissionsResponse = z.object({
  memberId: z.string(),
  roleType: z.string(),
  permissions: z.record(z.string(), z.boolean()),
});
export type TPermissionsResponse = z.infer<typeof ZPermissionsResponse>;
