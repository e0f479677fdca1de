import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './messages';

/** Role creation, spec §5: Role Name required, trimmed. */
export const ZCreateRoleRequest = z.object({
  roleName: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired),
});
export type TCreateRoleRequest = z.infer<typeof ZCreateRoleRequest>;
