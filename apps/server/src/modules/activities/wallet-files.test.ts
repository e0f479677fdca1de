import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_MESSAGES,
  recordActivity,
  registeredPublicKey,
  registryResolver,
  sealFile,
  signAssertion,
  signFile,
  unsealFile,
  verifyFileSignature,
} from '@sigil/wallet';
import { verifyJWT } from 'did-jwt';
import type { TActivityReport } from '@sigil/core';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer } from '../../test/enrolment';
import { injectFetch } from '../../test/inject-fetch';
import { loginWithWallet, newHolder } from '../../test/holders';

/**
 * The wallet's file work against the real registry: DIDs resolve through GET /1.0/identifiers,
 * and each activity lands in the holder's report.
 */
describe("the wallet's sign, verify, seal, unseal and assert, through the registry", () => {
  let t: TestApp;
  const alice = newHolder();
  const bob = newHolder();
  const mallory = newHolder();
  let aliceToken: string;
  const BASE = 'http://sigil.test';
  const file = new TextEncoder().encode('Quarterly figures: 42\n');

  beforeAll(async () => {
    t = await buildTestApp();
    aliceToken = (await loginWithWallet(t.app, alice, 'individual', { name: 'Alice' })).token!;
    await loginWithWallet(t.app, bob, 'individual', { name: 'Bob' });
    await loginWithWallet(t.app, mallory, 'individual', { name: 'Mallory' });
  });
  afterAll(() => t.close());

  const resolver = () => registryResolver(BASE, injectFetch(t.app));

  it("signs a file and verifies it by the signer's DID; a changed byte fails", async () => {
    const signature = await signFile({ privateKey: alice.privateKey, bytes: file, filename: 'figures.txt' });
    expect(await verifyFileSignature({ bytes: file, signature, resolver: resolver() })).toEqual({
      signer: alice.did,
    });
    const changed = file.slice();
    changed[0] = changed[0]! ^ 1;
    await expect(verifyFileSignature({ bytes: changed, signature, resolver: resolver() })).rejects.toThrow(
      FILE_MESSAGES.changed,
    );
    const forged = signature.slice(0, -4) + (signature.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    await expect(
      verifyFileSignature({ bytes: file, signature: forged, resolver: resolver() }),
    ).rejects.toThrow(FILE_MESSAGES.badSignature);
  });

  it("seals a file with the recipient's registered key; only the recipient opens it", async () => {
    const recipientPublicKey = await registeredPublicKey(bob.did, resolver());
    const envelope = await sealFile({
      privateKey: alice.privateKey,
      bytes: file,
      filename: 'figures.txt',
      recipientDid: bob.did,
      recipientPublicKey,
    });
    expect(envelope).not.toContain('Quarterly');
    const opened = await unsealFile({ privateKey: bob.privateKey, envelope, resolver: resolver() });
    expect(new TextDecoder().decode(opened.bytes)).toBe('Quarterly figures: 42\n');
    expect(opened).toMatchObject({ filename: 'figures.txt', sender: alice.did });
    await expect(
      unsealFile({ privateKey: mallory.privateKey, envelope, resolver: resolver() }),
    ).rejects.toThrow(FILE_MESSAGES.notForYou(bob.did));
    // A changed byte of the ciphertext breaks the sender's signature.
    const [header, payload, signature] = envelope.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sealed: { ct: string } };
    claims.sealed.ct = (claims.sealed.ct[0] === 'A' ? 'B' : 'A') + claims.sealed.ct.slice(1);
    const tampered = [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
    await expect(
      unsealFile({ privateKey: bob.privateKey, envelope: tampered, resolver: resolver() }),
    ).rejects.toThrow(FILE_MESSAGES.tampered);
  });

  it('refuses to seal for a DID the registry has no key of', async () => {
    await expect(registeredPublicKey(newHolder().did, resolver())).rejects.toThrow('has no public key');
  });

  it('signs an assertion anyone can verify', async () => {
    const statement = await signAssertion({
      privateKey: alice.privateKey,
      assertType: 'over-18',
      value: 'yes',
    });
    const verified = await verifyJWT(statement, { resolver: resolver() });
    expect(verified.payload).toMatchObject({
      iss: alice.did,
      sub: alice.did,
      assertType: 'over-18',
      value: 'yes',
    });
  });

  it("records each activity in the holder's report", async () => {
    const fetchImpl = injectFetch(t.app);
    const base = { privateKey: alice.privateKey, baseUrl: BASE, fetchImpl };
    await recordActivity({ ...base, activity: { type: 'SIGN', filename: 'figures.txt' } });
    await recordActivity({
      ...base,
      activity: { type: 'SEAL', filename: 'figures.txt', sealForDid: bob.did },
    });
    await recordActivity({ ...base, activity: { type: 'ASSERT', assertType: 'over-18' } });
    await expect(
      recordActivity({
        ...base,
        activity: { type: 'UNSEAL', filename: 'x', unsealFromDid: 'did:sigil:0x12' },
      }),
    ).rejects.toThrow('Invalid DID format');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/reports?did=${alice.did}`,
      headers: bearer(aliceToken),
    });
    expect(res.json<TActivityReport>().data.map((a) => [a.type, a.filename ?? a.assertType])).toEqual([
      ['ASSERT', 'over-18'],
      ['SEAL', 'figures.txt'],
      ['SIGN', 'figures.txt'],
      ['REGISTER', null],
    ]);
  });
});
