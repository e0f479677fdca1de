import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Resolver } from 'did-resolver';
import { didWebDriver, didWebUrl } from './did-web';

/**
 * A did:web host over plain HTTP on localhost (the driver's fetch is pointed at it): documents by
 * path, one that never answers, one that answers without end.
 */
let host: Server;
let origin: string;
/** The paths whose answer the client gave up on (its connection closed before the answer ended). */
const abandoned: string[] = [];
const DID = 'did:web:example.test:ada';

beforeAll(async () => {
  host = createServer((request, response) => {
    response.on('close', () => {
      if (!response.writableFinished) abandoned.push(request.url ?? '');
    });
    if (request.url === '/ada/did.json') {
      response.writeHead(200, { 'content-type': 'application/did+json' }).end(JSON.stringify({ id: DID }));
    } else if (request.url === '/other/did.json') {
      response.writeHead(200).end(JSON.stringify({ id: 'did:web:elsewhere.test' }));
    } else if (request.url === '/endless/did.json') {
      response.writeHead(200);
      const timer = setInterval(() => response.write('x'.repeat(10_000)), 5);
      response.on('close', () => clearInterval(timer));
    } else if (request.url === '/silent/did.json') {
      // Keeps the connection and never answers.
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});

afterAll(() => {
  host.closeAllConnections();
  host.close();
});

/** The driver with its HTTPS address sent to the local host instead. */
function resolverWith(limits: { timeoutMs: number; maxBytes: number }) {
  const local: typeof fetch = (input, init) =>
    fetch((input as string).replace('https://example.test', origin), init);
  return new Resolver({ web: didWebDriver({ ...limits, fetch: local }) }, { cache: false });
}

describe('did:web, read with limits', () => {
  it("finds a document where did:web's rules put it", () => {
    expect(didWebUrl('example.test')).toBe('https://example.test/.well-known/did.json');
    expect(didWebUrl('example.test%3A8443:users:ada')).toBe('https://example.test:8443/users/ada/did.json');
  });

  it('resolves a document whose id is the DID, and refuses one that names another', async () => {
    const resolver = resolverWith({ timeoutMs: 2_000, maxBytes: 10_000 });
    expect((await resolver.resolve(DID)).didDocument).toEqual({ id: DID });
    const other = await resolver.resolve('did:web:example.test:other');
    expect(other.didDocument).toBeNull();
    expect(other.didResolutionMetadata.error).toBe('notFound');
    expect((await resolver.resolve('did:web:example.test:missing')).didResolutionMetadata.message).toMatch(
      /answered 404/,
    );
  });

  it('gives up on a host that keeps the connection without answering, and closes the connection', async () => {
    const resolver = resolverWith({ timeoutMs: 200, maxBytes: 10_000 });
    const started = Date.now();
    const result = await resolver.resolve('did:web:example.test:silent');
    expect(result.didResolutionMetadata.error).toBe('notFound');
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect.poll(() => abandoned).toContain('/silent/did.json');
  });

  it('stops reading an answer longer than the limit, and closes the connection', async () => {
    const resolver = resolverWith({ timeoutMs: 5_000, maxBytes: 50_000 });
    const result = await resolver.resolve('did:web:example.test:endless');
    expect(result.didResolutionMetadata.message).toMatch(/more than 50000 bytes/);
    await expect.poll(() => abandoned).toContain('/endless/did.json');
  });
});
