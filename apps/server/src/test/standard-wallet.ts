import { createHash, randomBytes } from 'node:crypto';
import { clientAuthenticationAnonymous } from '@openid4vc/oauth2';
import { Openid4vciClient } from '@openid4vc/openid4vci';
import { Openid4vpClient } from '@openid4vc/openid4vp';
import { setGlobalConfig } from '@openid4vc/utils';
import * as jose from 'jose';
import * as joseV5 from 'jose-v5';
import { base58btc } from 'multiformats/bases/base58';

/**
 * A standard (third-party) wallet for the tests of the OpenID4VP login (docs/wallet-protocol.md §10):
 * built on jose and multiformats, not on the server's did-jwt, so that what the server accepts is
 * what another implementation produces. It reads the `openid4vp://` link, fetches the request
 * object, checks its signature against the client's DID document, and answers with a SIOPv2
 * self-issued ID token.
 */
export interface StandardWallet {
  did: string;
  /** The verification method the wallet signs with. */
  kid: string;
  alg: 'EdDSA' | 'ES256';
  privateKey: jose.CryptoKey;
  publicJwk: jose.JWK;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** A did:key (Ed25519, multicodec 0xed01) or did:jwk (P-256) holder with a fresh key. */
export async function newStandardWallet(method: 'key' | 'jwk'): Promise<StandardWallet> {
  if (method === 'key') {
    const { publicKey, privateKey } = await jose.generateKeyPair('EdDSA', {
      crv: 'Ed25519',
      extractable: true,
    });
    const publicJwk = await jose.exportJWK(publicKey);
    const id = base58btc.encode(new Uint8Array([0xed, 0x01, ...jose.base64url.decode(publicJwk.x!)]));
    return { did: `did:key:${id}`, kid: `did:key:${id}#${id}`, alg: 'EdDSA', privateKey, publicJwk };
  }
  const { publicKey, privateKey } = await jose.generateKeyPair('ES256', { extractable: true });
  const { kty, crv, x, y } = await jose.exportJWK(publicKey);
  const publicJwk = { crv, kty, x, y };
  const did = `did:jwk:${jose.base64url.encode(JSON.stringify(publicJwk))}`;
  return { did, kid: `${did}#0`, alg: 'ES256', privateKey, publicJwk };
}

export interface ReadRequest {
  clientId: string;
  payload: jose.JWTPayload & Record<string, unknown>;
}

/**
 * Opens an `openid4vp://?client_id=…&request_uri=…` link as a wallet does: fetches the request
 * object, resolves the `decentralized_identifier:` client's DID at the registry's resolver, and
 * verifies the signature (ES256K) with that key; the payload's client_id must be the link's.
 */
export async function readOpenid4vpLink(link: string, fetchImpl: Fetch = fetch): Promise<ReadRequest> {
  const url = new URL(link);
  if (url.protocol !== 'openid4vp:') throw new Error(`Not an openid4vp link: ${link}`);
  const clientId = url.searchParams.get('client_id') ?? '';
  const requestUri = url.searchParams.get('request_uri') ?? '';
  const fetched = await fetchImpl(requestUri);
  if (!fetched.ok) throw new Error(`request_uri answered ${fetched.status}`);
  if (!fetched.headers.get('content-type')?.startsWith('application/oauth-authz-req+jwt')) {
    throw new Error(`request_uri answered ${fetched.headers.get('content-type')}`);
  }
  const jwt = await fetched.text();
  const { kid } = jose.decodeProtectedHeader(jwt);
  const did = clientId.replace(/^decentralized_identifier:/, '');
  if (!kid?.startsWith(`${did}#`)) throw new Error(`The request is signed by ${kid}, not by ${did}`);
  const resolution = (await (
    await fetchImpl(`${new URL(requestUri).origin}/1.0/identifiers/${did}`)
  ).json()) as {
    didDocument: { verificationMethod: { id: string; publicKeyJwk?: joseV5.JWK }[] };
  };
  const jwk = resolution.didDocument.verificationMethod.find((method) => method.id === kid)?.publicKeyJwk;
  if (!jwk) throw new Error(`${did} publishes no key ${kid}`);
  // jose 6 runs on Web Crypto, which has no secp256k1; jose 5 verifies ES256K on Node.
  const { payload } = await joseV5.jwtVerify(jwt, await joseV5.importJWK(jwk, 'ES256K'), {
    typ: 'oauth-authz-req+jwt',
    audience: 'https://self-issued.me/v2',
  });
  if (payload.client_id !== clientId) throw new Error('The request names another client_id than its link');
  return { clientId, payload };
}

export interface IdTokenOverrides {
  aud?: string;
  nonce?: string;
  iss?: string;
  /** Seconds since the epoch. */
  iat?: number;
  exp?: number;
  name?: string;
  email?: string;
}

/** A SIOPv2 self-issued ID token for the request: iss = sub = the wallet's DID, the request's nonce. */
export async function selfIssuedIdToken(
  wallet: StandardWallet,
  request: ReadRequest,
  overrides: IdTokenOverrides = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const { aud, nonce, iss, iat, exp, ...claims } = overrides;
  return new jose.SignJWT({ nonce: nonce ?? request.payload.nonce, ...claims })
    .setProtectedHeader({ alg: wallet.alg, kid: wallet.kid, typ: 'JWT' })
    .setIssuer(iss ?? wallet.did)
    .setSubject(wallet.did)
    .setAudience(aud ?? request.clientId)
    .setIssuedAt(iat ?? now)
    .setExpirationTime(exp ?? now + 600)
    .sign(wallet.privateKey);
}

/** Posts the answer (response_mode direct_post) to the request's response_uri; the server's reply. */
export async function postOpenid4vpAnswer(
  request: ReadRequest,
  form: Record<string, string>,
  fetchImpl: Fetch = fetch,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetchImpl(String(request.payload.response_uri), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state: String(request.payload.state), ...form }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Reads the link and logs in with a fresh ID token: the whole of a standard wallet's part. */
export async function answerWithStandardWallet(
  wallet: StandardWallet,
  link: string,
  fetchImpl: Fetch = fetch,
  overrides: IdTokenOverrides = {},
) {
  const request = await readOpenid4vpLink(link, fetchImpl);
  return postOpenid4vpAnswer(
    request,
    { id_token: await selfIssuedIdToken(wallet, request, overrides) },
    fetchImpl,
  );
}

/**
 * Receives an endorsement offered by OpenID4VCI, as a standard wallet does, with the OpenWallet
 * Foundation's client (`@openid4vc/openid4vci`, not used by the server): resolves the offer and the
 * issuer's metadata, trades the pre-authorized code and the transaction code for an access token,
 * gets a c_nonce, proves the DID with a JWT signed by jose, and returns the credential it receives.
 */
export async function receiveCredentialOffer(
  wallet: StandardWallet,
  offerUri: string,
  txCode: string,
  fetchImpl: Fetch = fetch,
  proof: { nonce?: string; kid?: string } = {},
): Promise<string> {
  // The tests' server is http://sigil.test; a wallet in the field accepts https:// issuers only.
  setGlobalConfig({ allowInsecureUrls: true });
  const client = new Openid4vciClient({
    callbacks: {
      fetch: fetchImpl as never,
      hash: (data, alg) => createHash(alg.replace('-', '')).update(data).digest(),
      generateRandom: (bytes) => randomBytes(bytes),
      clientAuthentication: clientAuthenticationAnonymous(),
      signJwt: async (_signer, { header, payload }) => ({
        jwt: await new jose.SignJWT(payload)
          .setProtectedHeader({ ...header, alg: wallet.alg })
          .sign(wallet.privateKey),
        signerJwk: { ...wallet.publicJwk, kty: wallet.publicJwk.kty! },
      }),
    },
  });
  const credentialOffer = await client.resolveCredentialOffer(offerUri);
  const issuerMetadata = await client.resolveIssuerMetadata(credentialOffer.credential_issuer);
  const { accessTokenResponse } = await client.retrievePreAuthorizedCodeAccessTokenFromOffer({
    credentialOffer,
    issuerMetadata,
    txCode,
  });
  const credentialConfigurationId = credentialOffer.credential_configuration_ids[0]!;
  const nonce = proof.nonce ?? (await client.requestNonce({ issuerMetadata })).c_nonce;
  const { jwt } = await client.createCredentialRequestJwtProof({
    issuerMetadata,
    credentialConfigurationId,
    nonce,
    signer: { method: 'did', didUrl: proof.kid ?? wallet.kid, alg: wallet.alg },
  });
  const response = await client.retrieveCredentials({
    issuerMetadata,
    accessToken: accessTokenResponse.access_token,
    credentialConfigurationId,
    proofs: { jwt: [jwt] },
  });
  const entry: unknown = response.credentialResponse.credentials?.[0];
  const credential: unknown =
    typeof entry === 'object' && entry !== null && 'credential' in entry ? entry.credential : entry;
  if (typeof credential !== 'string')
    throw new Error(`No credential in ${JSON.stringify(response.credentialResponse)}`);
  return credential;
}

/**
 * Presents an endorsement to a verifier's OpenID4VP request, as a standard wallet does, with the
 * OpenWallet Foundation's client (`@openid4vc/openid4vp`, not used by the server): parses the link,
 * fetches and verifies the signed request (the client's DID key, ES256K with jose 5), reads its
 * nonce and client_id, wraps the credential in a VP-JWT signed by the holder with jose, and posts
 * `vp_token` for the DCQL query's id. Returns the verifier's HTTP answer.
 */
export async function presentCredential(
  wallet: StandardWallet,
  link: string,
  credential: string,
  fetchImpl: Fetch = fetch,
  overrides: { nonce?: string; aud?: string } = {},
): Promise<{ status: number; body: unknown }> {
  setGlobalConfig({ allowInsecureUrls: true });
  const client = new Openid4vpClient({
    callbacks: {
      fetch: fetchImpl as never,
      hash: (data, alg) => createHash(alg.replace('-', '')).update(data).digest(),
      signJwt: () => Promise.reject(new Error('not used')),
      encryptJwe: () => Promise.reject(new Error('not used')),
      decryptJwe: () => Promise.reject(new Error('not used')),
      verifyJwt: async (signer, { compact }) => {
        if (signer.method !== 'did') return { verified: false };
        const did = signer.didUrl.split('#')[0]!;
        // The registry's resolver, at the origin the request came from.
        const origin = new URL(new URL(link).searchParams.get('request_uri')!).origin;
        const resolution = (await (await fetchImpl(`${origin}/1.0/identifiers/${did}`)).json()) as {
          didDocument: { verificationMethod: { id: string; publicKeyJwk?: joseV5.JWK }[] };
        };
        const jwk = resolution.didDocument.verificationMethod.find(
          (method) => method.id === signer.didUrl,
        )?.publicKeyJwk;
        if (!jwk) return { verified: false };
        try {
          await joseV5.compactVerify(compact, await joseV5.importJWK(jwk, 'ES256K'));
          return { verified: true, signerJwk: { ...jwk, kty: jwk.kty } };
        } catch {
          return { verified: false };
        }
      },
    },
  });
  const parsed = client.parseOpenid4vpAuthorizationRequest({ authorizationRequest: link });
  const resolved = await client.resolveOpenId4vpAuthorizationRequest({
    authorizationRequestPayload: parsed.params,
  });
  const request = resolved.authorizationRequestPayload as { nonce: string; client_id: string };
  const queryId = (resolved.dcql?.query as { credentials: { id: string }[] }).credentials[0]!.id;
  const vp = await new jose.SignJWT({
    nonce: overrides.nonce ?? request.nonce,
    vp: {
      '@context': ['https://www.w3.org/2018/credentials/v1'],
      type: ['VerifiablePresentation'],
      verifiableCredential: [credential],
    },
  })
    .setProtectedHeader({ alg: wallet.alg, kid: wallet.kid, typ: 'JWT' })
    .setIssuer(wallet.did)
    .setAudience(overrides.aud ?? request.client_id)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(wallet.privateKey);
  const { authorizationResponsePayload } = await client.createOpenid4vpAuthorizationResponse({
    authorizationRequestPayload: resolved.authorizationRequestPayload,
    authorizationResponsePayload: { vp_token: { [queryId]: [vp] } },
  });
  const { response } = await client.submitOpenid4vpAuthorizationResponse({
    authorizationRequestPayload: resolved.authorizationRequestPayload as never,
    authorizationResponsePayload,
  });
  return { status: response.status, body: await response.json() };
}
