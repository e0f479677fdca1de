import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { credentialOffers, issuanceNonces } from '../../db/schema/index';

export type CredentialOfferRow = typeof credentialOffers.$inferSelect;

export async function insertOffer(db: DbOrTx, values: typeof credentialOffers.$inferInsert): Promise<void> {
  await db.insert(credentialOffers).values(values);
}

export async function findOffer(db: DbOrTx, id: string): Promise<CredentialOfferRow | undefined> {
  const [row] = await db.select().from(credentialOffers).where(eq(credentialOffers.id, id)).limit(1);
  return row;
}

/** The offer of a pre-authorized code, locked for the token exchange. */
export async function lockOfferByCode(db: DbOrTx, codeHash: string): Promise<CredentialOfferRow | undefined> {
  const [row] = await db
    .select()
    .from(credentialOffers)
    .where(eq(credentialOffers.preAuthorizedCodeHash, codeHash))
    .for('update')
    .limit(1);
  return row;
}

/** The offer an access token was issued for, locked for the credential request. */
export async function lockOfferByToken(
  db: DbOrTx,
  tokenHash: string,
): Promise<CredentialOfferRow | undefined> {
  const [row] = await db
    .select()
    .from(credentialOffers)
    .where(eq(credentialOffers.accessTokenHash, tokenHash))
    .for('update')
    .limit(1);
  return row;
}

export async function updateOffer(
  db: DbOrTx,
  id: string,
  change: Partial<
    Pick<
      CredentialOfferRow,
      'status' | 'failedAttempts' | 'accessTokenHash' | 'accessTokenExpiresAt' | 'issuedAt'
    >
  >,
): Promise<void> {
  await db.update(credentialOffers).set(change).where(eq(credentialOffers.id, id));
}

/** Keeps a fresh c_nonce, and forgets those that ran out. */
export async function insertNonce(db: DbOrTx, nonceHash: string, expiresAt: Date): Promise<void> {
  await db.delete(issuanceNonces).where(lt(issuanceNonces.expiresAt, sql`now()`));
  await db.insert(issuanceNonces).values({ nonceHash, expiresAt });
}

/** Uses a c_nonce up: true when it was handed out and has not run out; it works once. */
export async function useNonce(db: DbOrTx, nonceHash: string): Promise<boolean> {
  const used = await db
    .delete(issuanceNonces)
    .where(and(eq(issuanceNonces.nonceHash, nonceHash), gt(issuanceNonces.expiresAt, sql`now()`)))
    .returning({ nonceHash: issuanceNonces.nonceHash });
  return used.length > 0;
}
