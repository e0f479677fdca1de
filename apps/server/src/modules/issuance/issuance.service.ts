import { randomInt, randomUUID } from 'node:crypto';
import { decodeJWT, verifyJWS } from 'did-jwt';
import type { Resolvable } from 'did-resolver';
import {
  CREDENTIAL_OFFER_SCHEME,
  ENDORSEMENT_CONFIGURATION_ID,
  isDidOfMethods,
  PRE_AUTHORIZED_CODE_GRANT,
  TX_CODE_LENGTH,
  TX_CODE_MAX_ATTEMPTS,
  type TCredentialOfferCreated,
  type TCredentialRequest,
  type TTokenRequest,
} from '@sigil/core';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { OauthError } from '../../lib/oauth-errors';
import { matchesHash, randomToken, sha256Hex } from '../../lib/random';
import type { SessionUser } from '../../lib/session-tokens';
import { isUuid } from '../../lib/uuid';
import type { AccessGate } from '../access/access-gate.service';
import type { EndorsementsService } from '../endorsements/endorsements.service';
import {
  insertNonce,
  insertOffer,
  lockOfferByCode,
  lockOfferByToken,
  updateOffer,
  useNonce,
  type CredentialOfferRow,
} from './issuance.repository';

/** How long an offer waits for its wallet, an access token lives, and a c_nonce may be used. */
const OFFER_TTL_S = 600;
const ACCESS_TOKEN_TTL_S = 300;
const NONCE_TTL_S = 300;
/** How old a proof of possession may be, and how far ahead a wallet's clock may run. */
const PROOF_MAX_AGE_S = 300;
const CLOCK_SKEW_S = 60;
const PROOF_TYPE = 'openid4vci-proof+jwt';

export interface IssuanceOptions {
  publicUrl: string;
  productName: string;
  /** The DID methods a holder may bind the credential to (createHolderResolver). */
  methods: string[];
  didMethod: string;
}

/**
 * Endorsements into a standard wallet (docs/wallet-protocol.md §11, decision 0020): OpenID4VCI 1.0,
 * pre-authorized code flow. The holder asks for an offer in the console and types its transaction
 * code in the wallet; the wallet proves it holds the endorsement's DID and receives the very VC-JWT
 * the console shows. Every secret is kept hashed and works once.
 */
