import { parseArgs } from 'node:util';
import { addContact, contactFromQr, readContacts, syncContacts, type TWalletContact } from '../contacts';
import { walletHome, readKeystore, unlockKeystore } from '../keystore';
import { normaliseBaseUrl } from '../protocol';
import { KEY_OPTIONS, resolveDidMethod, resolvePassphrase, walletKeystorePath } from './options';
import { note, print } from './output';
import { readQrText } from './scan';

const SYNC_OPTIONS = { ...KEY_OPTIONS, server: { type: 'string' }, 'no-sync': { type: 'boolean' } } as const;

/**
 * `contacts add <qr-text | image.png | ->`: adds the DID of a console's Generate QR code to the
 * address book and pushes the book to the registry; `contacts list`; `contacts sync`.
 */
export async function contactsCommand(args: string[]): Promise<void> {
  const [action, ...rest] = args;
  switch (action) {
    case 'add':
      return add(rest);
    case 'list':
      return list();
    case 'sync':
      return sync(rest);
    case undefined:
      throw new Error('Missing action: sigil-wallet contacts add|list|sync');
    default:
      throw new Error(
        action.startsWith('-')
          ? 'Missing action: sigil-wallet contacts add|list|sync'
          : `Unknown contacts action "${action}": use add, list or sync`,
      );
  }
}

async function add(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      ...SYNC_OPTIONS,
      name: { type: 'string' },
      email: { type: 'string' },
      organisation: { type: 'string' },
      note: { type: 'string' },
    },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length > 1)
    throw new Error('Give one QR code: its text (quoted), a PNG file, or - for stdin');
  const qr = contactFromQr(await readQrText(positionals[0]));
  const contact: TWalletContact = {
    name: values.name ?? qr.name,
    did: qr.did,
    email: values.email ?? '',
    organisation: values.organisation ?? '',
    note: values.note ?? '',
  };
  const book = await addContact(walletHome(), contact);
  print(
    `Added ${contact.name} (${contact.did}): ${book.length} contact${book.length === 1 ? '' : 's'} in your address book.`,
  );
  if (!values['no-sync']) await push(values, book);
}

async function list(): Promise<void> {
  const book = await readContacts(walletHome());
  print(
    book.length === 0
      ? 'Your address book is empty.'
      : book.map((c) => `${c.name}  ${c.did}${c.email ? `  ${c.email}` : ''}`).join('\n'),
  );
}

async function sync(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: SYNC_OPTIONS, strict: true });
  await push(values, await readContacts(walletHome()));
}

async function push(
  values: { server?: string; passphrase?: string; 'did-method'?: string },
  book: TWalletContact[],
): Promise<void> {
  const server = values.server ?? process.env.SIGIL_SERVER;
  if (!server)
    throw new Error('Missing --server URL (or SIGIL_SERVER): to send your address book (or pass --no-sync)');
  const path = walletKeystorePath();
  await readKeystore(path);
  const { privateKey } = await unlockKeystore(path, await resolvePassphrase(values.passphrase));
  const result = await syncContacts({
    privateKey,
    didMethod: resolveDidMethod(values['did-method']),
    baseUrl: normaliseBaseUrl(server),
    contacts: book,
  });
  note(`Server: ${normaliseBaseUrl(server)}`);
  print(
    `Synced: ${result.added} added, ${result.updated} merged; the registry holds ${result.contacts.length} of your contacts.`,
  );
}
