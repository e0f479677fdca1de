import { and, count, desc, eq, not, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import { notifications } from '../../db/schema/index';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(
  tx: DbOrTx,
  values: Pick<typeof notifications.$inferInsert, 'recipientDid' | 'kind' | 'payload' | 'picture'>,
): Promise<NotificationRow> {
  const [row] = await tx.insert(notifications).values(values).returning();
  return row!;
}

/** A person's newest notifications, newest first (an index scan of theirs only). */
export async function newestNotifications(
  db: DbOrTx,
  recipientDid: string,
  limit: number,
): Promise<NotificationRow[]> {
  return runPrepared(
    db,
    'notifications.newest',
    (db) =>
      db
        .select()
        .from(notifications)
        .where(eq(notifications.recipientDid, sql.placeholder('recipientDid')))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(sql.placeholder('limit')),
    { recipientDid, limit },
  );
}

export async function countUnseen(db: DbOrTx, recipientDid: string): Promise<number> {
  const [row] = await runPrepared(
    db,
    'notifications.unseen',
    (db) =>
      db
        .select({ unseen: count() })
        .from(notifications)
        .where(and(eq(notifications.recipientDid, sql.placeholder('recipientDid')), not(notifications.seen))),
    { recipientDid },
  );
  return row?.unseen ?? 0;
}

/** Marks one of the recipient's notifications seen; undefined when they have none with this id. */
export async function markSeen(
  db: DbOrTx,
  recipientDid: string,
  id: string,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ seen: true })
    .where(and(eq(notifications.id, id), eq(notifications.recipientDid, recipientDid)))
    .returning();
  return row;
}

export async function markAllSeen(db: DbOrTx, recipientDid: string): Promise<void> {
  await db
    .update(notifications)
    .set({ seen: true })
    .where(and(eq(notifications.recipientDid, recipientDid), not(notifications.seen)));
}
