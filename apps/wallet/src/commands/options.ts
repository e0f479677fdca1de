import { DEFAULT_DID_METHOD } from '@sigil/core';
import { keystorePath, walletHome } from '../keystore';
import { askHidden, canPrompt } from './prompt';

/** Options every command that unlocks the key accepts. */
export const KEY_OPTIONS = {
  passphrase: { type: 'string' },
  'did-method': { type: 'string' },
} as const;

export function walletKeystorePath(): string {
  return keystorePath(walletHome());
}

/** --passphrase, else WALLET_PASSPHRASE, else a hidden prompt on the terminal. */
export async function resolvePassphrase(flag: string | undefined, { confirm = false } = {}): Promise<string> {
  if (flag !== undefined) return flag;
  const fromEnv = process.env.WALLET_PASSPHRASE;
  if (fromEnv) return fromEnv;
  if (!canPrompt()) throw new Error('A passphrase is needed: pass --passphrase or set WALLET_PASSPHRASE');

  const passphrase = await askHidden(confirm ? 'New passphrase: ' : 'Passphrase: ');
  if (confirm && (await askHidden('Repeat the passphrase: ')) !== passphrase) {
    throw new Error('The two passphrases differ');
  }
  return passphrase;
}

/** --did-method, else DID_METHOD (the server's setting of the same name), else sigil. */
export function resolveDidMethod(flag: string | undefined): string {
  const method = flag ?? (process.env.DID_METHOD || DEFAULT_DID_METHOD);
  // DID Core: method-name = 1*method-char, method-char = %x61-7A / DIGIT
  if (!/^[a-z0-9]+$/.test(method)) throw new Error(`Not a DID method name: ${method}`);
  return method;
}
