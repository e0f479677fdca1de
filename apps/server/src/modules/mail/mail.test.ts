import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TEnrolmentRequestItem } from '@sigil/core';
import { enrolmentRequests, mailOutbox } from '../../db/schema/index';
import { buildTestApp, useTestApp, type TestApp } from '../../test/build-test-app';
import {
  decide,
  listEnrolments,
  providerToken,
  signupFields,
  signupThroughWallet,
} from '../../test/enrolment';
import { newHolder } from '../../test/holders';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from '../../db/client';
import { closedPort, startSmtpListener, type SmtpListener } from '../../test/smtp';
import { loadConfig } from '../../config';
import { MAIL_LEASE_MS, MailOutbox } from './mail-outbox';
import { createMailTransport, type MailTransport, type OutgoingMail } from './mail-transport';
import { claimDueMails, insertOutboxMail } from './mail.repository';
import { renderMail } from './mail.templates';
import { tempDirOfTest } from '../../test/temp-dir';

/**
 * The database refuses the next write of a mail as SENT, once: as when the process lost its
 * connection (or died) right after the SMTP server accepted the mail. A trigger, not a module
 * mock: the test files share their modules in a worker (no isolation, vitest.config.ts). The
 * sequence counts outside the transaction that the refusal rolls back. Returns the clean-up.
 */
async function refuseNextSentOnce(database: Database): Promise<() => Promise<void>> {
  const statements = [
    'create sequence refuse_sent_once',
    `create function refuse_sent_once() returns trigger language plpgsql as $$
     begin
       if new.status = 'SENT' and nextval('refuse_sent_once') = 1 then
         raise exception 'connection lost after the SMTP accept';
       end if;
       return new;
     end $$`,
    'create trigger refuse_sent_once before update on mail_outbox for each row execute function refuse_sent_once()',
  ];
  for (const statement of statements) await database.db.execute(sql.raw(statement));
  return async () => {
    await database.db.execute(sql.raw('drop trigger refuse_sent_once on mail_outbox'));
    await database.db.execute(sql.raw('drop function refuse_sent_once()'));
    await database.db.execute(sql.raw('drop sequence refuse_sent_once'));
  };
}

const quietLog = { info: () => {}, warn: () => {}, error: () => {} } as unknown as ConstructorParameters<
  typeof MailOutbox
>[3];

describe('enrollment e-mails over SMTP', () => {
  let t: TestApp;
  let smtp: SmtpListener;
  let provider: string;
  const providerHolder = newHolder();

  beforeAll(async () => {
    smtp = await startSmtpListener();
    // A long interval: mails must leave at once on commit, not on the next tick of the loop.
    t = await buildTestApp({
      providerDids: [providerHolder.did],
      smtpUrl: smtp.url,
      mailRetryIntervalMs: 60_000,
    });
    provider = await providerToken(t.app, providerHolder);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));

  it('sends "received" on signup, then "approved" with the organisation DID, without waiting for the retry loop', async () => {
    const fields = signupFields({
      orgName: 'Mailbox Approve Ltd',
      contactEmail: 'Desk@Mailbox-Approve.Example',
    });
    await signupThroughWallet(t.app, fields);
    await vi.waitFor(() => expect(mailsTo('desk@mailbox-approve.example')).toHaveLength(1), {
      timeout: 5000,
    });
    expect(mailsTo('desk@mailbox-approve.example')[0]!.subject).toBe(
      'Enrollment request received: Mailbox Approve Ltd',
    );

    const [pending] = await listEnrolments(t.app, provider, '?orgName=Mailbox Approve');
    const approved = (await decide(t.app, provider, pending!.id, 'approve')).json<TEnrolmentRequestItem>();
    await vi.waitFor(() => expect(mailsTo('desk@mailbox-approve.example')).toHaveLength(2), {
      timeout: 5000,
    });
    const mail = mailsTo('desk@mailbox-approve.example')[1]!;
    expect(mail.subject).toBe('Enrollment approved: Mailbox Approve Ltd');
    expect(mail.body).toContain(approved.organisationDid);
    expect(mail.body).toContain('Login (Organization)');

    // A mail is marked SENT after the SMTP server has accepted it: wait for the pass that sent it.
    await t.app.mailOutbox.flush();
    const rows = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'desk@mailbox-approve.example'));
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['SENT', 1],
      ['SENT', 1],
    ]);
  });

  it('sends "rejected" with the reason the provider gave', async () => {
    const fields = signupFields({
      orgName: 'Mailbox Reject Ltd',
      contactEmail: 'desk@mailbox-reject.example',
    });
    await signupThroughWallet(t.app, fields);
    const [pending] = await listEnrolments(t.app, provider, '?orgName=Mailbox Reject');
    const reason = 'The registration number <UEN> does not match the name';
    expect((await decide(t.app, provider, pending!.id, 'reject', { reason })).statusCode).toBe(200);
    await t.app.mailOutbox.flush();
    await vi.waitFor(() => expect(mailsTo('desk@mailbox-reject.example')).toHaveLength(2));
    expect(mailsTo('desk@mailbox-reject.example').map((m) => m.subject)).toEqual([
      'Enrollment request received: Mailbox Reject Ltd',
      'Enrollment request rejected: Mailbox Reject Ltd',
    ]);
    expect(mailsTo('desk@mailbox-reject.example')[1]!.body).toContain(`The reason given: ${reason}`);
  });
});

