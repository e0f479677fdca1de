import { ES256KSigner, type Signer } from 'did-jwt';
import type { Db } from '../../db/client';
import {
  decryptPrivateKey,
  encryptPrivateKey,
  generateOrganisationKey,
  wrongMasterKey,
} from '../../lib/org-keys';
import type { IdentitiesService } from '../identities/identities.service';
import { insertRegistryKeyIfNone, readRegistryKey } from './accreditations.repository';

/** The registry's own DID and a signer for it; its key is decrypted for each signer and never leaves. */
export interface RegistryIdentity {
  did: string;
  signer(): Signer;
}

/**
 * The registry's DID (docs/trust-model.md): read from the database, or created at first start —
 * of several processes starting at once, one row wins and all read it. Its key is encrypted under
 * the master key like an organisation's, and it is registered like a holder in the same
 * transaction, so that the registry's own resolver publishes its key.
 */
export async function loadRegistryIdentity(
  db: Db,
  identities: Pick<IdentitiesService, 'registerHolder'>,
  keys: { masterKey: Buffer; didMethod: string; name: string },
): Promise<RegistryIdentity> {
  const { did, encryptedKey } = await db.transaction(async (tx) => {
    const fresh = generateOrganisationKey(keys.didMethod);
    const encryptedKey = encryptPrivateKey(keys.masterKey, fresh.did, fresh.privateKey);
    if (await insertRegistryKeyIfNone(tx, { did: fresh.did, encryptedKey })) {
      await identities.registerHolder(tx, { did: fresh.did, publicKey: fresh.publicKeyHex, name: keys.name });
    }
    return readRegistryKey(tx);
  });
  // Fails at start, not at the first signature, when this master key cannot read the stored key.
  try {
    decryptPrivateKey(keys.masterKey, did, encryptedKey);
  } catch {
    throw wrongMasterKey(keys.masterKey);
  }
  return { did, signer: () => ES256KSigner(decryptPrivateKey(keys.masterKey, did, encryptedKey)) };
}
