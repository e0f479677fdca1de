import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userEvents } from '../../db/schema/index';

export type UserEventRow = typeof userEvents.$inferSelect;

export async function insertUserEvent(
  tx: DbOrTx,
  values: Pick<typeof userEvents.$inferInsert, 'did' | 'kind' | 'payload'>,
): Promise<void> {
  await tx.insert(userEvents).values(values);
}

/** One page of a person's events, newest first, and how many they have in all. */
export async function userEventPage(
  db: DbOrTx,
  did: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ rows: UserEventRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(userEvents)
      .where(eq(userEvents.did, did))
      .orderBy(desc(userEvents.createdAt), desc(userEvents.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(userEvents).where(eq(userEvents.did, did)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
