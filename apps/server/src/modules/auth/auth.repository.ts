import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { authRequests, usedWalletJtis } from '../../db/schema/index';

export type AuthRequestRow = typeof authRequests.$inferSelect;

export async function insertAuthRequest(db: DbOrTx, values: typeof authRequests.$inferInsert): Promise<void> {
  await db.insert(authRequests).values(values);
}

export async function findAuthRequest(db: DbOrTx, txid: string): Promise<AuthRequestRow | undefined> {
  const [row] = await db.select().from(authRequests).where(eq(authRequests.txid, txid)).limit(1);
  return row;
}

/**
 * Moves a PENDING, unexpired request to its answered status. Exactly one concurrent answer can
 * win: the others find no PENDING row and get false.
 */
export async function claimPendingRequest(
  db: DbOrTx,
  txid: string,
  change: { status: 'COMPLETED' | 'REJECTED'; answeredByDid: string | null },
): Promise<boolean> {
  const rows = await db
    .update(authRequests)
    .set({ ...change, answeredAt: new Date() })
    .where(
      and(
        eq(authRequests.txid, txid),
        eq(authRequests.status, 'PENDING'),
        gt(authRequests.expiresAt, sql`now()`),
      ),
    )
    .returning({ txid: authRequests.txid });
  return rows.length > 0;
}

export async function setRequestOutcome(
  db: DbOrTx,
  txid: string,
  outcome: { status: 'COMPLETED' | 'REJECTED'; result: Record<string, unknown> },
): Promise<void> {
  await db.update(authRequests).set(outcome).where(eq(authRequests.txid, txid));
}

export async function markExpired(db: DbOrTx, txid: string): Promise<void> {
  await db
    .update(authRequests)
    .set({ status: 'EXPIRED' })
    .where(and(eq(authRequests.txid, txid), eq(authRequests.status, 'PENDING')));
}

/** Hands out the result once: the first caller gets it, later callers get undefined. */
export async function consumeResult(db: Db, txid: string): Promise<Record<string, unknown> | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ result: authRequests.result, consumedAt: authRequests.consumedAt })
      .from(authRequests)
      .where(eq(authRequests.txid, txid))
      .for('update');
    if (!row || row.consumedAt) return undefined;
    await tx
      .update(authRequests)
      .set({ consumedAt: new Date(), result: null })
      .where(eq(authRequests.txid, txid));
    return (row.result as Record<string, unknown> | null) ?? {};
  });
}

/** Records a wallet token request id; false when it was used before (a replay). */
export async function useWalletJti(db: DbOrTx, jti: string, expiresAt: Date): Promise<boolean> {
  const rows = await db.insert(usedWalletJtis).values({ jti, expiresAt }).onConflictDoNothing().returning();
  return rows.length > 0;
}
