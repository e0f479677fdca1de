import { verifyJWT } from 'did-jwt';
import type { Resolvable, VerificationMethod } from 'did-resolver';
import { isDidOfMethods, OPENID4VP_REQUEST_PATH, OPENID4VP_RESPONSE_PATH } from '@sigil/core';
import { recoverPublicKeyFromJwt } from '../../lib/did/recover';
import {
  clientIdOf,
  openid4vpLink,
  signRequestObject,
  type RequestSigner,
} from '../../lib/openid4vp-request';
import { AppError, badRequest } from '../../lib/errors';
import { decodeDidJwt } from './answer-verifier';

/** How far a wallet's clock may run ahead of ours, or its ID token be issued before the request. */
const CLOCK_SKEW_S = 60;
/** What a standard wallet may sign its ID token with (did-jwt verifies each). */
const ID_TOKEN_ALGS = ['EdDSA', 'ES256', 'ES256K'];

export interface Openid4vpOptions {
  publicUrl: string;
  productName: string;
  /** did:{method} of the registry's own wallets, the first of `methods`. */
  didMethod: string;
  /** The DID methods a subject may have (createHolderResolver). */
  methods: string[];
}

/** A holder whose ID token passed every check: who they are, the key that signed, what they shared. */
export interface Openid4vpHolder {
  did: string;
  publicKey: string;
  name: string;
  email: string;
}

/**
 * Login by a standard wallet (docs/wallet-protocol.md §10, decision 0019): a SIOPv2 ID token asked
 * for by an OpenID4VP 1.0 request object, signed by the registry's DID, which is the client
 * identifier (`decentralized_identifier:` prefix). The wallet fetches the request by reference and
 * posts its answer form-encoded (`direct_post`).
 */
export class Openid4vpLogin {
  readonly clientId: string;

  constructor(
    private readonly registry: RequestSigner,
    private readonly options: Openid4vpOptions,
    private readonly resolver: Resolvable,
  ) {
    this.clientId = clientIdOf(registry);
  }

  /** The QR's text: the request by reference. */
  link(txid: string): string {
    return openid4vpLink(this.clientId, this.requestUri(txid));
  }

  private requestUri(txid: string): string {
    return `${this.options.publicUrl}${OPENID4VP_REQUEST_PATH}/${encodeURIComponent(txid)}`;
  }

  /** The signed request object (application/oauth-authz-req+jwt), valid as long as its login request. */
  requestObject(request: { txid: string; nonce: string; expiresAt: Date }): Promise<string> {
    const payload = {
      response_type: 'id_token',
      response_mode: 'direct_post',
      response_uri: `${this.options.publicUrl}${OPENID4VP_RESPONSE_PATH}`,
      scope: 'openid',
      nonce: request.nonce,
      state: request.txid,
      exp: Math.floor(request.expiresAt.getTime() / 1000),
      client_metadata: {
        client_name: this.options.productName,
        subject_syntax_types_supported: this.options.methods.map((method) => `did:${method}`),
        id_token_signing_alg_values_supported: ID_TOKEN_ALGS,
        id_token_types_supported: ['subject_signed_id_token'],
      },
    };
    return signRequestObject(this.registry, payload);
  }

  /**
   * Checks a self-issued ID token against its login request: iss = sub = a DID of an accepted
   * method, our client id as audience, the request's nonce, issued after the request and not
   * expired, signed by a key of that DID. Refusals are 400 (401 for a signature that does not match).
   */
  async verifyIdToken(
    idToken: string,
    expected: { nonce: string; createdAt: Date },
  ): Promise<Openid4vpHolder> {
    const payload = decodeDidJwt(idToken);
    const { iss, sub, aud, nonce, iat, exp } = payload;
    const accepted = this.options.methods.map((method) => `did:${method}`).join(', ');
    if (typeof sub !== 'string' || !isDidOfMethods(sub, this.options.methods)) {
      throw badRequest(`The ID token's subject must be a DID (${accepted})`);
    }
    if (iss !== sub) throw badRequest('A self-issued ID token names its subject as its issuer (iss = sub)');
    const audiences = Array.isArray(aud) ? aud : [aud];
    if (!audiences.includes(this.clientId)) {
      throw badRequest('The answer is addressed to another server (wrong audience)');
    }
    if (nonce !== expected.nonce) throw badRequest('The answer does not match this request (wrong nonce)');
    if (typeof iat !== 'number' || typeof exp !== 'number')
      throw badRequest('The answer must carry iat and exp');
    const nowS = Math.floor(Date.now() / 1000);
    if (exp <= nowS) throw new AppError(400, 'ANSWER_EXPIRED', 'The answer has expired');
    const askedS = Math.floor(expected.createdAt.getTime() / 1000);
    if (iat > nowS + CLOCK_SKEW_S || iat < askedS - CLOCK_SKEW_S) {
      throw badRequest('The ID token was not issued for this request (iat)');
    }
    let signer: VerificationMethod;
    try {
      const verified = await verifyJWT(idToken, {
        resolver: this.resolver,
        audience: this.clientId,
        policies: { now: nowS },
        // A did:web document may list keys for other purposes; did:key and did:jwk hold one key.
        ...(sub.startsWith('did:web:') ? { proofPurpose: 'authentication' as const } : {}),
      });
      signer = verified.signer;
    } catch (error) {
      // did-jwt names a DID it could not resolve (a did:web host that is down, or has no document).
      if (error instanceof Error && /^resolver_error\b/.test(error.message)) {
        throw new AppError(400, 'DID_NOT_RESOLVED', `The DID ${sub} could not be resolved`);
      }
      throw new AppError(401, 'INVALID_SIGNATURE', 'The signature does not match the DID');
    }
    const own = sub.startsWith(`did:${this.options.didMethod}:`);
    return {
      // The registry's own DIDs compare in lower case; did:key and did:jwk are case-sensitive.
      did: own ? sub.toLowerCase() : sub,
      publicKey: own && !signer.publicKeyJwk ? recoverPublicKeyFromJwt(idToken) : publicKeyText(signer, own),
      name: typeof payload.name === 'string' ? payload.name.trim() : '',
      email: typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '',
    };
  }
}

/**
 * The signing key as the registry keeps it: for its own DIDs the uncompressed secp256k1 point in
 * hex (as recovered from our wallets' answers), for other methods the JWK or multibase text.
 */
function publicKeyText(method: VerificationMethod, own: boolean): string {
  const jwk = method.publicKeyJwk;
  if (jwk && own && jwk.x && jwk.y) {
    return `04${Buffer.from(jwk.x, 'base64url').toString('hex')}${Buffer.from(jwk.y, 'base64url').toString('hex')}`;
  }
  if (jwk) return JSON.stringify(jwk);
  return method.publicKeyMultibase ?? method.publicKeyBase58 ?? method.publicKeyHex ?? method.id;
}
