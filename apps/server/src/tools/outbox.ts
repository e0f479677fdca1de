import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/** A mail the server wrote to DATA_DIR/outbox (no SMTP_URL), decoded. */
export interface OutboxMail {
  file: string;
  /** When the server wrote it. */
  writtenAt: Date;
  to: string;
  subject: string;
  /** The plain-text body, decoded: links whole, no quoted-printable soft breaks. */
  text: string;
}

/** The newest `count` mails of DATA_DIR/outbox, oldest first; none when the folder is missing. */
export async function readOutbox(dataDir: string, count: number): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const written = await Promise.all(
    names.map(async (name) => ({ name, at: (await stat(path.join(dir, name))).mtime })),
  );
  const newest = written
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.name.localeCompare(b.name))
    .slice(-count);
  return Promise.all(
    newest.map(async ({ name, at }) => {
      const parsed = await simpleParser(await readFile(path.join(dir, name)));
      const to = [parsed.to ?? []].flat().map((address) => address.text);
      return {
        file: path.join(dir, name),
        writtenAt: at,
        to: to.join(', '),
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
      };
    }),
  );
}
