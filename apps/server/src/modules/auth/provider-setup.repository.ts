import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { claimedProviders, providerSetupCodes } from '../../db/schema/index';

export async function anyClaimedProvider(db: DbOrTx): Promise<boolean> {
  return (await db.select({ did: claimedProviders.did }).from(claimedProviders).limit(1)).length > 0;
}

export async function isClaimedProvider(db: DbOrTx, did: string): Promise<boolean> {
  const rows = await db
    .select({ did: claimedProviders.did })
    .from(claimedProviders)
    .where(eq(claimedProviders.did, did))
    .limit(1);
  return rows.length > 0;
}

/** The one setup code there is: any earlier one stops working. */
export async function replaceSetupCode(db: DbOrTx, codeHash: string | null): Promise<void> {
  await db.delete(providerSetupCodes);
  if (codeHash) await db.insert(providerSetupCodes).values({ codeHash });
}

export async function setupCodeExists(db: DbOrTx, codeHash: string): Promise<boolean> {
  const rows = await db
    .select({ codeHash: providerSetupCodes.codeHash })
    .from(providerSetupCodes)
    .where(eq(providerSetupCodes.codeHash, codeHash))
    .limit(1);
  return rows.length > 0;
}

/** Uses the code up and makes the DID a provider; false when the code was used (or replaced) before. */
export async function claimProvider(tx: DbOrTx, codeHash: string, did: string): Promise<boolean> {
  const used = await tx
    .delete(providerSetupCodes)
    .where(eq(providerSetupCodes.codeHash, codeHash))
    .returning({ codeHash: providerSetupCodes.codeHash });
  if (used.length === 0) return false;
  await tx.insert(claimedProviders).values({ did }).onConflictDoNothing();
  return true;
}
