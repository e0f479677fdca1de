import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { readOutbox } from './outbox';

const dataDir = mkdtempSync(path.join(tmpdir(), 'sigil-outbox-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A mail as the server writes it without SMTP_URL (mail-transport.ts: nodemailer's stream transport). */
async function writeMail(name: string, subject: string, text: string, writtenAt: Date): Promise<void> {
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await stream.sendMail({
    from: 'Sigil <no-reply@sigil.localhost>',
    to: 'ada@example.com',
    subject,
    text,
  });
  const file = path.join(dataDir, 'outbox', `${name}.eml`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, info.message as Buffer);
  utimesSync(file, writtenAt, writtenAt);
}

describe('readOutbox', () => {
  it('reads the newest mails decoded, oldest first, with long links whole', async () => {
    const link = `http://localhost:8080/endorsements?invitationCode=${'c0ffee'.repeat(20)}`;
    await writeMail('b', 'Older', 'First mail', new Date('2026-11-28T10:00:00Z'));
    await writeMail(
      'a',
      'Invitation to Acme – Zürich',
      `Hello Ada,\n\nOpen ${link} to accept.`,
      new Date('2026-11-28T11:00:00Z'),
    );
    await writeMail('c', 'Oldest', 'Not among the newest two', new Date('2026-11-28T09:00:00Z'));

    const mails = await readOutbox(dataDir, 2);
    expect(mails.map((mail) => mail.subject)).toEqual(['Older', 'Invitation to Acme – Zürich']);
    expect(mails[1]).toMatchObject({ to: 'ada@example.com' });
    expect(mails[1]!.text).toContain(link);
  });

  it('finds none where no mail was written', async () => {
    expect(await readOutbox(path.join(dataDir, 'nowhere'), 3)).toEqual([]);
  });
});
