import { z } from 'zod';
import { DEFAULT_DID_METHOD } from '../constants';
import { isDid } from '../did';
import { ROLE_CODES, ROLE_TYPES } from '../roles';
import { EMAIL_PATTERN, VALIDATION_MESSAGES as M } from './messages';
import { ZText } from './text';

function isMachineUserRole(role: string): boolean {
  return role === ROLE_CODES.machineUser || role === ROLE_TYPES.machineUser;
}

/**
 * Invite user dialog, spec §5. `role` is a role code or role type; a Machine User is invited by
 * DID only, every other role by name and e-mail.
 */
export function createInviteUserSchema(didMethod = DEFAULT_DID_METHOD) {
  return z
    .object({
      role: ZText({ error: M.roleRequired }).trim().min(1, M.roleRequired),
      did: ZText().trim().optional(),
      name: ZText().trim().optional(),
      email: ZText().trim().optional(),
    })
    .superRefine((value, ctx) => {
      if (!value.role) return;
      if (isMachineUserRole(value.role)) {
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

export const ZInviteUserRequest = createInviteUserSchema();
export type TInviteUserRequest = z.infer<typeof ZInviteUserRequest>;
