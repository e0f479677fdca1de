import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Mail the server wrote to its outbox folder (DATA_DIR/outbox: no SMTP_URL in the browser suite;
 * the server tests deliver to a real SMTP listener). Waits for a mail to the address.
 */
export async function mailTo(
  dataDir: string,
  address: string,
  { after = 0, timeoutMs = 15_000 } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await mailsTo(dataDir, address);
    const newest = found[found.length - 1];
    await new Promise((r) => setTimeout(r, 200));
    // The server may still be writing the file: a mail counts once it reads the same twice.
    if (newest && found.length > after && (await mailsTo(dataDir, address)).includes(newest)) return newest;
  }
  throw new Error(`no mail to ${address} in ${path.join(dataDir, 'outbox')}`);
}

/**
 * Every mail to the address in the outbox, decoded, oldest first: by the time each file was
 * written (their names are random ids).
 */
export async function mailsTo(dataDir: string, address: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const to = new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'mi');
  const names = await readdir(dir).catch(() => [] as string[]);
  const files = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const [text, written] = await Promise.all([readFile(file, 'utf8'), stat(file)]).catch(
        () => ['', null] as const,
      );
      return { mail: decodeQuotedPrintable(text), at: written?.mtimeMs ?? 0, name };
    }),
  );
  return files
    .sort((a, b) => a.at - b.at || a.name.localeCompare(b.name))
    .map((file) => file.mail)
    .filter((mail) => to.test(mail));
}

/** The link of an invitation mail that opens the phone wallet on the invitation. */
export function walletInvitationLinkIn(mail: string): string {
  const link = /https?:\/\/\S+\/wallet\/#\/invitation\?invitationCode=[\w%-]+/.exec(mail)?.[0];
  if (!link) throw new Error('no phone wallet link in the mail');
  return link;
}

/** The invitation link a mail carries. */
export function invitationLinkIn(mail: string): string {
  const link = /https?:\/\/\S+\/endorsements\?invitationCode=[\w%-]+/.exec(mail)?.[0];
  if (!link) throw new Error('no invitation link in the mail');
  return link;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
