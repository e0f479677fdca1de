import { permissionsOf, type TPermissionsResponse, type TRoleType } from '@sigil/core';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-tokens';
import { findMembership, listMembershipRoles } from './roles.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class RolesService {
  constructor(private readonly db: Db) {}

  listRoles() {
    return listMembershipRoles(this.db);
  }

  /** Permissions of one of the caller's own memberships. */
  async permissionsFor(user: SessionUser, memberId: string): Promise<TPermissionsResponse> {
    const membership = UUID.test(memberId) ? await findMembership(this.db, memberId) : undefined;
    if (!membership) throw notFound('Membership not found');
    if (membership.memberDid !== user.sub) throw forbidden('This membership is not yours');
    return { memberId, roleType: membership.roleType, permissions: permissionsOf(membership.roleType as TRoleType) };
  }
}
