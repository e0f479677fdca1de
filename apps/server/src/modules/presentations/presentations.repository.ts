import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { presentationRequests } from '../../db/schema/index';

export type PresentationRequestRow = typeof presentationRequests.$inferSelect;

export async function insertPresentationRequest(
  db: DbOrTx,
  values: typeof presentationRequests.$inferInsert,
): Promise<void> {
  await db.insert(presentationRequests).values(values);
}

export async function findPresentationRequest(
  db: DbOrTx,
  txid: string,
): Promise<PresentationRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(presentationRequests)
    .where(eq(presentationRequests.txid, txid))
    .limit(1);
  return row;
}

export async function markPresentationExpired(db: DbOrTx, txid: string): Promise<void> {
  await db
    .update(presentationRequests)
    .set({ status: 'EXPIRED' })
    .where(and(eq(presentationRequests.txid, txid), eq(presentationRequests.status, 'PENDING')));
}

/** Settles a waiting request with its outcome; false when another answer came first, or it expired. */
export async function settlePresentationRequest(
  db: DbOrTx,
  txid: string,
  outcome: { status: 'COMPLETED' | 'REJECTED'; result: Record<string, unknown> },
): Promise<boolean> {
  const rows = await db
    .update(presentationRequests)
    .set({ ...outcome, answeredAt: new Date() })
    .where(
      and(
        eq(presentationRequests.txid, txid),
        eq(presentationRequests.status, 'PENDING'),
        gt(presentationRequests.expiresAt, sql`now()`),
      ),
    )
    .returning({ txid: presentationRequests.txid });
  return rows.length > 0;
}
