import { describe, expect, it } from 'vitest';
import { Resolver, type DIDResolutionResult } from 'did-resolver';
import { bounded } from './holder-resolver';

const found: DIDResolutionResult = {
  didResolutionMetadata: {},
  didDocument: { id: 'did:web:example.test' },
  didDocumentMetadata: {},
};

describe('a bounded DID driver (a holder-chosen web host)', () => {
  it('gives the document when the host answers in time', async () => {
    const resolver = new Resolver({ web: bounded(async () => found, 200) }, { cache: false });
    expect((await resolver.resolve('did:web:example.test')).didDocument?.id).toBe('did:web:example.test');
  });

  it('answers notFound when the host keeps the connection without answering', async () => {
    const resolver = new Resolver({ web: bounded(() => new Promise(() => undefined), 50) }, { cache: false });
    const started = Date.now();
    const result = await resolver.resolve('did:web:silent.example.test');
    expect(result.didDocument).toBeNull();
    expect(result.didResolutionMetadata).toEqual({ error: 'notFound', message: 'no answer within 50 ms' });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
