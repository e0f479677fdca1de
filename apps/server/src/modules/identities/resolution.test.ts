import * as joseV5 from 'jose-v5';
import { createPublicKey, verify as verifySignature, type JsonWebKey as NodeJsonWebKey } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createJWT, ES256KSigner, verifyJWS, verifyJWT } from 'did-jwt';
import { createVerifiableCredentialJwt, verifyCredential } from 'did-jwt-vc';
import { Resolver, type DIDResolutionResult, type DIDResolver, type VerificationMethod } from 'did-resolver';
import { base64url, calculateJwkThumbprint, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toChecksumAddress } from '@sigil/core';
import { createWalletTokenJwt, publicKeyForPrivateKey } from '@sigil/wallet';
import { useTestApp } from '../../test/build-test-app';
import { createOrganisation, randomDid } from '../../test/factories';
import { loginWithWallet, newHolder, type TestHolder } from '../../test/holders';

/** A deactivated DID's document: its id alone, in the contexts of every document of ours. */
const DEACTIVATED_CONTEXT = [
  'https://www.w3.org/ns/did/v1',
  'https://w3id.org/security/suites/secp256k1recovery-2020/v2',
];

/**
 * GET /1.0/identifiers/{did}: the HTTP(S) binding of W3C DID Resolution, row by row of issue 16
 * (docs/decisions/0007-did-resolution.md), and the resolved documents as independent verifiers
 * read them: did-resolver with a generic Universal Resolver driver, did-jwt, did-jwt-vc, JOSE.
 */

const RESULT = 'application/did-resolution';
const LEGACY_RESULT = 'application/ld+json;profile="https://w3id.org/did-resolution"';
const DEREFERENCING_RESULT = 'application/did-url-dereferencing';
const ERROR = (name: string) => `https://www.w3.org/ns/did#${name}`;
const WHOLE_SECONDS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
const CONTEXTS = [
  'https://www.w3.org/ns/did/v1',
  'https://w3id.org/security/suites/secp256k1recovery-2020/v2',
];
const JWS_2020 = 'https://w3id.org/security/suites/jws-2020/v1';

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

