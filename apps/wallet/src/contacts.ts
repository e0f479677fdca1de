import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ZSyncContactsResponse,
  parseContactQr,
  type TContactQr,
  type TQuickContactRequest,
  type TSyncContactsResponse,
} from '@sigil/core';
import { didForPrivateKey } from './holder';
import { requestJson, type FetchLike } from './http';
import { normaliseBaseUrl, requestWalletToken, type SignerOptions } from './protocol';

export const SYNC_CONTACTS_PATH = '/api/quick-contacts/sync';
/** The holder's address book, beside the keystore. */
export const CONTACTS_FILE = 'contacts.json';

/** One entry of the address book: what the registry's quick contacts take. */
export type TWalletContact = Required<TQuickContactRequest>;

/** The contact a QR of the console's Generate QR screen carries; throws for any other text. */
export function contactFromQr(text: string): TContactQr {
  const qr = parseContactQr(text);
  if (!qr) throw new Error('This QR code is not a contact: the console shows one under Generate QR');
  return qr;
}

export async function readContacts(home: string): Promise<TWalletContact[]> {
  const file = path.join(home, CONTACTS_FILE);
  if (!existsSync(file)) return [];
  return JSON.parse(await readFile(file, 'utf8')) as TWalletContact[];
}

/** Adds a contact, or replaces the one with the same DID; the book is written whole or not at all. */
export async function addContact(home: string, contact: TWalletContact): Promise<TWalletContact[]> {
  const book = (await readContacts(home)).filter((known) => known.did !== contact.did);
  book.push(contact);
  book.sort((a, b) => a.name.localeCompare(b.name));
  await mkdir(home, { recursive: true });
  const file = path.join(home, CONTACTS_FILE);
  await writeFile(`${file}.tmp`, `${JSON.stringify(book, null, 2)}\n`, { mode: 0o600 });
  await rename(`${file}.tmp`, file);
  return book;
}

export interface SyncContactsOptions extends SignerOptions {
  baseUrl: string;
  contacts: readonly TWalletContact[];
  fetchImpl?: FetchLike;
}

/** Pushes the address book to the registry with a fresh wallet token; it merges by DID. */
export async function syncContacts(options: SyncContactsOptions): Promise<TSyncContactsResponse> {
  const baseUrl = normaliseBaseUrl(options.baseUrl);
  const { token } = await requestWalletToken({ ...options, baseUrl });
  const did = didForPrivateKey(options.privateKey, options.didMethod);
  const answer = await requestJson(
    'POST',
    `${baseUrl}${SYNC_CONTACTS_PATH}?${new URLSearchParams({ did }).toString()}`,
    { contacts: options.contacts },
    { token, fetchImpl: options.fetchImpl },
  );
  return ZSyncContactsResponse.parse(answer);
}
