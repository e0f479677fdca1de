import { count, desc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activities, identities } from '../../db/schema/index';

/** An activity, with the name its DID's holder gave ('' when the DID has no identity here). */
export type ActivityRow = typeof activities.$inferSelect & { name: string };

/** One page of a DID's activities — its own and, for an organisation, its members' — newest first, with names. */
export async function pageActivities(
  db: DbOrTx,
  did: string,
  page: { offset: number; limit: number },
): Promise<{ rows: ActivityRow[]; total: number }> {
  const ofDid = or(eq(activities.did, did), eq(activities.orgDid, did));
  const [rows, [totals]] = await Promise.all([
    db
      .select({ activity: activities, name: identities.name })
      .from(activities)
      .leftJoin(identities, eq(identities.did, activities.did))
      .where(ofDid)
      // (tx_timestamp, id) desc matches the (did|org_did, tx_timestamp desc, id desc) indexes.
      .orderBy(desc(activities.txTimestamp), desc(activities.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(activities).where(ofDid),
  ]);
  return { rows: rows.map(({ activity, name }) => ({ ...activity, name: name ?? '' })), total: totals?.total ?? 0 };
}
