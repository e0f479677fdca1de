import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activities, identities, organisations } from '../../db/schema/index';

export type IdentityRow = typeof identities.$inferSelect;

export async function findIdentity(db: DbOrTx, did: string): Promise<IdentityRow | undefined> {
  const [row] = await db.select().from(identities).where(eq(identities.did, did)).limit(1);
  return row;
}

/** Inserts the identity unless it exists; true when this call created it. */
export async function insertIdentityIfNew(
  db: DbOrTx,
  values: { did: string; publicKey: string; name: string; email: string },
): Promise<boolean> {
  const inserted = await db
    .insert(identities)
    .values(values)
    .onConflictDoNothing()
    .returning({ did: identities.did });
  return inserted.length > 0;
}

export async function updateIdentityProfile(
  db: DbOrTx,
  did: string,
  profile: { name?: string; email?: string },
) {
  const changes = Object.fromEntries(Object.entries(profile).filter(([, v]) => v !== undefined && v !== ''));
  if (Object.keys(changes).length === 0) return;
  await db
    .update(identities)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(identities.did, did));
}

/** Sets a holder's name, e-mail and avatar as they chose in the console; false when not registered. */
export async function setIdentityProfile(
  db: DbOrTx,
  did: string,
  profile: { name: string; email: string; avatar?: string | null },
): Promise<boolean> {
  const rows = await db
    .update(identities)
    .set({ ...profile, updatedAt: new Date() })
    .where(eq(identities.did, did))
    .returning({ did: identities.did });
  return rows.length > 0;
}

/** Sets a registered identity's protect flag; false when the DID is not registered. */
export async function updateProtectFlag(db: DbOrTx, did: string, protectFlag: string): Promise<boolean> {
  const rows = await db
    .update(identities)
    .set({ protectFlag, updatedAt: new Date() })
    .where(eq(identities.did, did))
    .returning({ did: identities.did });
  return rows.length === 1;
}

/** REGISTER, without remarks: the event says it in the reader's language; remarks are the holder's words. */
export async function insertRegisterActivity(db: DbOrTx, did: string): Promise<void> {
  await db.insert(activities).values({ did, type: 'REGISTER' });
}

/** When the organisation of this DID was removed (its DID is deactivated); null when it was not. */
export async function organisationDeletedAt(db: DbOrTx, did: string): Promise<Date | null> {
  const [row] = await db
    .select({ deletedAt: organisations.deletedAt })
    .from(organisations)
    .where(eq(organisations.did, did))
    .limit(1);
  return row?.deletedAt ?? null;
}
