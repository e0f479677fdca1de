import { asc, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { realtimeEvents } from '../db/schema/index';

export interface StoredEvent {
  id: number;
  topic: string;
  payload: Record<string, unknown>;
}

/**
 * Stores an event and announces it with NOTIFY in the caller's transaction: both happen at commit
 * or not at all, so a committed change is never reported as failed for want of its announcement.
 */
export async function insertEvent(
  tx: DbOrTx,
  channel: string,
  event: { topic: string; payload: Record<string, unknown> },
): Promise<void> {
  const [row] = await tx.insert(realtimeEvents).values(event).returning({ id: realtimeEvents.id });
  const announced: StoredEvent = { id: row!.id, ...event };
  await tx.execute(sql`select pg_notify(${channel}, ${JSON.stringify(announced)})`);
}

export async function eventsSince(db: DbOrTx, since: Date): Promise<StoredEvent[]> {
  const rows = await db
    .select({ id: realtimeEvents.id, topic: realtimeEvents.topic, payload: realtimeEvents.payload })
    .from(realtimeEvents)
    .where(gte(realtimeEvents.createdAt, since))
    .orderBy(asc(realtimeEvents.id));
  return rows.map((row) => ({ ...row, payload: row.payload as Record<string, unknown> }));
}

export async function deleteEventsBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(realtimeEvents).where(lt(realtimeEvents.createdAt, before));
}
