import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { revokedTokens } from '../db/schema/index';

/** Records a revocation and announces it to every process, both at commit or neither. */
export async function insertRevocation(
  db: DbOrTx,
  channel: string,
  jti: string,
  expiresAt: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
    await tx.execute(sql`select pg_notify(${channel}, ${jti})`);
  });
}

export async function isRevoked(db: DbOrTx, jti: string): Promise<boolean> {
  const rows = await db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(eq(revokedTokens.jti, jti))
    .limit(1);
  return rows.length > 0;
}
