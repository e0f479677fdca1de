import { permissionsOf, type TPermissionsResponse, type TRoleType } from '@sigil/core';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-tokens';
import type { AccessGate } from '../access/access-gate.service';
import type { MembersService } from '../members/members.service';
import { listMembershipRoles } from './roles.repository';

export class RolesService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessGate,
    private readonly members: MembersService,
  ) {}

  /** The four membership roles: reference data, the same for every organisation. */
  listRoles() {
    return listMembershipRoles(this.db);
  }

  /** Permissions of one of the caller's own memberships. */
  async permissionsFor(user: SessionUser, memberId: string): Promise<TPermissionsResponse> {
    const actor = await this.access.require(user, 'memberships:read-own');
    const membership = await this.members.membership(memberId);
    if (!membership) throw notFound('Membership not found');
    this.access.checkTarget(actor, { ownerDid: membership.memberDid });
    return { memberId, roleType: membership.roleType, permissions: permissionsOf(membership.roleType as TRoleType) };
  }
}
