import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as jose from 'jose';
import type { StandardWallet } from './standard-wallet';

/**
 * A web host for did:web holders, as a person's own domain would be: HTTPS on localhost with a
 * certificate of its own authority, made for the run by openssl. A server that is to resolve its
 * DIDs must trust that authority (`caFile`, through NODE_EXTRA_CA_CERTS).
 */
export interface DidWebHost {
  /** The PEM file of the host's self-signed certificate. */
  caFile: string;
  /** A holder with a fresh P-256 key whose DID document this host publishes (did:web:localhost%3A<port>:<name>). */
  newWallet: (name: string) => Promise<StandardWallet>;
  close: () => Promise<void>;
}

export async function startDidWebHost(): Promise<DidWebHost> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sigil-did-web-'));
  const keyFile = path.join(dir, 'key.pem');
  const caFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      caFile,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  const documents = new Map<string, unknown>();
  const server: Server = createServer(
    { key: readFileSync(keyFile), cert: readFileSync(caFile) },
    (request, response) => {
      const document = documents.get(request.url ?? '');
      response.writeHead(document ? 200 : 404, { 'content-type': 'application/did+json' });
      response.end(document ? JSON.stringify(document) : '{}');
    },
  );
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;

  return {
    caFile,
    async newWallet(name) {
      const { publicKey, privateKey } = await jose.generateKeyPair('ES256', { extractable: true });
      const { kty, crv, x, y } = await jose.exportJWK(publicKey);
      const publicJwk = { kty, crv, x, y };
      const did = `did:web:localhost%3A${port}:${name}`;
      const kid = `${did}#key-1`;
      // did:web's path form: did:web:host:name → https://host/name/did.json.
      documents.set(`/${name}/did.json`, {
        '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/suites/jws-2020/v1'],
        id: did,
        verificationMethod: [{ id: kid, type: 'JsonWebKey2020', controller: did, publicKeyJwk: publicJwk }],
        authentication: [kid],
        assertionMethod: [kid],
      });
      return { did, kid, alg: 'ES256', privateKey, publicJwk };
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
