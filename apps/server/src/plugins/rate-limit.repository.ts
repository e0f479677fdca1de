import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rateLimitHits } from '../db/schema/index';

export interface RateLimitCount {
  /** Requests counted in the current window, these included. */
  hits: number;
  /** Milliseconds until the window ends and the count starts again. */
  ttlMs: number;
}

/**
 * Counts `requests` requests (one, or a process's batch of them) for `key` in a single atomic
 * upsert, so processes sharing the database never lose or double an increment: a new key or a
 * key whose window has ended starts again at `requests` with a fresh window; otherwise the count
 * goes up by `requests`. Time is the database's (`now()`), so every process agrees on when a
 * window ends whatever its own clock says.
 */
export async function countHit(
  db: DbOrTx,
  key: string,
  windowMs: number,
  requests = 1,
): Promise<RateLimitCount> {
  const expired = sql`${rateLimitHits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: requests, resetAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${expired} then excluded.hits else ${rateLimitHits.hits} + excluded.hits end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
      },
    })
    .returning({
      hits: rateLimitHits.hits,
      ttlMs: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitHits.resetAt} - now())) * 1000))::integer`,
    });
  return row!;
}

/** Deletes the counters whose window has ended (the reset_at index makes it cheap). */
export async function deleteExpiredHits(db: DbOrTx): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, sql`now()`));
}