describe('a mail server that is down', () => {
  it('keeps the mail PENDING and the request intact, and sends it once the server is up', async () => {
    const port = await closedPort();
    const t = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailRetryIntervalMs: 1000 });
    let smtp: SmtpListener | null = null;
    try {
      const fields = signupFields({ contactEmail: 'down@mail.example' });
      const { polled } = await signupThroughWallet(t.app, fields);
      expect(polled.status).toBe('COMPLETED');
      await t.app.mailOutbox.flush();

      const [queued] = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'down@mail.example'));
      expect(queued).toMatchObject({ status: 'PENDING', attempts: 1, lastError: expect.any(String) });
      expect(queued!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      const requests = await t.database.db
        .select()
        .from(enrolmentRequests)
        .where(eq(enrolmentRequests.orgName, fields.orgName));
      expect(requests).toHaveLength(1);

      smtp = await startSmtpListener(port);
      await vi.waitFor(
        async () => {
          await t.app.mailOutbox.flush();
          expect(smtp!.received.map((m) => m.to)).toEqual([['down@mail.example']]);
        },
        { timeout: 10_000, interval: 200 },
      );
      const [sent] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued!.id));
      expect(sent).toMatchObject({ status: 'SENT', attempts: 2 });
    } finally {
      await t.close();
      await smtp?.close();
    }
  });
});

describe('without SMTP_URL', () => {
  const t = useTestApp();

  it('writes each message as an .eml file under DATA_DIR/outbox', async () => {
    await signupThroughWallet(
      t.app,
      signupFields({ orgName: 'Eml Writers Ltd', contactEmail: 'eml@writers.example' }),
    );
    await t.app.mailOutbox.flush();
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'eml@writers.example'));
    expect(row).toMatchObject({ status: 'SENT' });
    const dir = path.join(t.config.dataDir, 'outbox');
    expect(readdirSync(dir)).toContain(`${row!.id}.eml`);
    const eml = readFileSync(path.join(dir, `${row!.id}.eml`), 'utf8');
    expect(eml).toMatch(/^To: eml@writers\.example$/m);
    expect(eml).toMatch(/^Subject: Enrollment request received: Eml Writers Ltd$/m);
  });
});

