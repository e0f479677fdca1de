import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { createOrganisation, randomDid } from '../../test/factories';
import { loginWithWallet, newHolder } from '../../test/holders';

describe('DID resolution (Universal Resolver HTTP binding)', () => {
  const t = useTestApp();

  const resolve = (did: string) => t.app.inject({ method: 'GET', url: `/1.0/identifiers/${encodeURIComponent(did)}` });

  it('resolves a well-formed but unknown DID to its default document', async () => {
    const did = randomDid();
    const res = await resolve(did);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ didDocument: { id: string; verificationMethod: object[] }; didDocumentMetadata: object }>();
    expect(body.didDocument.id).toBe(did);
    expect(body.didDocument.verificationMethod).toEqual([
      {
        id: `${did}#controller`,
        type: 'EcdsaSecp256k1RecoveryMethod2020',
        controller: did,
        blockchainAccountId: `eip155:1:${did.split(':')[2]}`,
      },
    ]);
    expect(body.didDocumentMetadata).toEqual({});
  });

  it('adds the published key and created time of a registered holder', async () => {
    const holder = newHolder();
    await loginWithWallet(t.app, holder, 'individual');
    const body = (await resolve(holder.did)).json<{ didDocument: { verificationMethod: Array<{ type: string }> }; didDocumentMetadata: { created?: string } }>();
    expect(body.didDocument.verificationMethod.map((m) => m.type)).toEqual([
      'EcdsaSecp256k1RecoveryMethod2020',
      'EcdsaSecp256k1VerificationKey2019',
    ]);
    expect(body.didDocumentMetadata.created).toMatch(/^\d{4}-/);
  });

  it('answers invalidDid (400), methodNotSupported (501) and notFound (404)', async () => {
    const invalid = await resolve('did:sigil:0x123');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ didDocument: null, didResolutionMetadata: { error: 'invalidDid' } });
    expect((await resolve('not-a-did')).json()).toMatchObject({ didResolutionMetadata: { error: 'invalidDid' } });

    const other = await resolve('did:web:example.com');
    expect(other.statusCode).toBe(501);
    expect(other.json()).toMatchObject({ didResolutionMetadata: { error: 'methodNotSupported' } });

    const deleted = await createOrganisation(t.database.db, { deletedAt: new Date() });
    const gone = await resolve(deleted.did);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ didResolutionMetadata: { error: 'notFound' } });
  });

  it('refuses a registry lookup of something that is not a DID', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/identities/did:ethr:0xabc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { message: 'Not a did:sigil identifier' } });
  });
});
