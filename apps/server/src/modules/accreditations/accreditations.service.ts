import { randomUUID } from 'node:crypto';
import { mayEndorse } from '@sigil/core';
import type { Db, DbOrTx } from '../../db/client';
import { signAccreditation, signStatusList } from '../../lib/credentials';
import { notFound } from '../../lib/errors';
import { encodeStatusList, randomStatusIndex } from '../../lib/status-list';
import { isUuid } from '../../lib/uuid';
import {
  findAccreditation,
  findLiveAccreditation,
  findLiveAccreditationOf,
  insertAccreditationAt,
  lockOrganisation,
  revokeAccreditationsOf,
  revokedAccreditationIndexes,
  unaccreditedActiveOrganisations,
} from './accreditations.repository';
import type { RegistryIdentity } from './registry-identity';

const INDEX_ATTEMPTS = 16;

export const ACCREDITATION_MESSAGES = {
  notFound: 'Accreditation not found',
  notAccredited: 'This DID holds no live accreditation of this registry',
} as const;

/** What an accreditation is issued for: the organisation as it is now. */
export interface AccreditedOrganisation {
  id: string;
  did: string;
  businessName: string;
  features: readonly string[];
}

/** An accreditation as an endorsement names it. */
export interface AccreditationRef {
  id: string;
  url: string;
}

/** What other modules do with accreditations, in their own transaction. */
export interface Accreditor {
  /** Issues anew, revoking the one before; nothing for an organisation that is not active. */
  issue(tx: DbOrTx, organisation: AccreditedOrganisation): Promise<AccreditationRef | undefined>;
  revoke(tx: DbOrTx, organisationId: string): Promise<void>;
  current(tx: DbOrTx, organisationId: string): Promise<AccreditationRef | undefined>;
}

/** For tests and tools that build a service without the registry. */
export const NO_ACCREDITOR: Accreditor = {
  issue: () => Promise.reject(new Error('No accreditor')),
  revoke: () => Promise.resolve(),
  current: () => Promise.resolve(undefined),
};

/**
 * The registry vouches for its organisations (docs/trust-model.md): on approval, and whenever what
 * an organisation may do changes or it is reactivated, the registry's DID issues it an
 * accreditation (a VC-JWT) and revokes the one before; a suspension or a deactivation revokes it.
 * The current one, one by its id, and the registry's status list are public.
 */
export class AccreditationsService implements Accreditor {
  constructor(
    private readonly db: Db,
    private readonly registry: RegistryIdentity,
    private readonly config: { publicUrl: string },
  ) {}

  get registryDid(): string {
    return this.registry.did;
  }

  statusListUrl(): string {
    return `${this.config.publicUrl}/api/v1/status-lists/${this.registry.did}`;
  }

  private url(id: string): string {
    return `${this.config.publicUrl}/api/v1/accreditations/${id}`;
  }

  async issue(tx: DbOrTx, organisation: AccreditedOrganisation): Promise<AccreditationRef | undefined> {
    // Two issues for one organisation queue, so it never holds two live accreditations; the status
    // is read under the lock, so a suspension that committed meanwhile is seen.
    if ((await lockOrganisation(tx, organisation.id)) !== 'ACTIVE') return undefined;
    await revokeAccreditationsOf(tx, organisation.id);
    const id = randomUUID();
    const issuedAt = new Date();
    for (let attempt = 0; attempt < INDEX_ATTEMPTS; attempt++) {
      const statusListIndex = randomStatusIndex();
      const jwt = await signAccreditation(
        {
          id,
          registryDid: this.registry.did,
          organisationDid: organisation.did,
          organisationName: organisation.businessName,
          mayEndorse: mayEndorse(organisation.features),
          issuedAt,
          statusListUrl: this.statusListUrl(),
          statusListIndex,
        },
        this.registry.signer(),
      );
      const inserted = await insertAccreditationAt(tx, {
        id,
        organisationId: organisation.id,
        statusListIndex,
        jwt,
        issuedAt,
      });
      if (inserted) return { id, url: this.url(id) };
    }
    throw new Error(`No free status list position in the registry's list after ${INDEX_ATTEMPTS} tries`);
  }

  async revoke(tx: DbOrTx, organisationId: string): Promise<void> {
    await revokeAccreditationsOf(tx, organisationId);
  }

  async current(tx: DbOrTx, organisationId: string): Promise<AccreditationRef | undefined> {
    const row = await findLiveAccreditation(tx, organisationId);
    return row && { id: row.id, url: this.url(row.id) };
  }

  /**
   * GET /api/v1/accreditations/{ref} (public): by an organisation's DID its live accreditation, by
   * an id that one, live or revoked (its status list tells which).
   */
  async credential(ref: string): Promise<string> {
    if (isUuid(ref)) {
      const row = await findAccreditation(this.db, ref);
      if (!row) throw notFound(ACCREDITATION_MESSAGES.notFound);
      return row.jwt;
    }
    const row = await findLiveAccreditationOf(this.db, ref.toLowerCase());
    if (!row) throw notFound(ACCREDITATION_MESSAGES.notAccredited);
    return row.jwt;
  }

  /** The registry's status list credential, signed now; public. */
  async statusListCredential(): Promise<string> {
    const encodedList = encodeStatusList(await revokedAccreditationIndexes(this.db));
    return signStatusList(
      { url: this.statusListUrl(), issuerDid: this.registry.did, encodedList },
      this.registry.signer(),
    );
  }

  /** At start: every active organisation approved before accreditations existed gets one. */
  async accreditUnaccredited(): Promise<number> {
    const organisations = await unaccreditedActiveOrganisations(this.db);
    let issued = 0;
    for (const organisation of organisations) {
      await this.db.transaction(async (tx) => {
        // Another process starting beside this one may have accredited it meanwhile.
        if ((await lockOrganisation(tx, organisation.id)) !== 'ACTIVE') return;
        if (await findLiveAccreditation(tx, organisation.id)) return;
        if (await this.issue(tx, organisation)) issued += 1;
      });
    }
    return issued;
  }
}
