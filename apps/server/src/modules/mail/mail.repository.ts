import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** NOTIFY channel announcing new outbox rows; delivered at commit, so never before they are visible. */
export const MAIL_CHANNEL = 'sigil_mail_outbox';

export async function insertOutboxMail(
  tx: DbOrTx,
  message: { to: string; subject: string; text: string; html?: string },
): Promise<string> {
  const [row] = await tx.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
  await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, ${row!.id})`);
  return row!.id;
}

/**
 * Claims up to `limit` due PENDING mails for one sender: counts the attempt and leases the rows
 * (next_attempt_at moves past the lease) so no other process picks them up while they are sent;
 * SKIP LOCKED lets concurrent claimers pass over each other instead of waiting. A sender that
 * dies mid-send loses its lease and the mail is tried again.
 */
export async function claimDueMails(db: DbOrTx, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'PENDING'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + ${leaseMs} * interval '1 millisecond'`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markSent(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'SENT', sentAt: new Date(), lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markRetry(db: DbOrTx, id: string, error: string, delayMs: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lastError: error, nextAttemptAt: sql`now() + ${delayMs} * interval '1 millisecond'` })
    .where(eq(mailOutbox.id, id));
}

export async function markFailed(db: DbOrTx, id: string, error: string): Promise<void> {
  await db.update(mailOutbox).set({ status: 'FAILED', lastError: error }).where(eq(mailOutbox.id, id));
}

/** How many mails wait to be sent, and how many were given up on (for /metrics). */
export async function countOutbox(db: DbOrTx): Promise<{ pending: number; failed: number }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${mailOutbox.status} = 'PENDING')::int`,
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'FAILED')::int`,
    })
    .from(mailOutbox);
  return { pending: Number(row?.pending ?? 0), failed: Number(row?.failed ?? 0) };
}