describe('the mail outbox', () => {
  // A database of its own: no app, so no other sender competes for the mails.
  let t: { database: Database };
  beforeAll(async () => {
    t = { database: await openTestDatabase() };
  });
  afterAll(() => t.database.close());

  const transport = (send: (mail: OutgoingMail) => Promise<void>): MailTransport => ({
    send,
    close: () => {},
  });
  const outboxWith = (send: (mail: OutgoingMail) => Promise<void>, maxAttempts = 8, retryIntervalMs = 20) =>
    new MailOutbox(
      t.database,
      transport(send),
      { from: 'test@sigil.test', retryIntervalMs, maxAttempts },
      quietLog,
    );

  it('retries with a growing delay and gives up (FAILED) after the last attempt', async () => {
    await insertOutboxMail(t.database.db, { to: 'never@fail.example', subject: 'S', text: 'T' });
    // 250 ms between attempts: wide enough that the flush right after a failure comes before the
    // retry is due, even on a busy machine with the database in its own thread.
    const retryMs = 250;
    const failing = outboxWith(() => Promise.reject(new Error('connection refused')), 3, retryMs);
    const patiently = { timeout: 10_000, interval: 50 };
    const row = async () =>
      (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'never@fail.example')))[0]!;

    await failing.flush();
    const first = await row();
    expect(first).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'connection refused' });
    await failing.flush();
    expect((await row()).attempts).toBe(1);

    await vi.waitFor(async () => {
      await failing.flush();
      expect((await row()).attempts).toBe(2);
    }, patiently);
    const second = await row();
    await vi.waitFor(async () => {
      await failing.flush();
      expect((await row()).status).toBe('FAILED');
    }, patiently);
    expect(await row()).toMatchObject({ attempts: 3, sentAt: null });
    expect(second.nextAttemptAt.getTime() - first.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(retryMs);
  });

  it('finishes the mail it is sending when the server stops, and records it: no lease is left behind', async () => {
    await insertOutboxMail(t.database.db, { to: 'stopping@outbox.example', subject: 'S', text: 'T' });
    let sending!: () => void;
    const started = new Promise<void>((resolve) => (sending = resolve));
    const sender = outboxWith(async () => {
      sending();
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    sender.kick();
    await started;
    await sender.stop();
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'stopping@outbox.example'));
    expect(row).toMatchObject({ status: 'SENT', attempts: 1 });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('sends each mail once when two senders flush at the same time', async () => {
    for (let i = 0; i < 45; i++)
      await insertOutboxMail(t.database.db, { to: `bulk${i}@once.example`, subject: 'S', text: 'T' });
    const sent: string[] = [];
    const slow = (mail: OutgoingMail) =>
      new Promise<void>((resolve) => setTimeout(() => (sent.push(mail.to), resolve()), 2));
    await Promise.all([outboxWith(slow).flush(), outboxWith(slow).flush(), outboxWith(slow).flush()]);
    const bulk = sent.filter((to) => to.endsWith('@once.example'));
    expect(bulk).toHaveLength(45);
    expect(new Set(bulk).size).toBe(45);
  });

  it('renders every message in en and de', () => {
    const context = { productName: 'Sigil', publicUrl: 'https://sigil.example', language: 'de' as const };
    expect(renderMail({ kind: 'enrolment-received', orgName: 'Acme' }, context).subject).toBe(
      'Registrierungsanfrage erhalten: Acme',
    );
    expect(renderMail({ kind: 'enrolment-rejected', orgName: 'Acme' }, context).subject).toBe(
      'Registrierungsanfrage abgelehnt: Acme',
    );
    const approved = renderMail(
      {
        kind: 'enrolment-approved',
        orgName: '<Acme & Co>',
        organisationDid: 'did:sigil:0x1',
        adminDid: 'did:sigil:0x2',
      },
      {
        ...context,
        language: 'en',
      },
    );
    expect(approved.subject).toBe('Enrollment approved: <Acme & Co>');
    expect(approved.text).toContain('https://sigil.example/login');
    expect(approved.html).toContain('&lt;Acme &amp; Co&gt;');
    expect(approved.html).not.toContain('<Acme');
    const invitation = {
      kind: 'invitation',
      orgName: 'Acme',
      inviterName: 'Ada',
      inviteeName: 'Ivy',
      roleName: 'Auditor',
      code: 'c0de',
      expiresAt: new Date('2026-12-01T10:00:00Z'),
    } as const;
    const de = renderMail(invitation, context);
    expect(de.subject).toBe('Ada lädt Sie zu Acme als Auditor ein');
    expect(de.text).toContain('https://sigil.example/endorsements?invitationCode=c0de');
    expect(de.text).toContain('2026-12-01 10:00 UTC');
    const en = renderMail(invitation, { ...context, language: 'en' });
    expect(en.subject).toBe('Ada invites you to Acme as Auditor');
    expect(en.text).toContain('Hello Ivy,');
    // The phone wallet's link opens the invitation in the wallet (issue 39).
    expect(en.text).toContain(
      'On your phone, this link opens the invitation in the Sigil Wallet at once:\n\nhttps://sigil.example/wallet/#/invitation?invitationCode=c0de',
    );
    expect(de.text).toContain('https://sigil.example/wallet/#/invitation?invitationCode=c0de');
  });
});

