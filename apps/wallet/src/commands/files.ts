import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { TRecordActivityRequest } from '@sigil/core';
import { recordActivity } from '../activities';
import { SEALED_SUFFIX, registeredPublicKey, sealFile, unsealFile } from '../files';
import {
  SIGNATURE_SUFFIX,
  registryResolver,
  signAssertion,
  signFile,
  verifyFileSignature,
} from '../signatures';
import { readKeystore, unlockKeystore } from '../keystore';
import { normaliseBaseUrl } from '../protocol';
import { KEY_OPTIONS, resolveDidMethod, resolvePassphrase, walletKeystorePath } from './options';
import { note, print } from './output';

/** Options of every file command: the server to resolve DIDs and record at, and what to record. */
const FILE_OPTIONS = {
  ...KEY_OPTIONS,
  server: { type: 'string' },
  org: { type: 'string' },
  remarks: { type: 'string' },
  'no-record': { type: 'boolean' },
} as const;

type FileValues = {
  server?: string;
  org?: string;
  remarks?: string;
  'no-record'?: boolean;
  passphrase?: string;
  'did-method'?: string;
};

async function unlock(values: FileValues) {
  const keystore = walletKeystorePath();
  await readKeystore(keystore);
  const { privateKey } = await unlockKeystore(keystore, await resolvePassphrase(values.passphrase));
  return { privateKey, didMethod: resolveDidMethod(values['did-method']) };
}

/** --server, else SIGIL_SERVER. */
function serverOf(values: FileValues, why: string): string {
  const server = values.server ?? process.env.SIGIL_SERVER;
  if (!server) throw new Error(`Missing --server URL (or SIGIL_SERVER): ${why}`);
  return normaliseBaseUrl(server);
}

/** Records the activity unless --no-record; the file work is done already, so a refusal says so. */
async function record(
  values: FileValues,
  key: Awaited<ReturnType<typeof unlock>>,
  done: string,
  activity: TRecordActivityRequest,
) {
  if (values['no-record']) return;
  const baseUrl = serverOf(values, 'to record the activity (or pass --no-record)');
  try {
    await recordActivity({
      ...key,
      baseUrl,
      activity: {
        ...activity,
        ...(values.org && { orgDid: values.org }),
        ...(values.remarks && { remarks: values.remarks }),
      },
    });
    note(`Recorded the ${activity.type} activity${values.org ? ` for ${values.org}` : ''}.`);
  } catch (error) {
    note(`${done}, but the activity was not recorded.`);
    throw error;
  }
}

function oneFile(positionals: string[], usage: string): string {
  if (positionals.length !== 1) throw new Error(`Usage: sigil-wallet ${usage}`);
  return positionals[0]!;
}

/** sign <file>: writes <file>.sig, a detached ES256K signature over the file's SHA-256. */
export async function signCommand(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    options: FILE_OPTIONS,
    allowPositionals: true,
    strict: true,
  });
  const file = oneFile(positionals, 'sign <file>');
  const key = await unlock(values);
  const signature = await signFile({ ...key, bytes: await readFile(file), filename: path.basename(file) });
  const out = `${file}${SIGNATURE_SUFFIX}`;
  await writeFile(out, `${signature}\n`);
  print(out);
  await record(values, key, `Signed ${file}`, { type: 'SIGN', filename: path.basename(file) });
}

/** verify <file> [<signature>]: checks the signature against the file and the signer's DID. */
export async function verifyCommand(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    options: FILE_OPTIONS,
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length < 1 || positionals.length > 2)
    throw new Error('Usage: sigil-wallet verify <file> [<signature>]');
  const [file, signatureFile = `${positionals[0]}${SIGNATURE_SUFFIX}`] = positionals as [string, string?];
  const resolver = registryResolver(serverOf(values, "to resolve the signer's DID"));
  const { signer } = await verifyFileSignature({
    bytes: await readFile(file),
    signature: await readFile(signatureFile, 'utf8'),
    resolver,
  });
  print(`Valid signature by ${signer}`);
  if (values['no-record']) return;
  await record(values, await unlock(values), `Verified ${file}`, {
    type: 'VERIFY',
    filename: path.basename(file),
  });
}

/** seal <file> --for <did>: writes <file>.sealed, readable only with the recipient's key. */
export async function sealCommand(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    options: { ...FILE_OPTIONS, for: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const file = oneFile(positionals, 'seal <file> --for <did>');
  if (!values.for) throw new Error('Missing --for <did>: whom the file is sealed for');
  const recipientDid = values.for.trim().toLowerCase();
  const resolver = registryResolver(serverOf(values, "to find the recipient's public key"));
  const recipientPublicKey = await registeredPublicKey(recipientDid, resolver);
  const key = await unlock(values);
  const envelope = await sealFile({
    ...key,
    bytes: await readFile(file),
    filename: path.basename(file),
    recipientDid,
    recipientPublicKey,
  });
  const out = `${file}${SEALED_SUFFIX}`;
  await writeFile(out, `${envelope}\n`);
  print(out);
  await record(values, key, `Sealed ${file}`, {
    type: 'SEAL',
    filename: path.basename(file),
    sealForDid: recipientDid,
  });
}

/** unseal <file>: writes the original file beside the sealed one (never elsewhere; --force to replace). */
export async function unsealCommand(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    options: { ...FILE_OPTIONS, force: { type: 'boolean' } },
    allowPositionals: true,
    strict: true,
  });
  const file = oneFile(positionals, 'unseal <file>');
  const resolver = registryResolver(serverOf(values, "to check the sender's signature"));
  const key = await unlock(values);
  const opened = await unsealFile({ ...key, envelope: await readFile(file, 'utf8'), resolver });
  // The envelope names the file; only its base name counts, in the sealed file's folder.
  const name = path.basename(opened.filename.replaceAll('\\', '/'));
  if (!name || name === '.' || name === '..') throw new Error('The sealed file names no usable file name');
  const out = path.join(path.dirname(file), name);
  if (existsSync(out) && !values.force) throw new Error(`${out} exists: pass --force to replace it`);
  await writeFile(out, opened.bytes);
  print(out);
  note(`Sealed by ${opened.sender}`);
  await record(values, key, `Unsealed ${file}`, {
    type: 'UNSEAL',
    filename: name,
    unsealFromDid: opened.sender,
  });
}

/** assert <type> [--value V] [--out F]: a signed statement about the holder. */
export async function assertCommand(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    options: { ...FILE_OPTIONS, value: { type: 'string' }, out: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const assertType = oneFile(positionals, 'assert <type> [--value V]');
  const key = await unlock(values);
  const statement = await signAssertion({ ...key, assertType, value: values.value });
  if (values.out) {
    await writeFile(values.out, `${statement}\n`);
    print(values.out);
  } else {
    print(statement);
  }
  await record(values, key, `Asserted ${assertType}`, { type: 'ASSERT', assertType });
}
