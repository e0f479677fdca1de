import { parseArgs } from 'node:util';
import { didForPrivateKey } from '../holder';
import { readKeystore, unlockKeystore } from '../keystore';
import { KEY_OPTIONS, resolveDidMethod, resolvePassphrase, walletKeystorePath } from './options';
import { print } from './output';

export async function didCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: KEY_OPTIONS, strict: true });
  const didMethod = resolveDidMethod(values['did-method']);
  const path = walletKeystorePath();
  await readKeystore(path); // "No wallet found" before asking for a passphrase
  const { privateKey } = await unlockKeystore(path, await resolvePassphrase(values.passphrase));
  print(didForPrivateKey(privateKey, didMethod));
}
