import { randomBytes, randomUUID } from 'node:crypto';
import { ORGANISATION_FEATURE_CODES, didFromAddress } from '@sigil/core';
import type { AppConfig } from '../config';
import type { Database, DbOrTx } from '../db/client';
import { encryptPrivateKey, generateOrganisationKey, loadMasterKey } from '../lib/org-keys';
import {
  activities,
  endorsements,
  enrolmentRequests,
  identities,
  members,
  organisationEvents,
  organisations,
} from '../db/schema/index';

/**
 * Test data through factories (docs/architecture.md, Testing): sensible defaults, any field
 * overridable.
 */

let sequence = 0;
const next = () => ++sequence;

export function randomDid(method = 'sigil'): string {
  return didFromAddress(`0x${randomBytes(20).toString('hex')}`, method);
}

export async function createIdentity(db: DbOrTx, overrides: Partial<typeof identities.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(identities)
    .values({
      did: randomDid(),
      publicKey: `04${randomBytes(64).toString('hex')}`,
      name: `Holder ${n}`,
      email: `holder${n}@example.test`,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createEnrolmentRequest(
  db: DbOrTx,
  overrides: Partial<typeof enrolmentRequests.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(enrolmentRequests)
    .values({
      orgName: `Organisation ${n}`,
      contactEmail: `contact${n}@org.test`,
      contactNumber: '+65 9123 4567',
      countryOfIncorporation: 'Singapore',
      orgRegNumber: `REG-${n}`,
      corporateWebsite: `https://org${n}.test`,
      mailingAddress1: `${n} Example Street`,
      requesterDid: randomDid(),
      requesterName: `Requester ${n}`,
      requesterEmail: `requester${n}@org.test`,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createOrganisation(
  db: DbOrTx,
  overrides: Partial<typeof organisations.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(organisations)
    .values({
      did: randomDid(),
      businessName: `Organisation ${n}`,
      email: `org${n}@org.test`,
      contactNumber: '+65 9123 4567',
      countryOfIncorporation: 'Singapore',
      orgRegNumber: `REG-${n}`,
      corporateWebsite: `https://org${n}.test`,
      mailingAddress1: `${n} Example Street`,
      createdByDid: randomDid(),
      encryptedKey: 'test-fixture-without-key',
      // As the provider's approval grants them by default (decision 0009).
      features: [...ORGANISATION_FEATURE_CODES],
      // A removed organisation was deactivated (the table's check says both at once).
      ...(overrides.deletedAt ? { status: 'DEACTIVATED' } : {}),
      ...overrides,
    })
    .returning();
  // Its approval, as the provider's decision records it (its status history starts there).
  await db.insert(organisationEvents).values({
    organisationId: row!.id,
    action: 'APPROVED',
    status: 'ACTIVE',
    features: row!.features,
    actorDid: row!.createdByDid,
    at: row!.createdAt,
  });
  return row!;
}

/**
 * An organisation with a real DID key, encrypted under the test app's master key and registered
 * like an approved signup's: one that can sign endorsements and resolves with its public key.
 */
export async function createSigningOrganisation(
  t: { database: Database; config: AppConfig },
  overrides: Partial<typeof organisations.$inferInsert> = {},
) {
  const key = generateOrganisationKey(t.config.didMethod);
  const masterKey = loadMasterKey(t.config.dataDir, t.config.masterKey);
  const organisation = await createOrganisation(t.database.db, {
    did: key.did,
    encryptedKey: encryptPrivateKey(masterKey, key.did, key.privateKey),
    ...overrides,
  });
  await createIdentity(t.database.db, {
    did: key.did,
    publicKey: key.publicKeyHex,
    name: organisation.businessName,
  });
  return organisation;
}

export async function createMember(
  db: DbOrTx,
  overrides: Partial<typeof members.$inferInsert> & { organisationId: string },
) {
  const n = next();
  const [row] = await db
    .insert(members)
    .values({
      memberDid: randomDid(),
      name: `Member ${n}`,
      email: `member${n}@org.test`,
      roleCode: '1001',
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * An issued endorsement row at a status list position (its JWT a placeholder: for tests of the
 * list's bits and of revocation, not of the credential).
 */
export async function createEndorsement(
  db: DbOrTx,
  values: { organisationId: string; memberId: string; holderDid: string; statusListIndex: number },
) {
  const [row] = await db
    .insert(endorsements)
    .values({ ...values, schemeId: randomUUID(), roleName: 'Certified Auditor', jwt: 'test-fixture' })
    .returning();
  return row!;
}

export async function createActivity(
  db: DbOrTx,
  overrides: Partial<typeof activities.$inferInsert> & { did: string },
) {
  const [row] = await db
    .insert(activities)
    .values({ type: 'SIGN', filename: 'contract.pdf', ...overrides })
    .returning();
  return row!;
}
