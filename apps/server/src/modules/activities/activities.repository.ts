import { count, desc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activities } from '../../db/schema/index';

export type ActivityRow = typeof activities.$inferSelect;

/** One page of a DID's activities — its own and, for an organisation, its members' — newest first. */
export async function pageActivities(
  db: DbOrTx,
  did: string,
  page: { offset: number; limit: number },
): Promise<{ rows: ActivityRow[]; total: number }> {
  const ofDid = or(eq(activities.did, did), eq(activities.orgDid, did));
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(activities)
      .where(ofDid)
      // (tx_timestamp, id) desc matches the (did|org_did, tx_timestamp desc, id desc) indexes.
      .orderBy(desc(activities.txTimestamp), desc(activities.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(activities).where(ofDid),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