export class IssuanceService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessGate,
    private readonly endorsements: Pick<EndorsementsService, 'liveCredentialOf'>,
    private readonly resolver: Resolvable,
    private readonly options: IssuanceOptions,
  ) {}

  /**
   * The holder asks to receive one of their live endorsements in another wallet: a credential
   * offer by value and its transaction code, shown once. Another holder's endorsement, or a
   * revoked one, is not found.
   */
  async createOffer(user: SessionUser, endorsementRef: string): Promise<TCredentialOfferCreated> {
    await this.access.require(user, 'endorsements:hold');
    const endorsementId = endorsementRef.replace(/^urn:uuid:/, '');
    const endorsement = isUuid(endorsementId)
      ? await this.endorsements.liveCredentialOf(user.sub, endorsementId)
      : undefined;
    if (!endorsement) throw notFound('No live endorsement of yours has this id');

    const offerId = randomUUID();
    const code = randomToken(16);
    const txCode = String(randomInt(0, 10 ** TX_CODE_LENGTH)).padStart(TX_CODE_LENGTH, '0');
    const expiresAt = new Date(Date.now() + OFFER_TTL_S * 1000);
    await insertOffer(this.db, {
      id: offerId,
      endorsementId,
      holderDid: user.sub,
      preAuthorizedCodeHash: sha256Hex(code),
      txCodeHash: sha256Hex(`${offerId}:${txCode}`),
      expiresAt,
    });
    const offer = {
      credential_issuer: this.options.publicUrl,
      credential_configuration_ids: [ENDORSEMENT_CONFIGURATION_ID],
      grants: {
        [PRE_AUTHORIZED_CODE_GRANT]: {
          'pre-authorized_code': code,
          // No description: every character makes the QR denser, and the console says it beside the QR.
          tx_code: { input_mode: 'numeric', length: TX_CODE_LENGTH },
        },
      },
    };
    const offerUri = `${CREDENTIAL_OFFER_SCHEME}//?${new URLSearchParams({ credential_offer: JSON.stringify(offer) }).toString()}`;
    return { offerUri, txCode, expiresAt: expiresAt.toISOString() };
  }

  /**
   * The token endpoint: a pre-authorized code and its transaction code buy one access token. A
   * wrong transaction code counts; the fifth ends the offer.
   */
  async token(
    request: TTokenRequest,
  ): Promise<{ access_token: string; token_type: 'Bearer'; expires_in: number }> {
    if (request.grant_type !== PRE_AUTHORIZED_CODE_GRANT) {
      throw new OauthError(400, 'unsupported_grant_type', 'Only the pre-authorized code grant is supported');
    }
    const code = request['pre-authorized_code'];
    if (!code) throw new OauthError(400, 'invalid_request', 'pre-authorized_code is required');
    const txCode = request.tx_code;
    if (!txCode)
      throw new OauthError(400, 'invalid_request', 'tx_code is required: the code shown beside the QR code');

    // The count of a wrong code commits; the refusal is thrown after the transaction.
    type Outcome = { refused: string } | { accessToken: string };
    const outcome = await this.db.transaction(async (tx): Promise<Outcome> => {
      const offer = await lockOfferByCode(tx, sha256Hex(code));
      if (!offer || offer.status !== 'OFFERED' || offer.expiresAt <= new Date()) {
        return { refused: 'This offer is unknown, used or expired: ask for a new one in the console' };
      }
      if (!matchesHash(`${offer.id}:${txCode}`, offer.txCodeHash)) {
        const failedAttempts = offer.failedAttempts + 1;
        const ended = failedAttempts >= TX_CODE_MAX_ATTEMPTS;
        await updateOffer(tx, offer.id, { failedAttempts, ...(ended ? { status: 'EXPIRED' as const } : {}) });
        return {
          refused: ended
            ? 'Wrong transaction code, too many times: ask for a new offer in the console'
            : 'Wrong transaction code',
        };
      }
      const accessToken = randomToken(32);
      await updateOffer(tx, offer.id, {
        status: 'TOKEN_ISSUED',
        accessTokenHash: sha256Hex(accessToken),
        accessTokenExpiresAt: new Date(Date.now() + ACCESS_TOKEN_TTL_S * 1000),
      });
      return { accessToken };
    });
    if ('refused' in outcome) throw new OauthError(400, 'invalid_grant', outcome.refused);
    return { access_token: outcome.accessToken, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_S };
  }

  /** The nonce endpoint: a fresh c_nonce for one proof of possession. */
  async nonce(): Promise<{ c_nonce: string }> {
    const nonce = randomToken(24);
    await insertNonce(this.db, sha256Hex(nonce), new Date(Date.now() + NONCE_TTL_S * 1000));
    return { c_nonce: nonce };
  }

  /**
   * The credential endpoint: the access token names the offer; the proof shows the wallet holds a
   * key of the endorsement's DID, made for us with a fresh c_nonce. The credential is issued once.
   */
  async credential(
    accessToken: string | null,
    request: TCredentialRequest,
  ): Promise<{ credentials: { credential: string }[] }> {
    if (!accessToken)
      throw new OauthError(401, 'invalid_token', 'A Bearer access token from the token endpoint is required');
    const configuration = request.credential_configuration_id;
    if (configuration !== undefined && configuration !== ENDORSEMENT_CONFIGURATION_ID) {
      throw new OauthError(
        400,
        'unknown_credential_configuration',
        `Only ${ENDORSEMENT_CONFIGURATION_ID} is issued here`,
      );
    }
    const proof = request.proofs?.jwt[0] ?? request.proof?.jwt;
    if (!proof)
      throw new OauthError(400, 'invalid_proof', 'A JWT proof of possession of the holder DID is required');

    return this.db.transaction(async (tx) => {
      const offer = await lockOfferByToken(tx, sha256Hex(accessToken));
      if (
        !offer ||
        offer.status !== 'TOKEN_ISSUED' ||
        !offer.accessTokenExpiresAt ||
        offer.accessTokenExpiresAt <= new Date()
      ) {
        throw new OauthError(401, 'invalid_token', 'The access token is unknown, used or expired');
      }
      const nonce = await this.verifyProof(proof, offer);
      if (!(await useNonce(tx, sha256Hex(nonce)))) {
        throw new OauthError(400, 'invalid_nonce', 'The proof needs a fresh c_nonce from the nonce endpoint');
      }
      const endorsement = await this.endorsements.liveCredentialOf(offer.holderDid, offer.endorsementId, tx);
      if (!endorsement)
        throw new OauthError(400, 'invalid_credential_request', 'This endorsement has been revoked');
      await updateOffer(tx, offer.id, { status: 'ISSUED', issuedAt: new Date() });
      return { credentials: [{ credential: endorsement.jwt }] };
    });
  }

  /** Checks a proof of possession against the offer's holder; returns the c_nonce it names. */
  private async verifyProof(jwt: string, offer: CredentialOfferRow): Promise<string> {
    const refuse = (description: string) => new OauthError(400, 'invalid_proof', description);
    let decoded: ReturnType<typeof decodeJWT>;
    try {
      decoded = decodeJWT(jwt);
    } catch {
      throw refuse('The proof is not a JWT');
    }
    const { header, payload } = decoded;
    // did-jwt's header type names only 'JWT'; the proof's media type is another.
    if ((header.typ as string) !== PROOF_TYPE) throw refuse(`The proof's typ must be ${PROOF_TYPE}`);
    const kid = typeof header.kid === 'string' ? header.kid : '';
    const did = kid.split('#')[0]!;
    if (!kid.includes('#') || !isDidOfMethods(did, this.options.methods)) {
      throw refuse('The proof names its key by a DID URL (kid) of an accepted DID method');
    }
    if (!this.isHolder(did, offer.holderDid)) {
      throw refuse('The proof is signed by another DID than the one the endorsement was issued to');
    }
    const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (!audiences.includes(this.options.publicUrl))
      throw refuse('The proof is addressed to another issuer (aud)');
    const nowS = Math.floor(Date.now() / 1000);
    if (
      typeof payload.iat !== 'number' ||
      payload.iat > nowS + CLOCK_SKEW_S ||
      payload.iat < nowS - PROOF_MAX_AGE_S
    ) {
      throw refuse('The proof was not made just now (iat)');
    }
    const nonce = (payload as { nonce?: unknown }).nonce;
    if (typeof nonce !== 'string') throw new OauthError(400, 'invalid_nonce', 'The proof carries no c_nonce');

    const resolution = await this.resolver.resolve(did);
    const method = resolution.didDocument?.verificationMethod?.find(
      (candidate) => candidate.id === kid || `${did}${candidate.id}` === kid,
    );
    if (!method) throw refuse(`${did} has no key ${kid}`);
    try {
      verifyJWS(jwt, method);
    } catch {
      throw refuse("The proof's signature does not match the DID's key");
    }
    return nonce;
  }

  /** The registry's own DIDs compare in lower case; did:key and did:jwk exactly. */
  private isHolder(did: string, holderDid: string): boolean {
    return did.startsWith(`did:${this.options.didMethod}:`)
      ? did.toLowerCase() === holderDid.toLowerCase()
      : did === holderDid;
  }
}
