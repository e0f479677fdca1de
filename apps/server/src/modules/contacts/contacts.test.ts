import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addContact, contactFromQr, requestWalletToken, syncContacts } from '@sigil/wallet';
import {
  CONTACT_MESSAGES,
  contactQrText,
  PROVIDER_TOPIC,
  VALIDATION_MESSAGES as M,
  type TNotification,
  type TNotificationList,
  type TQuickContact,
  type TSyncContactsResponse,
  type TUserEventPage,
} from '@sigil/core';
import { eq } from 'drizzle-orm';
import { identities } from '../../db/schema/index';
import { buildTestApp, buildTestAppsSharingDatabase, type TestApp } from '../../test/build-test-app';
import { bearer, providerToken, signupFields, signupThroughWallet } from '../../test/enrolment';
import { createMember, createOrganisation } from '../../test/factories';
import { loginWithWallet, newHolder, type TestHolder } from '../../test/holders';
import { injectFetch } from '../../test/inject-fetch';
import { rowCounts } from '../../test/row-counts';
import { openSocket, type TestSocket } from '../../test/sockets';

const BASE = '/api/v1/quick-contacts';
const TABLES = ['quick_contacts', 'notifications', 'user_events'];

describe('quick contacts and notifications', () => {
  let t: TestApp;
  let baseUrl: string;
  const sockets: TestSocket[] = [];
  const ada = newHolder();
  const bob = newHolder();
  const eve = newHolder();
  const providerHolder = newHolder();
  let adaToken: string;
  let bobToken: string;
  let eveToken: string;
  let adminToken: string;

  beforeAll(async () => {
    t = await buildTestApp({ providerDids: [providerHolder.did] });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    adaToken = (
      await loginWithWallet(t.app, ada, 'individual', { name: 'Ada Lovelace', email: 'ada@example.test' })
    ).token!;
    bobToken = (await loginWithWallet(t.app, bob, 'individual', { name: 'Bob Byron' })).token!;
    eveToken = (await loginWithWallet(t.app, eve, 'individual', { name: 'Eve' })).token!;
    const organisation = await createOrganisation(t.database.db);
    const admin = newHolder();
    await createMember(t.database.db, {
      organisationId: organisation.id,
      memberDid: admin.did,
      roleCode: '1001',
    });
    adminToken = (await loginWithWallet(t.app, admin, 'organisation')).token!;
  });
  afterAll(async () => {
    for (const { socket } of sockets) socket.close();
    await t?.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const create = (token: string, payload: object) => call('POST', BASE, token, payload);
  const list = async (token: string) => (await call('GET', BASE, token)).json<TQuickContact[]>();
  const counts = () => rowCounts(t.database.db, TABLES);
  const errorOf = (res: { json: <T>() => T }) =>
    res.json<{ error: { message: string; fields?: Record<string, string> } }>().error;
  async function socketOf(topic: string, token: string): Promise<TestSocket> {
    const opened = await openSocket(baseUrl, `/api/comm/ws/${encodeURIComponent(topic)}/web`, token);
    sockets.push(opened);
    return opened;
  }

  it('adds, lists by name, changes and removes one of my contacts', async () => {
    const zed = await create(adaToken, { name: 'Zed', did: newHolder().did });
    expect(zed.statusCode).toBe(201);
    const grace = await create(adaToken, {
      name: '  Grace Hopper ',
      did: bob.did.toUpperCase().replace('DID:SIGIL:0X', 'did:sigil:0x'),
      email: 'grace@navy.test',
      organisation: 'US Navy',
      note: 'COBOL',
    });
    expect(grace.statusCode).toBe(201);
    expect(grace.json()).toMatchObject({
      name: 'Grace Hopper',
      did: bob.did,
      email: 'grace@navy.test',
      organisation: 'US Navy',
      note: 'COBOL',
    });
    expect((await list(adaToken)).map((c) => c.name)).toEqual(['Grace Hopper', 'Zed']);

    const id = grace.json<TQuickContact>().id;
    const updated = await call('POST', `${BASE}/update/${id}`, adaToken, {
      name: 'Grace',
      did: bob.did,
      email: '',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id, name: 'Grace', email: '', organisation: '' });

    const removed = await call('DELETE', `${BASE}/${zed.json<TQuickContact>().id}`, adaToken);
    expect(removed.statusCode).toBe(200);
    expect((await list(adaToken)).map((c) => c.name)).toEqual(['Grace']);
    expect(errorOf(await call('DELETE', `${BASE}/${zed.json<TQuickContact>().id}`, adaToken))).toMatchObject({
      message: CONTACT_MESSAGES.notFound,
    });
  });

  it('refuses bad input with the field and its message, and writes nothing', async () => {
    const before = await counts();
    const cases: Array<[object, string, string]> = [
      [{ did: bob.did }, 'name', M.nameRequired],
      [{ name: '   ', did: bob.did }, 'name', M.nameRequired],
      [{ name: 'x'.repeat(101), did: bob.did }, 'name', M.contactNameTooLong],
      [{ name: 'Nobody' }, 'did', M.didRequired],
      [{ name: 'Nobody', did: 'did:web:example.com' }, 'did', M.didInvalid],
      [{ name: 'Nobody', did: newHolder().did, email: 'x@y..com' }, 'email', M.emailInvalid],
      [{ name: 'Nobody', did: newHolder().did, note: 'n'.repeat(501) }, 'note', M.contactNoteTooLong],
    ];
    for (const [payload, field, message] of cases) {
      const res = await create(eveToken, payload);
      expect({ payload, status: res.statusCode }).toMatchObject({ status: 400 });
      expect(errorOf(res).fields?.[field]).toBe(message);
    }
    const dup = newHolder().did;
    expect((await create(eveToken, { name: 'First', did: dup })).statusCode).toBe(201);
    const second = await create(eveToken, { name: 'Second', did: dup });
    expect(second.statusCode).toBe(409);
    expect(errorOf(second)).toMatchObject({
      message: CONTACT_MESSAGES.duplicateDid,
      fields: { did: CONTACT_MESSAGES.duplicateDid },
    });
    expect(await counts()).toEqual({ ...before, quick_contacts: before.quick_contacts! + 1 });
  });

  it('never lets anyone else read, change, remove or share my contact, whatever their role', async () => {
    const mine = (
      await create(adaToken, { name: 'Private', did: newHolder().did, note: 'secret' })
    ).json<TQuickContact>();
    const before = await counts();
    for (const token of [bobToken, adminToken]) {
      expect((await list(token)).map((c) => c.id)).not.toContain(mine.id);
      const change = await call('POST', `${BASE}/update/${mine.id}`, token, { name: 'Taken', did: mine.did });
      expect(change.statusCode).toBe(404);
      expect((await call('DELETE', `${BASE}/${mine.id}`, token)).statusCode).toBe(404);
      const share = await call('POST', `${BASE}/shareContact`, token, { contactId: mine.id, toDid: eve.did });
      expect(share.statusCode).toBe(404);
    }
    expect(await counts()).toEqual(before);
    expect((await list(adaToken)).find((c) => c.id === mine.id)).toMatchObject({
      name: 'Private',
      note: 'secret',
    });
  });

  it('shares a contact card: the receiver hears it at once on their socket and finds it stored, unseen', async () => {
    await t.database.db
      .update(identities)
      .set({ avatar: 'data:image/jpeg;base64,/9j/AA==' })
      .where(eq(identities.did, ada.did));
    const card = (
      await create(adaToken, {
        name: 'Carol',
        did: newHolder().did,
        email: 'carol@example.test',
        organisation: 'Acme',
        note: 'met at DIDcon',
      })
    ).json<TQuickContact>();
    const bobSocket = await socketOf(bob.did, bobToken);
    expect(await bobSocket.next()).toEqual({ type: 'subscribed', topic: bob.did });

    const shared = await call('POST', `${BASE}/shareContact`, adaToken, {
      contactId: card.id,
      toDid: bob.did,
    });
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toEqual({ sharedWith: bob.did });

    const pushed = (await bobSocket.next()) as { type: string; notification: TNotification };
    expect(pushed.type).toBe('notification');
    expect(pushed.notification).toMatchObject({
      kind: 'contact-shared',
      seen: false,
      picture: 'data:image/jpeg;base64,/9j/AA==',
      data: {
        fromDid: ada.did,
        fromName: 'Ada Lovelace',
        contact: {
          name: 'Carol',
          did: card.did,
          email: 'carol@example.test',
          organisation: 'Acme',
          note: 'met at DIDcon',
        },
      },
    });
    const stored = (await call('GET', '/api/v1/notifications', bobToken)).json<TNotificationList>();
    expect(stored.unseen).toBe(1);
    expect(stored.data[0]).toEqual(pushed.notification);
    // Nobody else sees it, or marks it seen.
    expect((await call('GET', '/api/v1/notifications', eveToken)).json<TNotificationList>().data).toEqual([]);
    expect(
      (await call('POST', `/api/v1/notifications/${pushed.notification.id}/seen`, eveToken, {})).statusCode,
    ).toBe(404);

    // Both find the share in their recent history.
    const historyOf = async (token: string) =>
      (await call('GET', '/api/v1/users/events', token))
        .json<TUserEventPage>()
        .data.filter((e) => e.kind.startsWith('contact-'));
    expect((await historyOf(adaToken))[0]).toMatchObject({
      kind: 'contact-shared',
      data: { toDid: bob.did, contactName: 'Carol' },
    });
    expect((await historyOf(bobToken))[0]).toMatchObject({
      kind: 'contact-received',
      data: { fromDid: ada.did, fromName: 'Ada Lovelace', contactName: 'Carol' },
    });

    const seen = await call('POST', `/api/v1/notifications/${pushed.notification.id}/seen`, bobToken, {});
    expect(seen.json()).toMatchObject({ id: pushed.notification.id, seen: true });
    expect((await call('GET', '/api/v1/notifications', bobToken)).json<TNotificationList>().unseen).toBe(0);
  });

  it('refuses a share to myself, to a DID that never joined, or of a contact that is not mine; nothing is sent', async () => {
    const card = (await create(eveToken, { name: 'Dan', did: newHolder().did })).json<TQuickContact>();
    const before = await counts();
    const toSelf = await call('POST', `${BASE}/shareContact`, eveToken, {
      contactId: card.id,
      toDid: eve.did,
    });
    expect(errorOf(toSelf)).toMatchObject({
      message: CONTACT_MESSAGES.shareToSelf,
      fields: { toDid: CONTACT_MESSAGES.shareToSelf },
    });
    const stranger = await call('POST', `${BASE}/shareContact`, eveToken, {
      contactId: card.id,
      toDid: newHolder().did,
    });
    expect(stranger.statusCode).toBe(404);
    expect(errorOf(stranger)).toMatchObject({ message: CONTACT_MESSAGES.recipientUnknown });
    const badDid = await call('POST', `${BASE}/shareContact`, eveToken, {
      contactId: card.id,
      toDid: 'did:sigil:nope',
    });
    expect(errorOf(badDid)).toMatchObject({ fields: { toDid: M.didInvalid } });
    expect(await counts()).toEqual(before);
  });

  it('marks all my notifications seen, and only mine', async () => {
    const card = (await create(eveToken, { name: 'Fay', did: newHolder().did })).json<TQuickContact>();
    for (const to of [ada.did, bob.did]) {
      expect(
        (await call('POST', `${BASE}/shareContact`, eveToken, { contactId: card.id, toDid: to })).statusCode,
      ).toBe(200);
    }
    expect((await call('GET', '/api/v1/notifications', adaToken)).json<TNotificationList>().unseen).toBe(1);
    expect((await call('POST', '/api/v1/notifications/seen', adaToken, {})).json()).toEqual({ unseen: 0 });
    expect((await call('GET', '/api/v1/notifications', adaToken)).json<TNotificationList>().unseen).toBe(0);
    expect((await call('GET', '/api/v1/notifications', bobToken)).json<TNotificationList>().unseen).toBe(1);
  });

  it("merges the wallet's address book by DID, never twice, and only into the holder's own", async () => {
    const holder: TestHolder = newHolder();
    await loginWithWallet(t.app, holder, 'individual');
    const { token } = await requestWalletToken({
      privateKey: holder.privateKey,
      baseUrl: 'http://sigil.test',
      fetchImpl: injectFetch(t.app),
    });
    const consoleToken = (await loginWithWallet(t.app, holder, 'individual')).token!;
    const known = newHolder().did;
    await create(consoleToken, {
      name: 'Known',
      did: known,
      email: 'known@example.test',
      note: 'from the console',
    });
    const sync = (contacts: object[], did = holder.did) =>
      t.app.inject({
        method: 'POST',
        url: `/api/quick-contacts/sync?did=${did}`,
        headers: bearer(token),
        payload: { contacts },
      });

    const fresh = newHolder().did;
    const first = await sync([
      { name: 'Known again', did: known, email: '' },
      { name: 'Fresh', did: fresh },
      { name: 'Fresh (twice in one book)', did: fresh },
    ]);
    expect(first.statusCode).toBe(200);
    const merged = first.json<TSyncContactsResponse>();
    expect(merged).toMatchObject({ added: 1, updated: 1 });
    expect(merged.contacts.map((c) => [c.name, c.email, c.note])).toEqual([
      ['Fresh (twice in one book)', '', ''],
      ['Known again', 'known@example.test', 'from the console'],
    ]);
    expect((await sync([{ name: 'Fresh', did: fresh }])).json()).toMatchObject({ added: 0, updated: 1 });
    expect(await list(consoleToken)).toHaveLength(2);

    const before = await counts();
    expect((await sync([{ name: 'Sneaky', did: newHolder().did }], ada.did)).statusCode).toBe(403);
    // A console session is not the wallet.
    const fromConsole = await t.app.inject({
      method: 'POST',
      url: `/api/quick-contacts/sync?did=${holder.did}`,
      headers: bearer(consoleToken),
      payload: { contacts: [] },
    });
    expect(fromConsole.statusCode).toBe(403);
    expect(errorOf(await sync([{ name: 'Bad', did: 'did:sigil:0x12' }]))).toMatchObject({
      fields: { 'contacts.0.did': M.didInvalid },
    });
    expect(await counts()).toEqual(before);
  });

  it("adds the DID of another person's QR to the wallet's address book and pushes it to the registry", async () => {
    const holder = newHolder();
    const consoleToken = (await loginWithWallet(t.app, holder, 'individual')).token!;
    const home = await mkdtemp(path.join(tmpdir(), 'wallet-contacts-'));
    try {
      const scanned = contactFromQr(contactQrText({ did: ada.did, name: 'Ada Lovelace' }));
      const book = await addContact(home, { ...scanned, email: '', organisation: '', note: 'scanned' });
      const synced = await syncContacts({
        privateKey: holder.privateKey,
        baseUrl: 'http://sigil.test',
        contacts: book,
        fetchImpl: injectFetch(t.app),
      });
      expect(synced).toMatchObject({ added: 1, updated: 0 });
      expect((await list(consoleToken)).map((c) => [c.name, c.did, c.note])).toEqual([
        ['Ada Lovelace', ada.did, 'scanned'],
      ]);
      expect(() => contactFromQr('{"v":1,"kind":"auth"}')).toThrow('This QR code is not a contact');
    } finally {
      await rm(home, { recursive: true, force: true });
    }
  });

  it("keeps a DID's socket to that DID's console session: another user's token, a wallet token or none is closed", async () => {
    const { token: wallet } = await requestWalletToken({
      privateKey: bob.privateKey,
      baseUrl: 'http://sigil.test',
      fetchImpl: injectFetch(t.app),
    });
    for (const token of [adaToken, wallet, '', 'not-a-token']) {
      const socket = await socketOf(bob.did, token);
      expect(await socket.closed).toBe(4401);
    }
  });

  it("tells the provider's open Enrollment Requests at once that an organisation signed up", async () => {
    const provider = await providerToken(t.app, providerHolder);
    const refused = await socketOf(PROVIDER_TOPIC, bobToken);
    expect(await refused.closed).toBe(4401);
    const socket = await socketOf(PROVIDER_TOPIC, provider);
    expect(await socket.next()).toEqual({ type: 'subscribed', topic: PROVIDER_TOPIC });
    await signupThroughWallet(t.app, signupFields({ orgName: 'Live Signup Ltd' }));
    expect(await socket.next()).toEqual({ type: 'enrolment-requested' });
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))(
  'notifications across server processes (PostgreSQL)',
  () => {
    let apps: TestApp[] = [];
    afterAll(async () => {
      for (const app of apps.reverse()) await app.close();
    });

    it('brings a contact shared through one process to a socket connected to another, and to no one else', async () => {
      apps = await buildTestAppsSharingDatabase(2, {}, ['sigil-a', 'sigil-b']);
      const [a, b] = apps as [TestApp, TestApp];
      const sender = newHolder();
      const receiver = newHolder();
      const bystander = newHolder();
      const senderToken = (await loginWithWallet(a.app, sender, 'individual', { name: 'Sam' })).token!;
      const receiverToken = (await loginWithWallet(a.app, receiver, 'individual')).token!;
      const bystanderToken = (await loginWithWallet(a.app, bystander, 'individual')).token!;
      const baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
      const open = (did: string, token: string) => openSocket(baseB, `/api/comm/ws/${did}/web`, token);
      const receiving = await open(receiver.did, receiverToken);
      const watching = await open(bystander.did, bystanderToken);
      expect(await receiving.next()).toMatchObject({ type: 'subscribed' });
      expect(await watching.next()).toMatchObject({ type: 'subscribed' });
      try {
        const card = await a.app.inject({
          method: 'POST',
          url: BASE,
          headers: bearer(senderToken),
          payload: { name: 'Nia', did: newHolder().did },
        });
        const shared = await a.app.inject({
          method: 'POST',
          url: `${BASE}/shareContact`,
          headers: bearer(senderToken),
          payload: { contactId: card.json<TQuickContact>().id, toDid: receiver.did },
        });
        expect(shared.statusCode).toBe(200);
        expect(await receiving.next()).toMatchObject({
          type: 'notification',
          notification: { kind: 'contact-shared', data: { fromName: 'Sam', contact: { name: 'Nia' } } },
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(watching.pending).toEqual([]);
      } finally {
        receiving.socket.close();
        watching.socket.close();
      }
    }, 30_000);
  },
);
