import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fieldsOfRole } from '../../db/field-entries';
import { runPrepared } from '../../db/prepared';
import { endorsements, members, membershipRequests, organisations } from '../../db/schema/index';

export type EndorsementRow = Awaited<ReturnType<typeof listEndorsements>>[number];

/** Inserts an endorsement at its status list position; false when the position is taken. */
export async function insertEndorsementAt(
  tx: DbOrTx,
  values: typeof endorsements.$inferInsert,
): Promise<boolean> {
  const inserted = await tx
    .insert(endorsements)
    .values(values)
    .onConflictDoNothing({ target: [endorsements.organisationId, endorsements.statusListIndex] })
    .returning({ id: endorsements.id });
  return inserted.length === 1;
}

type EndorsementFilter = {
  id?: string;
  organisationId?: string;
  holderDid?: string;
  liveOnly?: boolean;
  validFirst?: boolean;
};

/**
 * Endorsements with their organisation and holder's member name, newest first; with `validFirst`,
 * the valid ones before the revoked ones (a holder's own list). Built once per shape of filter.
 */
export function listEndorsements(db: DbOrTx, filter: EndorsementFilter) {
  const values = { id: filter.id, organisationId: filter.organisationId, holderDid: filter.holderDid };
  const given = (name: keyof typeof values) => values[name] !== undefined;
  const shape = `endorsements:${(['id', 'organisationId', 'holderDid'] as const).filter(given).join(',')}:${!!filter.liveOnly}:${!!filter.validFirst}`;
  const placeholder = (name: keyof typeof values) => sql.placeholder(name);
  return runPrepared(
    db,
    shape,
    (db) =>
      db
        .select({
          id: endorsements.id,
          organisationId: endorsements.organisationId,
          organisationDid: organisations.did,
          organisationName: organisations.businessName,
          memberId: endorsements.memberId,
          holderDid: endorsements.holderDid,
          holderName: members.name,
          schemeId: endorsements.schemeId,
          roleName: endorsements.roleName,
          statusListIndex: endorsements.statusListIndex,
          jwt: endorsements.jwt,
          issuedAt: endorsements.issuedAt,
          revokedAt: endorsements.revokedAt,
          /** The values of the membership request it was issued for (none after an invitation). */
          requestValues: membershipRequests.fieldValues,
          fields: fieldsOfRole(endorsements.schemeId),
        })
        .from(endorsements)
        .innerJoin(organisations, eq(organisations.id, endorsements.organisationId))
        .innerJoin(members, eq(members.id, endorsements.memberId))
        .leftJoin(membershipRequests, eq(membershipRequests.id, endorsements.requestId))
        .where(
          and(
            given('id') ? eq(endorsements.id, placeholder('id')) : undefined,
            given('organisationId')
              ? eq(endorsements.organisationId, placeholder('organisationId'))
              : undefined,
            given('holderDid') ? eq(endorsements.holderDid, placeholder('holderDid')) : undefined,
            filter.liveOnly
              ? and(isNull(endorsements.revokedAt), isNull(organisations.deletedAt))
              : undefined,
          ),
        )
        .orderBy(
          ...(filter.validFirst ? [sql`${endorsements.revokedAt} is not null`] : []),
          desc(endorsements.issuedAt),
          desc(endorsements.id),
        ),
    values,
  );
}

/**
 * Revokes the live endorsements of a membership (its end) or of a whole organisation (its
 * deactivation); the revoked rows (none when there were none).
 */
export function revokeEndorsements(
  tx: DbOrTx,
  of: { memberId: string } | { organisationId: string },
  revokedByDid: string,
) {
  const whose =
    'memberId' in of
      ? eq(endorsements.memberId, of.memberId)
      : eq(endorsements.organisationId, of.organisationId);
  return tx
    .update(endorsements)
    .set({ revokedAt: sql`now()`, revokedByDid })
    .where(and(whose, isNull(endorsements.revokedAt)))
    .returning({
      id: endorsements.id,
      holderDid: endorsements.holderDid,
      roleName: endorsements.roleName,
      organisationId: endorsements.organisationId,
    });
}

/** The status list positions of an organisation's revoked endorsements. */
export async function revokedIndexes(db: DbOrTx, organisationId: string): Promise<number[]> {
  const rows = await db
    .select({ index: endorsements.statusListIndex })
    .from(endorsements)
    .where(and(eq(endorsements.organisationId, organisationId), isNotNull(endorsements.revokedAt)));
  return rows.map((row) => row.index);
}
