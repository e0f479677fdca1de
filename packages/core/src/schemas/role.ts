import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './messages';
import { ZText } from './text';

/** The longest role name (docs/spec-notes.md, "Roles and schemes"); the database refuses longer ones too. */
export const ROLE_NAME_MAX = 100;

/** A role's name, spec §5: required and trimmed ('Name is required'), at most 100 characters. */
export const ZSchemeName = ZText({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired, abort: true })
  .max(ROLE_NAME_MAX, M.roleNameTooLong);

/** Role creation form (/add-role), spec §5: Role Name required, trimmed. */
export const ZCreateRoleRequest = z.object({ roleName: ZSchemeName });
export type TCreateRoleRequest = z.infer<typeof ZCreateRoleRequest>;
