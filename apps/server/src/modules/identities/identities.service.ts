import { isDid, PROTECT_FLAGS } from '@sigil/core';
import type { Db, DbOrTx } from '../../db/client';
import { defaultDidDocument } from '../../lib/did/resolver';
import { badRequest } from '../../lib/errors';
import {
  findIdentity,
  insertIdentityIfNew,
  insertRegisterActivity,
  isDeletedOrganisationDid,
  updateIdentityProfile,
} from './identities.repository';

/** GET /api/v1/identities/{did}: what the registry knows of a DID. */
export interface IdentityRecord {
  did: string;
  publicKey: string | null;
  created: string | null;
  registered: boolean;
  protectFlag: string;
  profile: { name: string | null };
  /** Endorsements of the holder (empty until endorsements exist). */
  other: { endorsements: unknown[] };
}

export type DidResolutionOutcome =
  | { status: 200; body: DidResolutionBody }
  | { status: 400 | 404 | 501; body: DidResolutionBody };

export interface DidResolutionBody {
  '@context': string;
  didDocument: Record<string, unknown> | null;
  didResolutionMetadata: Record<string, unknown>;
  didDocumentMetadata: Record<string, unknown>;
}

const RESOLUTION_CONTEXT = 'https://w3id.org/did-resolution/v1';

export class IdentitiesService {
  constructor(
    private readonly db: Db,
    private readonly didMethod: string,
  ) {}

  async getRecord(did: string): Promise<IdentityRecord> {
    const normalised = did.trim().toLowerCase();
    if (!isDid(normalised, this.didMethod)) throw badRequest(`Not a did:${this.didMethod} identifier`);
    const identity = await findIdentity(this.db, normalised);
    const isPublic = identity?.protectFlag !== PROTECT_FLAGS.protected;
    return {
      did: normalised,
      publicKey: identity?.publicKey ?? null,
      created: identity?.createdAt.toISOString() ?? null,
      registered: Boolean(identity),
      protectFlag: identity?.protectFlag ?? PROTECT_FLAGS.public,
      profile: { name: identity && isPublic ? identity.name || null : null },
      other: { endorsements: [] },
    };
  }

  /** DID Resolution (Universal Resolver HTTP binding) with its error codes. */
  async resolve(did: string): Promise<DidResolutionOutcome> {
    const failure = (status: 400 | 404 | 501, error: string): DidResolutionOutcome => ({
      status,
      body: { '@context': RESOLUTION_CONTEXT, didDocument: null, didResolutionMetadata: { error }, didDocumentMetadata: {} },
    });
    const parts = /^did:([a-z0-9]+):(.+)$/.exec(did);
    if (!parts) return failure(400, 'invalidDid');
    if (parts[1] !== this.didMethod) return failure(501, 'methodNotSupported');
    const normalised = did.toLowerCase();
    if (!isDid(normalised, this.didMethod)) return failure(400, 'invalidDid');
    if (await isDeletedOrganisationDid(this.db, normalised)) return failure(404, 'notFound');

    const identity = await findIdentity(this.db, normalised);
    const document: Record<string, unknown> = { ...defaultDidDocument(normalised, this.didMethod) };
    if (identity) {
      const keyId = `${normalised}#keys-1`;
      document.verificationMethod = [
        ...(document.verificationMethod as unknown[]),
        { id: keyId, type: 'EcdsaSecp256k1VerificationKey2019', controller: normalised, publicKeyHex: identity.publicKey },
      ];
    }
    return {
      status: 200,
      body: {
        '@context': RESOLUTION_CONTEXT,
        didDocument: document,
        didResolutionMetadata: { contentType: 'application/did+ld+json', did: { method: this.didMethod } },
        didDocumentMetadata: identity
          ? { created: identity.createdAt.toISOString(), updated: identity.updatedAt.toISOString() }
          : {},
      },
    };
  }

  /**
   * A holder's first successful signed answer registers it (public key recovered from the
   * signature) and records a REGISTER activity; later answers refresh the profile they carry.
   */
  async registerHolder(
    tx: DbOrTx,
    holder: { did: string; publicKey: string; name?: string; email?: string },
  ): Promise<{ created: boolean }> {
    const created = await insertIdentityIfNew(tx, {
      did: holder.did,
      publicKey: holder.publicKey,
      name: holder.name ?? '',
      email: holder.email ?? '',
    });
    if (created) await insertRegisterActivity(tx, holder.did);
    else await updateIdentityProfile(tx, holder.did, { name: holder.name, email: holder.email });
    return { created };
  }

  async profileOf(db: DbOrTx, did: string): Promise<{ name: string; email: string; avatar: string | null }> {
    const identity = await findIdentity(db, did);
    return { name: identity?.name ?? '', email: identity?.email ?? '', avatar: identity?.avatar ?? null };
  }
}
