import {
  ENDORSEMENT_MESSAGES as EM,
  isDid,
  PROTECT_FLAGS,
  type TDidRecord,
  type TDidSearchResult,
  type TPresentation,
  type TProtectResponse,
} from '@sigil/core';
import { badRequest, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-tokens';
import type { AccessGate } from '../access/access-gate.service';
import type { IdentitiesService } from '../identities/identities.service';
import type { OrganisationsService } from '../organisations/organisations.service';
import { toEndorsementDetail, type EndorsementsService } from './endorsements.service';

/** How many organisations a name search of the explorer answers with. */
const EXPLORER_LIMIT = 20;

const isProtected = (flag: string | undefined) => flag === PROTECT_FLAGS.protected;

/**
 * What the registry tells of a DID (docs/architecture.md, Public or protected DIDs): public key,
 * registration time, profile and live endorsements when the holder's protect flag is N; with Y only
 * that the DID exists, to everyone but the holder. The same rule holds in the record, the explorer
 * and the presentations. (The DID document of the resolver still carries the key: a DID without one
 * could prove nothing; see docs/spec-notes.md.)
 */
export class DidRecordsService {
  constructor(
    private readonly access: AccessGate,
    private readonly identities: IdentitiesService,
    private readonly organisations: OrganisationsService,
    private readonly endorsements: EndorsementsService,
    private readonly didMethod: string,
  ) {}

  /** GET /api/v1/identities/{did}: public; a logged-in holder sees their own record whole. */
  async record(input: string, viewer?: SessionUser): Promise<TDidRecord> {
    const did = input.trim().toLowerCase();
    if (!isDid(did, this.didMethod)) throw badRequest(`Not a did:${this.didMethod} identifier`);
    const identity = await this.identities.identityOf(did);
    const protectFlag = isProtected(identity?.protectFlag) ? PROTECT_FLAGS.protected : PROTECT_FLAGS.public;
    const hidden = protectFlag === PROTECT_FLAGS.protected && viewer?.sub !== did;
    const record: TDidRecord = {
      did,
      registered: Boolean(identity),
      protectFlag,
      hidden,
      kind: null,
      publicKey: null,
      created: null,
      profile: { name: null },
      other: { endorsements: [] },
    };
    if (hidden || !identity) return record;
    const organisation = await this.organisations.find({ did });
    return {
      ...record,
      kind: organisation ? 'organisation' : 'individual',
      publicKey: identity.publicKey,
      created: identity.createdAt.toISOString(),
      profile: { name: organisation?.businessName ?? (identity.name || null) },
      other: { endorsements: (await this.endorsements.liveOf(did)).map(toEndorsementDetail) },
    };
  }

  /** GET /v1/accounts/explorer/{search}: a DID's record, or the records of organisations by name. */
  async explore(user: SessionUser, search: string): Promise<TDidSearchResult> {
    await this.access.require(user, 'dids:search');
    const text = search.trim();
    if (isDid(text.toLowerCase(), this.didMethod)) return { members: [await this.record(text, user)] };
    const organisations = (await this.organisations.search(text)).slice(0, EXPLORER_LIMIT);
    return {
      members: await Promise.all(organisations.map((organisation) => this.record(organisation.did, user))),
    };
  }

  /**
   * GET /v1/trustanchor/verifiablepresentations?accountDid=: the holder's live endorsements as a
   * presentation (unsigned: the server cannot sign for the holder). Empty for a protected DID.
   */
  async presentation(accountDid: string, viewer?: SessionUser): Promise<TPresentation> {
    const record = await this.record(accountDid, viewer);
    if (!record.registered) throw notFound('DID not found');
    const credentials = record.hidden
      ? []
      : (await this.endorsements.liveOf(record.did)).map((row) => row.jwt);
    return {
      '@context': ['https://www.w3.org/2018/credentials/v1'],
      type: ['VerifiablePresentation'],
      holder: record.did,
      verifiableCredential: credentials,
    };
  }

  /** GET /v1/member-detail/protect: the caller's flag. */
  async protectFlag(user: SessionUser): Promise<TProtectResponse> {
    await this.access.require(user, 'profile:protect');
    const identity = await this.identities.identityOf(user.sub);
    return {
      protectFlag: isProtected(identity?.protectFlag) ? PROTECT_FLAGS.protected : PROTECT_FLAGS.public,
    };
  }

  /** POST /v1/member-detail/protect: 'Y' protects the caller's details, 'N' makes them public. */
  async setProtectFlag(user: SessionUser, flag: 'Y' | 'N'): Promise<TProtectResponse> {
    await this.access.require(user, 'profile:protect');
    if (!(await this.identities.setProtectFlag(user.sub, flag))) throw notFound('DID not found');
    return {
      protectFlag: flag,
      message: flag === PROTECT_FLAGS.protected ? EM.protectUpdated : EM.publicUpdated,
    };
  }
}
