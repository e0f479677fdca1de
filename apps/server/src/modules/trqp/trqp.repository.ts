import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { identities, members, membershipRoles, orgSchemes, schemeEvents } from '../../db/schema/index';

/** Whether the registry knows the DID as a holder (it has answered a login or been registered). */
export async function isKnownHolder(db: DbOrTx, did: string): Promise<boolean> {
  const [row] = await db
    .select({ did: identities.did })
    .from(identities)
    .where(eq(identities.did, did))
    .limit(1);
  return Boolean(row);
}

/** The organisation's role (custom role) by name, whatever its state, or undefined. */
export interface SchemeState {
  id: string;
  status: string;
  deletedAt: Date | null;
  createdAt: Date;
}

export async function findSchemeByName(
  db: DbOrTx,
  organisationId: string,
  name: string,
): Promise<SchemeState | undefined> {
  const [row] = await db
    .select({
      id: orgSchemes.id,
      status: orgSchemes.status,
      deletedAt: orgSchemes.deletedAt,
      createdAt: orgSchemes.createdAt,
    })
    .from(orgSchemes)
    .where(
      and(eq(orgSchemes.organisationId, organisationId), sql`lower(${orgSchemes.name}) = lower(${name})`),
    )
    .orderBy(sql`${orgSchemes.deletedAt} is not null`, desc(orgSchemes.createdAt))
    .limit(1);
  return row;
}

/** The organisation's roles (custom roles), whatever their state. */
export function schemesOf(db: DbOrTx, organisationId: string): Promise<SchemeState[]> {
  return db
    .select({
      id: orgSchemes.id,
      status: orgSchemes.status,
      deletedAt: orgSchemes.deletedAt,
      createdAt: orgSchemes.createdAt,
    })
    .from(orgSchemes)
    .where(eq(orgSchemes.organisationId, organisationId));
}

/** The last step of a role's history at or before a time (now: null; APPROVED: active from then on), or undefined. */
export async function schemeActionAt(
  db: DbOrTx,
  schemeId: string,
  at: Date | null,
): Promise<string | undefined> {
  const [row] = await db
    .select({ action: schemeEvents.action })
    .from(schemeEvents)
    .where(and(eq(schemeEvents.schemeId, schemeId), at ? lte(schemeEvents.at, at) : undefined))
    .orderBy(desc(schemeEvents.at), desc(schemeEvents.seq))
    .limit(1);
  return row?.action;
}

/** Whether the role has any history at all (roles written before histories were kept have none). */
export async function schemeHasHistory(db: DbOrTx, schemeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: schemeEvents.id })
    .from(schemeEvents)
    .where(eq(schemeEvents.schemeId, schemeId))
    .limit(1);
  return Boolean(row);
}

/**
 * The names of the roles the DID held in the organisation at a time (now: null): memberships begun
 * by then and not ended by then; a system role's name, or the custom role's.
 */
export async function roleNamesHeldAt(
  db: DbOrTx,
  organisationId: string,
  did: string,
  at: Date | null,
): Promise<string[]> {
  const rows = await db
    .select({ name: sql<string>`coalesce(${membershipRoles.paramName}, ${orgSchemes.name})` })
    .from(members)
    .leftJoin(membershipRoles, eq(membershipRoles.paramCode, members.roleCode))
    .leftJoin(orgSchemes, eq(orgSchemes.id, members.schemeId))
    .where(
      and(
        eq(members.organisationId, organisationId),
        eq(members.memberDid, did),
        at ? lte(members.createdAt, at) : undefined,
        at ? or(isNull(members.deletedAt), gt(members.deletedAt, at)) : isNull(members.deletedAt),
      ),
    );
  return rows.map((row) => row.name).filter(Boolean);
}

/** Whether the DID ever held any membership of the organisation. */
export async function everMember(db: DbOrTx, organisationId: string, did: string): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.organisationId, organisationId), eq(members.memberDid, did)))
    .limit(1);
  return Boolean(row);
}

/** Whether a system role of this name exists (Admin, UserAdmin…). */
export async function isSystemRoleName(db: DbOrTx, name: string): Promise<boolean> {
  const [row] = await db
    .select({ code: membershipRoles.paramCode })
    .from(membershipRoles)
    .where(sql`lower(${membershipRoles.paramName}) = lower(${name})`)
    .limit(1);
  return Boolean(row);
}