/** The media type of an answer without its parameters' spacing or the charset Fastify adds. */
function mediaType(res: Answer): string {
  const header = res.headers['content-type'];
  return (typeof header === 'string' ? header : '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('charset='))
    .join(';');
}

/**
 * The default document of a DID nobody registered (docs/wallet-protocol.md, §1), with its ids as
 * asked for.
 */
function defaultDocument(did: string) {
  return {
    '@context': CONTEXTS,
    id: did,
    verificationMethod: [
      {
        id: `${did}#controller`,
        type: 'EcdsaSecp256k1RecoveryMethod2020',
        controller: did,
        blockchainAccountId: `eip155:1:${did.split(':')[2]!.toLowerCase()}`,
      },
    ],
    authentication: [`${did}#controller`],
    assertionMethod: [`${did}#controller`],
  };
}

/** The holder's public key as a JWK, computed here from the wallet's own key. */
function jwkOf(holder: TestHolder) {
  const raw = publicKeyForPrivateKey(holder.privateKey);
  return {
    kty: 'EC',
    crv: 'secp256k1',
    x: base64url.encode(raw.slice(1, 33)),
    y: base64url.encode(raw.slice(33)),
  };
}

function registeredDocument(did: string, holder: TestHolder) {
  const base = defaultDocument(did);
  return {
    ...base,
    '@context': [...CONTEXTS, JWS_2020],
    verificationMethod: [
      ...base.verificationMethod,
      { id: `${did}#keys-1`, type: 'JsonWebKey2020', controller: did, publicKeyJwk: jwkOf(holder) },
    ],
    authentication: [`${did}#controller`, `${did}#keys-1`],
    assertionMethod: [`${did}#controller`, `${did}#keys-1`],
  };
}

describe('DID resolution (W3C DID Resolution HTTP(S) binding)', () => {
  // A console build is present, so any path that fell through to it would answer its HTML page.
  const webDist = mkdtempSync(path.join(tmpdir(), 'sigil-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Sigil console</title>');
  const t = useTestApp({ webDistDir: webDist });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  const get = (url: string, accept?: string): Promise<Answer> =>
    t.app.inject({ method: 'GET', url, headers: accept === undefined ? {} : { accept } });
  const resolve = (didUrl: string, accept?: string) => get(`/1.0/identifiers/${didUrl}`, accept);

  // A fixed key: its address has letters in both cases once checksummed (asserted below).
  const holder = newHolder(new Uint8Array(32).fill(0x11));
  beforeAll(async () => {
    await loginWithWallet(t.app, holder, 'individual');
  });

  describe('content negotiation', () => {
    it.each([
      ['no Accept', undefined],
      ['*/*', '*/*'],
      ['the resolution result', RESULT],
      ['application/*', 'application/*'],
      ["a browser's Accept", 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'],
    ])(
      '%s → 200 with the whole DID resolution result (application/did-resolution)',
      async (_label, accept) => {
        const did = randomDid();
        const res = await resolve(did, accept);
        expect(res.statusCode).toBe(200);
        expect(mediaType(res)).toBe(RESULT);
        expect(res.headers.vary).toContain('Accept');
        expect(res.json()).toEqual({
          didDocument: defaultDocument(did),
          didResolutionMetadata: { contentType: 'application/did+ld+json' },
          didDocumentMetadata: {},
        });
      },
    );

    it('the older result media type → 200 with the result in its older shape and that media type', async () => {
      const did = randomDid();
      const res = await resolve(did, LEGACY_RESULT);
      expect(res.statusCode).toBe(200);
      expect(mediaType(res)).toBe(LEGACY_RESULT);
      expect(res.json()).toEqual({
        '@context': 'https://w3id.org/did-resolution/v1',
        didDocument: defaultDocument(did),
        didResolutionMetadata: { contentType: 'application/did+ld+json' },
        didDocumentMetadata: {},
      });
    });

    it.each(['application/did+ld+json', 'application/did'])(
      '%s → 200 with the DID document alone, JSON-LD',
      async (accept) => {
        const res = await resolve(holder.did, accept);
        expect(res.statusCode).toBe(200);
        expect(mediaType(res)).toBe(accept);
        expect(res.json()).toEqual(registeredDocument(holder.did, holder));
      },
    );

    it('application/did+json → 200 with the DID document alone, without @context', async () => {
      const res = await resolve(holder.did, 'application/did+json');
      expect(res.statusCode).toBe(200);
      expect(mediaType(res)).toBe('application/did+json');
      const { '@context': _context, ...plain } = registeredDocument(holder.did, holder);
      expect(res.json()).toEqual(plain);
    });

    it('honours quality values: the highest acceptable one wins, q=0 refuses', async () => {
      const did = randomDid();
      expect(mediaType(await resolve(did, 'application/did-resolution;q=0.5, application/did+json'))).toBe(
        'application/did+json',
      );
      expect(mediaType(await resolve(did, 'application/did+json;q=0.2, application/did+ld+json;q=0.9'))).toBe(
        'application/did+ld+json',
      );
      expect(mediaType(await resolve(did, '*/*;q=0.1, application/did+json;q=0'))).toBe(RESULT);
      expect((await resolve(did, 'application/did+json;q=0')).statusCode).toBe(406);
    });

    it.each(['application/did+cbor', 'text/html', 'application/json'])(
      '%s → 406 representationNotSupported in the error shape of DID Resolution',
      async (accept) => {
        const res = await resolve(randomDid(), accept);
        expect(res.statusCode).toBe(406);
        expect(mediaType(res)).toBe(RESULT);
        expect(res.json()).toMatchObject({
          didDocument: null,
          didResolutionMetadata: {
            error: { type: ERROR('REPRESENTATION_NOT_SUPPORTED'), title: 'Representation not supported' },
          },
          didDocumentMetadata: {},
        });
      },
    );

    it('an error answers the whole result, in the older shape for clients of the older media type', async () => {
      const current = await resolve('did:sigil:0x123', 'application/did+ld+json');
      expect(current.statusCode).toBe(400);
      expect(mediaType(current)).toBe(RESULT);
      const { error } = current.json<{ didResolutionMetadata: { error: Record<string, string> } }>()
        .didResolutionMetadata;
      expect(error).toEqual({
        type: ERROR('INVALID_DID'),
        title: 'Invalid DID',
        detail: expect.stringContaining('40 hexadecimal'),
      });

      const legacy = await resolve('did:sigil:0x123', LEGACY_RESULT);
      expect(legacy.statusCode).toBe(400);
      expect(mediaType(legacy)).toBe(LEGACY_RESULT);
      expect(legacy.json()).toEqual({
        '@context': 'https://w3id.org/did-resolution/v1',
        didDocument: null,
        didResolutionMetadata: { error: 'invalidDid' },
        didDocumentMetadata: {},
      });
    });
  });

  describe('strictness: the DID syntax of DID Core, no repairs', () => {
    const invalid = (res: Answer, name = 'INVALID_DID') => {
      expect(res.statusCode, res.body).toBe(400);
      expect(mediaType(res)).toBe(name === 'INVALID_DID' ? RESULT : DEREFERENCING_RESULT);
      expect(res.json()).toMatchObject(
        name === 'INVALID_DID'
          ? {
              didDocument: null,
              didResolutionMetadata: { error: { type: ERROR(name) } },
              didDocumentMetadata: {},
            }
          : { content: null, dereferencingMetadata: { error: { type: ERROR(name) } }, contentMetadata: {} },
      );
    };

    it('a trailing or leading space (%20) → 400 invalidDid: the input is never trimmed', async () => {
      const did = randomDid();
      invalid(await resolve(`${did}%20`));
      invalid(await resolve(`%20${did}`));
      invalid(await resolve(`${did}%09`));
    });

    it('decodes once: %25E0 is the text "%E0" (400, not 500), a doubly encoded DID is not a DID', async () => {
      invalid(await resolve('did:sigil:%25E0'));
      const did = randomDid();
      invalid(await resolve(encodeURIComponent(encodeURIComponent(did))));
      const once = await resolve(encodeURIComponent(did));
      expect(once.statusCode).toBe(200);
      expect(once.json<{ didDocument: { id: string } }>().didDocument.id).toBe(did);
    });

    it('a percent-encoding that is not UTF-8 → 400 invalidDid in the binding’s shape (invalidDidUrl past the DID)', async () => {
      const res = await resolve('did:sigil:%E0');
      invalid(res);
      expect(
        res.json<{ didResolutionMetadata: { error: { detail: string } } }>().didResolutionMetadata.error
          .detail,
      ).toMatch(/not UTF-8/);
      invalid(await resolve(`${randomDid()}/a%E0%A4%A`), 'INVALID_DID_URL');
      const legacy = await resolve('did:sigil:%E0', LEGACY_RESULT);
      expect(legacy.json()).toMatchObject({ didResolutionMetadata: { error: 'invalidDid' } });
    });

    it('not a did:sigil identifier → 400 invalidDid; another method → 501 methodNotSupported', async () => {
      invalid(await resolve('not-a-did'));
      invalid(await resolve('did:sigil:0x123'));
      invalid(await resolve(`did:sigil:0X${'a'.repeat(40)}`));
      invalid(await resolve(`DID:sigil:0x${'a'.repeat(40)}`));
      const other = await resolve('did:web:example.com');
      expect(other.statusCode).toBe(501);
      expect(other.json()).toMatchObject({
        didResolutionMetadata: { error: { type: ERROR('METHOD_NOT_SUPPORTED') } },
      });
    });

    it('a checksummed (EIP-55) address keeps its spelling in id; the lower-case DID is its canonicalId', async () => {
      const address = holder.did.split(':')[2]!;
      const checksummed = `did:sigil:${toChecksumAddress(address)}`;
      expect(checksummed).not.toBe(holder.did);
      const res = await resolve(checksummed);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ didDocument: unknown; didDocumentMetadata: Record<string, unknown> }>();
      expect(body.didDocument).toEqual(registeredDocument(checksummed, holder));
      expect(body.didDocumentMetadata).toEqual({
        created: expect.stringMatching(WHOLE_SECONDS),
        canonicalId: holder.did,
      });

      const upper = `did:sigil:0x${address.slice(2).toUpperCase()}`;
      expect((await resolve(upper)).json()).toMatchObject({
        didDocument: { id: upper },
        didDocumentMetadata: { canonicalId: holder.did },
      });
    });

    it('a mixed-case address that is not its EIP-55 checksum → 400 invalidDid, as did:ethr refuses it', async () => {
      // An address of EIP-55's own examples, one letter's case changed: still mixed, no longer its checksum.
      expect(toChecksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(
        '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      );
      expect((await resolve('did:sigil:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).statusCode).toBe(200);
      const res = await resolve('did:sigil:0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
      invalid(res);
      expect(
        res.json<{ didResolutionMetadata: { error: { detail: string } } }>().didResolutionMetadata.error
          .detail,
      ).toMatch(/EIP-55/);
    });
  });

  describe('DID URLs: a fragment is dereferenced; paths and queries are not found', () => {
    it('#keys-1 → 200 with the dereferencing result holding the verification method', async () => {
      const res = await resolve(`${holder.did}%23keys-1`);
      expect(res.statusCode).toBe(200);
      expect(mediaType(res)).toBe(DEREFERENCING_RESULT);
      expect(res.json()).toEqual({
        content: {
          '@context': [...CONTEXTS, JWS_2020],
          id: `${holder.did}#keys-1`,
          type: 'JsonWebKey2020',
          controller: holder.did,
          publicKeyJwk: jwkOf(holder),
        },
        dereferencingMetadata: { contentType: 'application/did+ld+json' },
        contentMetadata: { created: expect.stringMatching(WHOLE_SECONDS) },
      });
    });

    it('#controller with a document media type → the verification method alone', async () => {
      const did = randomDid();
      const plain = await resolve(`${did}%23controller`, 'application/did+json');
      expect(plain.statusCode).toBe(200);
      expect(mediaType(plain)).toBe('application/did+json');
      expect(plain.json()).toEqual(defaultDocument(did).verificationMethod[0]);
      const linked = await resolve(`${encodeURIComponent(`${did}#controller`)}`, 'application/did+ld+json');
      expect(linked.json()).toEqual({ '@context': CONTEXTS, ...defaultDocument(did).verificationMethod[0] });
    });

    it('a fragment naming nothing → 404 notFound (an unregistered DID has no #keys-1)', async () => {
      const res = await resolve(`${randomDid()}%23keys-1`);
      expect(res.statusCode).toBe(404);
      expect(mediaType(res)).toBe(DEREFERENCING_RESULT);
      expect(res.json()).toMatchObject({
        content: null,
        dereferencingMetadata: { error: { type: ERROR('NOT_FOUND') } },
      });
    });

    it.each([
      ['a path', (did: string) => `${did}/path/to`],
      ['a query in the URL', (did: string) => `${did}?service=files&relativeRef=%2Fresume.pdf`],
      ['an encoded query', (did: string) => encodeURIComponent(`${did}?service=files`)],
    ])('%s → 404 notFound as JSON, never the console page', async (_label, didUrl) => {
      const res = await resolve(didUrl(holder.did));
      expect(res.statusCode).toBe(404);
      expect(mediaType(res)).toBe(DEREFERENCING_RESULT);
      expect(res.json()).toMatchObject({
        content: null,
        dereferencingMetadata: {
          error: { type: ERROR('NOT_FOUND'), detail: expect.stringMatching(/defines no DID/) },
        },
      });
    });

    it('resolution options after an encoded DID (the binding’s GET form) are not a DID URL query', async () => {
      const res = await resolve(`${encodeURIComponent(holder.did)}?noCache=true`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ didDocument: { id: holder.did } });
    });

    it('a DID URL outside the syntax → 400 invalidDidUrl', async () => {
      const res = await resolve(`${holder.did}${encodeURIComponent('#a b')}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        dereferencingMetadata: { error: { type: ERROR('INVALID_DID_URL') } },
      });
    });

    it('a document media type nobody can give for a DID URL → 406', async () => {
      const res = await resolve(`${holder.did}%23keys-1`, RESULT);
      expect(res.statusCode).toBe(406);
      expect(res.json()).toMatchObject({
        dereferencingMetadata: { error: { type: ERROR('REPRESENTATION_NOT_SUPPORTED') } },
      });
    });
  });

  describe('every path under /1.0/ answers for the resolver, never with the console page', () => {
    it.each(['/1.0/identifiers', '/1.0/identifiers/'])('%s (no DID) → 400 invalidDid', async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ didResolutionMetadata: { error: { type: ERROR('INVALID_DID') } } });
    });

    it.each(['/1.0', '/1.0/', '/1.0/methods', '/1.0/properties/x'])('%s → 404 as JSON', async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(mediaType(res)).toBe('application/json');
      expect(res.json()).toEqual({
        error: {
          code: 'NOT_FOUND',
          message: 'Not a path of the DID resolver: resolve a DID at /1.0/identifiers/{did}',
        },
      });
    });

    it('while the console still answers its own paths', async () => {
      const res = await get('/dashboard');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Sigil console');
    });
  });

  describe('the document and its metadata', () => {
    it('an unknown but well-formed DID → its default document, no metadata', async () => {
      const did = randomDid();
      expect((await resolve(did)).json()).toEqual({
        didDocument: defaultDocument(did),
        didResolutionMetadata: { contentType: 'application/did+ld+json' },
        didDocumentMetadata: {},
      });
    });

    it('a registered holder: its key as JsonWebKey2020 (JWK) in authentication and assertionMethod, created in whole seconds', async () => {
      const res = await resolve(holder.did);
      const body = res.json<{ didDocument: unknown; didDocumentMetadata: Record<string, string> }>();
      expect(body.didDocument).toEqual(registeredDocument(holder.did, holder));
      // Never updated: no `updated` (DID Resolution § DID Document Metadata).
      expect(body.didDocumentMetadata).toEqual({ created: expect.stringMatching(WHOLE_SECONDS) });
      const record = (await get(`/api/v1/identities/${holder.did}`)).json<{ created: string }>();
      expect(body.didDocumentMetadata.created).toBe(record.created.replace(/\.\d+Z$/, 'Z'));
    });

    it('a removed organisation → 410 with deactivated: true, whatever representation was asked for', async () => {
      const deletedAt = new Date('2026-03-04T05:06:07.890Z');
      const organisation = await createOrganisation(t.database.db, { deletedAt });
      for (const accept of [undefined, 'application/did+ld+json', 'application/did+json']) {
        const res = await resolve(organisation.did, accept);
        expect(res.statusCode).toBe(410);
        expect(mediaType(res)).toBe(RESULT);
        expect(res.json()).toEqual({
          didDocument: { '@context': DEACTIVATED_CONTEXT, id: organisation.did },
          didResolutionMetadata: { contentType: expect.stringMatching(/^application\/did\+(ld\+)?json$/) },
          didDocumentMetadata: { deactivated: true, updated: '2026-03-04T05:06:07Z' },
        });
      }
      const legacy = await resolve(organisation.did, LEGACY_RESULT);
      expect(legacy.statusCode).toBe(410);
      expect(legacy.json()).toMatchObject({
        '@context': 'https://w3id.org/did-resolution/v1',
        didDocumentMetadata: { deactivated: true },
      });

      const fragment = await resolve(`${organisation.did}%23controller`);
      expect(fragment.statusCode).toBe(410);
      expect(fragment.json()).toMatchObject({ content: null, contentMetadata: { deactivated: true } });

      const live = await createOrganisation(t.database.db);
      expect((await resolve(live.did)).statusCode).toBe(200);
    });
  });

  describe('independent verifiers through a generic Universal Resolver driver', () => {
    let resolver: Resolver;

    /**
     * The driver did-resolver users write for any Universal Resolver (as Veramo's
     * getUniversalResolver): GET {endpoint}{did}, no Accept of its own (fetch sends *\/*), the
     * JSON answer taken as the resolution result, whatever the status.
     */
    function universalResolverDriver(endpoint: string): DIDResolver {
      return async (did) => (await (await fetch(`${endpoint}${did}`)).json()) as DIDResolutionResult;
    }

    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      resolver = new Resolver({
        sigil: universalResolverDriver(`http://127.0.0.1:${port}/1.0/identifiers/`),
      });
    });

    const keyOf = async (did: string, fragment: string): Promise<VerificationMethod> => {
      const { didDocument } = await resolver.resolve(did);
      const method = didDocument?.verificationMethod?.find(
        (candidate) => candidate.id === `${did}#${fragment}`,
      );
      if (!method) throw new Error(`no #${fragment} in the document of ${did}`);
      return method;
    };

    /** An ES256K JWS checked as a JOSE library does on Node: the JWK → a key, ECDSA P1363 over SHA-256. */
    function joseVerifiesEs256k(jws: string, jwk: NodeJsonWebKey): boolean {
      const [header, payload, signature] = jws.split('.') as [string, string, string];
      const key = createPublicKey({ key: jwk, format: 'jwk' });
      return verifySignature(
        'sha256',
        Buffer.from(`${header}.${payload}`),
        { key, dsaEncoding: 'ieee-p1363' },
        base64url.decode(signature).slice(0, 64),
      );
    }

    it('did-resolver parses the answer: the document, its metadata, and the error of a bad DID', async () => {
      const result = await resolver.resolve(holder.did);
      expect(result.didDocument).toEqual(registeredDocument(holder.did, holder));
      expect(result.didDocumentMetadata.created).toMatch(WHOLE_SECONDS);
      const bad = await resolver.resolve('did:sigil:0x123');
      expect(bad.didDocument).toBeNull();
      expect(bad.didResolutionMetadata.error).toMatchObject({ type: ERROR('INVALID_DID') });
    });

    it("did-jwt verifies the wallet's ES256K-R token by #controller (registered or not)", async () => {
      for (const signer of [holder, newHolder()]) {
        const jwt = await createWalletTokenJwt({
          privateKey: signer.privateKey,
          audience: t.config.publicUrl,
        });
        expect(decodeProtectedHeader(jwt).alg).toBe('ES256K-R');
        const verified = await verifyJWT(jwt, { resolver, audience: t.config.publicUrl });
        expect(verified.issuer).toBe(signer.did);
        expect(verified.signer.id).toBe(`${signer.did}#controller`);
        for (const proofPurpose of ['authentication', 'assertionMethod'] as const) {
          await expect(
            verifyJWT(jwt, { resolver, audience: t.config.publicUrl, proofPurpose }),
          ).resolves.toMatchObject({ issuer: signer.did });
        }
      }
    });

    it('did-jwt verifies an ES256K token of the wallet key, and reads the JWK of #keys-1 to do it', async () => {
      const jwt = await createJWT(
        { aud: t.config.publicUrl },
        { issuer: holder.did, signer: ES256KSigner(holder.privateKey, false) },
        { alg: 'ES256K', kid: `${holder.did}#keys-1` },
      );
      for (const proofPurpose of [undefined, 'authentication', 'assertionMethod'] as const) {
        // did-jwt tries the methods in the document's order: #controller (by recovery) or #keys-1.
        const verified = await verifyJWT(jwt, { resolver, audience: t.config.publicUrl, proofPurpose });
        expect([`${holder.did}#controller`, `${holder.did}#keys-1`]).toContain(verified.signer.id);
      }
      // With the JWK method alone, did-jwt still verifies: it reads publicKeyJwk.
      const jwkMethod = await keyOf(holder.did, 'keys-1');
      expect(verifyJWS(jwt, jwkMethod).id).toBe(`${holder.did}#keys-1`);
      const stranger = await createJWT(
        {},
        { issuer: holder.did, signer: ES256KSigner(newHolder().privateKey, false) },
        { alg: 'ES256K' },
      );
      expect(() => verifyJWS(stranger, jwkMethod)).toThrow(/invalid_signature/);
    });

    it('JOSE verifies ES256K with the published JWK alone: a standard JWS and the wallet’s own token', async () => {
      const method = await keyOf(holder.did, 'keys-1');
      const jwk = method.publicKeyJwk as NodeJsonWebKey;
      expect(jwk).toEqual(jwkOf(holder));
      // A JWK any JOSE library reads: its RFC 7638 thumbprint, computed by jose, is stable.
      expect(await calculateJwkThumbprint({ kty: 'EC', crv: 'secp256k1', x: jwk.x, y: jwk.y })).toMatch(
        /^[\w-]{43}$/,
      );

      const jws = await createJWT(
        { sub: holder.did },
        { issuer: holder.did, signer: ES256KSigner(holder.privateKey, false) },
        { alg: 'ES256K', kid: method.id },
      );
      expect(decodeProtectedHeader(jws)).toMatchObject({ alg: 'ES256K', kid: `${holder.did}#keys-1` });
      expect(joseVerifiesEs256k(jws, jwk)).toBe(true);
      // jose itself (v5: v6 runs on WebCrypto, which has no secp256k1) verifies with the JWK alone.
      const joseKey = await joseV5.importJWK({ kty: 'EC', crv: 'secp256k1', x: jwk.x, y: jwk.y }, 'ES256K');
      await expect(joseV5.compactVerify(jws, joseKey)).resolves.toMatchObject({
        protectedHeader: { alg: 'ES256K' },
      });
      // The wallet's ES256K-R token is r‖s‖v over the same input: r‖s checks against the JWK too.
      const walletJwt = await createWalletTokenJwt({
        privateKey: holder.privateKey,
        audience: t.config.publicUrl,
      });
      expect(joseVerifiesEs256k(walletJwt, jwk)).toBe(true);
      // …and another key's signature does not.
      const stranger = await createJWT(
        {},
        { issuer: holder.did, signer: ES256KSigner(newHolder().privateKey, false) },
        { alg: 'ES256K' },
      );
      expect(joseVerifiesEs256k(stranger, jwk)).toBe(false);
      await expect(joseV5.compactVerify(stranger, joseKey)).rejects.toThrow(/signature verification failed/);
    });

    it('did-jwt-vc verifies a credential the holder signed, as endorsements will be verified', async () => {
      const vcJwt = await createVerifiableCredentialJwt(
        {
          sub: randomDid(),
          nbf: Math.floor(Date.now() / 1000),
          vc: {
            '@context': ['https://www.w3.org/2018/credentials/v1'],
            type: ['VerifiableCredential'],
            credentialSubject: { role: 'Tester' },
          },
        },
        { did: holder.did, signer: ES256KSigner(holder.privateKey, false), alg: 'ES256K' },
      );
      // did-jwt-vc asks for an assertionMethod: both of the holder's methods are one.
      const verified = await verifyCredential(vcJwt, resolver);
      expect(verified.issuer).toBe(holder.did);
      expect([`${holder.did}#controller`, `${holder.did}#keys-1`]).toContain(verified.signer.id);
    });

    it('a removed organisation’s DID comes back deactivated, and did-jwt refuses to verify by it', async () => {
      const organisation = await createOrganisation(t.database.db, { deletedAt: new Date() });
      const result = await resolver.resolve(organisation.did);
      expect(result.didDocument).toEqual({ '@context': DEACTIVATED_CONTEXT, id: organisation.did });
      expect(result.didDocumentMetadata.deactivated).toBe(true);
      const jwt = await createJWT(
        {},
        { issuer: organisation.did, signer: ES256KSigner(newHolder().privateKey, true) },
        { alg: 'ES256K-R' },
      );
      await expect(verifyJWT(jwt, { resolver })).rejects.toThrow(/no_suitable_keys/);
    });
  });
});
