import { hasValidAddressCase } from '@sigil/core';
import type { Db, DbOrTx } from '../../db/client';
import { looksLikeDidUrl, parseDidUrl } from '../../lib/did/did-url';
import {
  failedResolution,
  wholeSecondsUtc,
  type DidDocumentMetadata,
  type DidResolutionOutcome,
} from '../../lib/did/resolution';
import { DID_CONTEXTS, defaultDidDocument, registeredDidDocument } from '../../lib/did/resolver';
import {
  findIdentity,
  insertIdentityIfNew,
  insertRegisterActivity,
  organisationDeletedAt,
  updateIdentityProfile,
  setIdentityProfile,
  updateProtectFlag,
} from './identities.repository';

export class IdentitiesService {
  constructor(
    private readonly db: Db,
    private readonly didMethod: string,
  ) {}

  /**
   * DID Resolution, and DID URL dereferencing of a fragment, for the HTTP binding
   * (docs/decisions/0007-did-resolution.md). The input is taken exactly as given: never trimmed,
   * case-folded or decoded again. A well-formed DID resolves without any registry; the registry
   * adds the holder's published key and times, and a removed organisation's DID is deactivated.
   */
  async resolve(input: string): Promise<DidResolutionOutcome> {
    const dereferencing = looksLikeDidUrl(input);
    const invalid = (detail: string) =>
      failedResolution(dereferencing, dereferencing ? 'INVALID_DID_URL' : 'INVALID_DID', detail);
    const what = dereferencing ? 'DID URL' : 'DID';
    const parsed = parseDidUrl(input);
    if (!parsed) return invalid(`Not a ${what} in the syntax of DID Core`);
    if (parsed.method !== this.didMethod) {
      return failedResolution(
        dereferencing,
        'METHOD_NOT_SUPPORTED',
        `Only did:${this.didMethod} is resolved here`,
      );
    }
    const address = parsed.methodSpecificId;
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) {
      const method = this.didMethod;
      return invalid(`A did:${method} identifier is did:${method}:0x followed by 40 hexadecimal digits`);
    }
    if (!hasValidAddressCase(address)) {
      return invalid('The address mixes upper and lower case but is not its EIP-55 checksum spelling');
    }

    const did = parsed.did;
    const canonical = did.toLowerCase();
    const identity = await findIdentity(this.db, canonical);
    const deletedAt = await organisationDeletedAt(this.db, canonical);
    const documentMetadata: DidDocumentMetadata = {
      ...(identity ? { created: wholeSecondsUtc(identity.createdAt) } : {}),
      // The document never changes once registered; a removal is its one update.
      ...(deletedAt ? { updated: wholeSecondsUtc(deletedAt), deactivated: true as const } : {}),
      ...(canonical === did ? {} : { canonicalId: canonical }),
    };
    // Deactivated: the document keeps its id and has no verification method (as did:ethr's), so a
    // client that expects a document parses it and a verifier finds no key to trust.
    if (deletedAt) {
      return {
        dereferencing,
        document: { '@context': DID_CONTEXTS, id: did },
        documentMetadata,
        content: null,
      };
    }

    const document = identity
      ? registeredDidDocument(did, this.didMethod, identity.publicKey)
      : defaultDidDocument(did, this.didMethod);
    if (!dereferencing) return { dereferencing, document, documentMetadata };

    const notFound = (detail: string) => ({
      ...failedResolution(true, 'NOT_FOUND', detail),
      documentMetadata,
    });
    if (parsed.path !== '') return notFound(`did:${this.didMethod} defines no DID paths`);
    if (parsed.query !== undefined) {
      return notFound(`did:${this.didMethod} defines no DID parameters and its documents no services`);
    }
    const id = `${did}#${parsed.fragment ?? ''}`;
    const method = document.verificationMethod?.find((candidate) => candidate.id === id);
    if (!method)
      return notFound(`The document of ${did} has no verification method #${parsed.fragment ?? ''}`);
    return { dereferencing, document, documentMetadata, content: method };
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

  /** The public key a registered DID signed up with (hex, as recovered), or undefined if it never registered. */
  async registeredKeyOf(db: DbOrTx, did: string): Promise<string | undefined> {
    return (await findIdentity(db, did))?.publicKey;
  }

  /** What the registry holds of a DID (its key, profile, protect flag, registration time), or undefined. */
  identityOf(did: string, db: DbOrTx = this.db) {
    return findIdentity(db, did);
  }

  /** The holder's own name, e-mail and avatar (account settings); false when the DID never registered. */
  setProfile(
    db: DbOrTx,
    did: string,
    profile: { name: string; email: string; avatar?: string | null },
  ): Promise<boolean> {
    return setIdentityProfile(db, did, profile);
  }

  /** Sets the protect flag of a registered DID ('N' public, 'Y' protected); false when not registered. */
  setProtectFlag(did: string, flag: 'Y' | 'N'): Promise<boolean> {
    return updateProtectFlag(this.db, did, flag);
  }

  async profileOf(db: DbOrTx, did: string): Promise<{ name: string; email: string; avatar: string | null }> {
    const identity = await findIdentity(db, did);
    return { name: identity?.name ?? '', email: identity?.email ?? '', avatar: identity?.avatar ?? null };
  }
}
