import {
  FILE_MESSAGES,
  recordActivity,
  registryResolver,
  signFile,
  SIGNATURE_SUFFIX,
  verifyFileSignature,
} from '@sigil/wallet/browser';
import { walletServerUrl } from './server';
import { requireKey } from './wallet-store';

/**
 * Signing and verifying a file on the phone, as the command-line wallet does (`sign`, `verify`):
 * a detached ES256K signature over the file's SHA-256, checked against the signer's DID as the
 * registry resolves it. Each is recorded on the registry (My Activities), with the wallet's token.
 */

export interface TSignedFile {
  signatureName: string;
  signature: string;
  recorded: boolean;
}

function unlocked() {
  const { privateKey, didMethod } = requireKey();
  return { privateKey, didMethod, baseUrl: walletServerUrl() };
}

export async function signChosenFile(file: File): Promise<TSignedFile> {
  const { privateKey, didMethod, baseUrl } = unlocked();
  const signature = await signFile({
    privateKey,
    didMethod,
    bytes: new Uint8Array(await file.arrayBuffer()),
    filename: file.name,
  });
  const recorded = await record({ type: 'SIGN', filename: file.name }, { privateKey, didMethod, baseUrl });
  return { signatureName: `${file.name}${SIGNATURE_SUFFIX}`, signature, recorded };
}

export type TVerifyOutcome =
  { kind: 'valid'; signer: string; recorded: boolean } | { kind: 'changed' | 'badSignature' };

export async function verifyChosenFile(file: File, signatureFile: File): Promise<TVerifyOutcome> {
  const { privateKey, didMethod, baseUrl } = unlocked();
  try {
    const { signer } = await verifyFileSignature({
      bytes: new Uint8Array(await file.arrayBuffer()),
      signature: await signatureFile.text(),
      resolver: registryResolver(baseUrl),
    });
    const recorded = await record(
      { type: 'VERIFY', filename: file.name },
      { privateKey, didMethod, baseUrl },
    );
    return { kind: 'valid', signer, recorded };
  } catch (error) {
    if (error instanceof Error && error.message === FILE_MESSAGES.changed) return { kind: 'changed' };
    if (error instanceof Error && error.message === FILE_MESSAGES.badSignature)
      return { kind: 'badSignature' };
    throw error;
  }
}

/** Records the activity; false when the registry cannot be reached (the work itself is done). */
async function record(
  activity: { type: 'SIGN' | 'VERIFY'; filename: string },
  options: { privateKey: Uint8Array; didMethod: string; baseUrl: string },
): Promise<boolean> {
  try {
    await recordActivity({ ...options, activity });
    return true;
  } catch {
    return false;
  }
}
