import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './messages';
import { ZText } from './text';

/** Role creation, spec §5: Role Name required, trimmed. */
export const ZCreateRoleRequest = z.object({
  roleName: ZText({ error: M.nameRequired }).trim().min(1, M.nameRequired),
});
export type TCreateRoleRequest = z.infer<typeof ZCreateRoleRequest>;
