import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { TAuthQr, TAuthRejectionReason } from '@sigil/core';
import { readKeystore, unlockKeystore, type TWalletProfile } from '../keystore';
import { QR_EXPIRED_MESSAGE, answerQr, describeRequest, isQrExpired, parseQr } from '../protocol';
import { decodeQrImage } from '../qr-image';
import { KEY_OPTIONS, resolveDidMethod, resolvePassphrase, walletKeystorePath } from './options';
import { print } from './output';
import { describeProfile } from './profile';
import { askYesNo, canPrompt } from './prompt';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

/** `scan <qr-text | image.png | ->`: shows the request, asks (or takes --yes/--deny), answers it. */
export async function scanCommand(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    options: { ...KEY_OPTIONS, yes: { type: 'boolean', short: 'y' }, deny: { type: 'boolean' } },
    allowPositionals: true,
    strict: true,
  });
  if (values.yes && values.deny) throw new Error('Choose one of --yes and --deny');
  if (positionals.length > 1)
    throw new Error('Give one QR code: its text (quoted), a PNG file, or - for stdin');
  const didMethod = resolveDidMethod(values['did-method']);
  const path = walletKeystorePath();
  const { profile } = await readKeystore(path);

  const qr = parseQr(await readQrText(positionals[0]));
  print(describeRequest(qr));
  print(profileSummary(profile));

  const approve = values.deny ? false : values.yes ? true : await askApproval();
  const { privateKey } = await unlockKeystore(path, await resolvePassphrase(values.passphrase));
  if (isQrExpired(qr)) throw new Error(QR_EXPIRED_MESSAGE);

  const { did, outcome } = await answerQr({
    privateKey,
    qr,
    approve,
    didMethod,
    ...(approve ? { name: profile.name, email: profile.email } : {}),
  });
  if (approve && outcome?.status === 'REJECTED') {
    throw new Error(`The server refused: ${REJECTION_TEXTS[outcome.reason ?? 'UNKNOWN']}`);
  }
  print(outcomeLine(qr, approve, did));
}

const REJECTION_TEXTS: Record<TAuthRejectionReason | 'UNKNOWN', string> = {
  DENIED_BY_HOLDER: 'the request was declined',
  NOT_ORGANISATION_ADMIN: 'this DID is not an administrator of any organisation',
  ENROLMENT_PENDING: "this DID's organisation signup is awaiting the provider's review",
  ENROLMENT_REJECTED: "this DID's organisation signup was rejected by the provider",
  ORGANISATION_SUSPENDED: "this DID's organisation is suspended by the provider",
  NOT_PROVIDER: 'this DID is not a provider operator',
  DUPLICATE_ORGANISATION: 'this organisation is already registered or pending review',
  UNKNOWN: 'the login was rejected',
};

export async function readQrText(source: string | undefined): Promise<string> {
  if (source === undefined)
    throw new Error('Missing the QR code: give its text (quoted), a PNG file, or - for stdin');
  if (source === '-') return readStdin();
  if (source.trimStart().startsWith('{')) return source;
  if (existsSync(source) || /\.png$/i.test(source)) return decodeQrImage(source);
  return source; // parseQr explains why this text is no QR code
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Uint8Array));
  const bytes = Buffer.concat(chunks);
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return decodeQrImage(bytes);
  return bytes.toString('utf8');
}

async function askApproval(): Promise<boolean> {
  if (!canPrompt()) throw new Error('Not answered: pass --yes to approve or --deny to refuse');
  return askYesNo('Approve?');
}

function profileSummary(profile: TWalletProfile): string {
  if (!profile.name && !profile.email)
    return 'Your profile is empty: set it with sigil-wallet profile set --name N --email E';
  return `Your profile:\n${indent(describeProfile(profile))}`;
}

function outcomeLine(qr: TAuthQr, approve: boolean, did: string): string {
  const service = new URL(qr.endpoint).host;
  return approve
    ? `Approved: ${service} received your answer as ${did}. Continue in the console.`
    : `Refused: ${service} was told that you declined.`;
}

function indent(lines: string): string {
  return lines
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}