describe('mail claimed by a process that dies', () => {
  const LEASE_MS = 1000;
  // A database of its own; each test leaves every mail it queued SENT, so none leaks into the next.
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const rowTo = async (to: string) =>
    (await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0]!;
  const outbox = (transport: MailTransport, retryIntervalMs = 60_000) =>
    new MailOutbox(
      database,
      transport,
      { from: 'test@sigil.test', retryIntervalMs, maxAttempts: 8, leaseMs: LEASE_MS },
      quietLog,
    );

  it('is sent by a new process once the lease runs out, and the lease keeps that within a minute', async () => {
    expect(MAIL_LEASE_MS + loadConfig({}).mailRetryIntervalMs).toBeLessThanOrEqual(60_000);

    await insertOutboxMail(database.db, { to: 'stranded@restart.example', subject: 'S', text: 'T' });
    // The killed process claimed the mail and never sent it.
    const claimedAt = Date.now();
    const [claimed] = await claimDueMails(database.db, 1, LEASE_MS);
    expect(claimed?.to).toBe('stranded@restart.example');

    const sentAt: number[] = [];
    const restarted = outbox(
      {
        send: async (mail) => void (mail.to.endsWith('@restart.example') && sentAt.push(Date.now())),
        close: () => {},
      },
      50,
    );
    await restarted.start();
    try {
      await restarted.flush();
      expect(sentAt).toEqual([]);
      await vi.waitFor(() => expect(sentAt).toHaveLength(1), { timeout: LEASE_MS + 3000, interval: 20 });
      expect(sentAt[0]! - claimedAt).toBeGreaterThanOrEqual(LEASE_MS - 20);
      await vi.waitFor(async () =>
        expect(await rowTo('stranded@restart.example')).toMatchObject({ status: 'SENT', attempts: 2 }),
      );
    } finally {
      await restarted.stop();
    }
  });

  it('claims one mail at a time, so a death strands one mail at most', async () => {
    await insertOutboxMail(database.db, { to: 'first@one-at-a-time.example', subject: 'S', text: 'T' });
    await insertOutboxMail(database.db, { to: 'second@one-at-a-time.example', subject: 'S', text: 'T' });
    let release = () => {};
    const sending = outbox({
      send: () => new Promise<void>((resolve) => (release = resolve)),
      close: () => {},
    });
    const flushed = sending.flush();
    await vi.waitFor(async () => expect((await rowTo('first@one-at-a-time.example')).attempts).toBe(1));
    expect((await rowTo('second@one-at-a-time.example')).attempts).toBe(0);
    release();
    await vi.waitFor(async () => expect((await rowTo('second@one-at-a-time.example')).attempts).toBe(1));
    release();
    await flushed;
    expect((await rowTo('second@one-at-a-time.example')).status).toBe('SENT');
  });

  it('carries the same Message-ID when delivered twice (accepted by SMTP, but not recorded as sent)', async () => {
    const smtp = await startSmtpListener();
    const transport = createMailTransport(
      {
        smtpUrl: smtp.url,
        dataDir: tempDirOfTest('sigil-mail-'),
        messageIdHost: 'sigil.test',
      },
      quietLog,
    );
    const sender = outbox(transport);
    const removeRefusal = await refuseNextSentOnce(database);
    try {
      await insertOutboxMail(database.db, { to: 'twice@duplicate.example', subject: 'Once only', text: 'T' });
      await sender.flush();
      expect(smtp.received).toHaveLength(1);
      expect(await rowTo('twice@duplicate.example')).toMatchObject({ status: 'PENDING', attempts: 1 });

      await vi.waitFor(
        async () => {
          await sender.flush();
          expect(smtp.received).toHaveLength(2);
        },
        { timeout: LEASE_MS + 3000, interval: 50 },
      );
      const row = await rowTo('twice@duplicate.example');
      expect(row).toMatchObject({ status: 'SENT', attempts: 2 });
      const messageIds = smtp.received.map((mail) => /^Message-ID: (.*)$/im.exec(mail.raw)?.[1]?.trim());
      expect(messageIds).toEqual([`<${row.id}@sigil.test>`, `<${row.id}@sigil.test>`]);
    } finally {
      await removeRefusal();
      await sender.stop();
      await smtp.close();
    }
  });
});
