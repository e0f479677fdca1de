import {
  permissionsOf,
  permissionsWithin,
  ROLE_ACTIVE_STATUS,
  SEEDED_MEMBERSHIP_ROLES,
  type TOrgRole,
  type TPermissionsResponse,
  type TRoleType,
} from '@sigil/core';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-tokens';
import type { AccessGate } from '../access/access-gate.service';
import type { MembersService } from '../members/members.service';
import type { SchemesService } from '../schemes/schemes.service';

/**
 * The four membership roles as membership_roles holds them: fixed, seeded from SEEDED_MEMBERSHIP_ROLES
 * at migration (src/db/migrate.ts), listed by code as the table was.
 */
const MEMBERSHIP_ROLES = SEEDED_MEMBERSHIP_ROLES.map(({ paramCode, paramName, description }) => ({
  paramCode,
  paramType: 'MembershipRole',
  paramName,
  description,
})).sort((a, b) => (a.paramCode < b.paramCode ? -1 : 1));

export class RolesService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessGate,
    private readonly members: MembersService,
    private readonly schemes: SchemesService,
  ) {}

  /** The four membership roles: reference data, the same for every organisation. */
  async listRoles() {
    return MEMBERSHIP_ROLES;
  }

  /** An organisation's roles: the four membership roles, then its custom roles (spec §7 orgroles). */
  async orgRoles(user: SessionUser, organisationDid: string): Promise<TOrgRole[]> {
    const custom = await this.schemes.list(user, organisationDid);
    return [
      ...MEMBERSHIP_ROLES.map((role) => ({
        id: role.paramCode,
        roleName: role.paramName,
        kind: 'membership' as const,
        roleCode: role.paramCode,
        activeStatus: ROLE_ACTIVE_STATUS.active,
        status: null,
      })),
      ...custom.map((scheme) => ({
        id: scheme.id,
        roleName: scheme.schemeName,
        kind: 'custom' as const,
        roleCode: null,
        activeStatus: scheme.activeStatus,
        status: scheme.status,
      })),
    ];
  }

  /** Permissions of one of the caller's own memberships. */
  async permissionsFor(user: SessionUser, memberId: string): Promise<TPermissionsResponse> {
    const actor = await this.access.require(user, 'memberships:read-own');
    const membership = await this.members.membership(memberId);
    if (!membership) throw notFound('Membership not found');
    this.access.checkTarget(actor, { ownerDid: membership.memberDid });
    return {
      memberId,
      roleType: membership.roleType,
      // Within the organisation's features (decision 0009): the console offers what the gate allows.
      permissions: permissionsWithin(permissionsOf(membership.roleType as TRoleType), membership.features),
    };
  }
}
