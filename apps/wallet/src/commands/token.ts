import { parseArgs } from 'node:util';
import { readKeystore, unlockKeystore } from '../keystore';
import { normaliseBaseUrl, requestWalletToken } from '../protocol';
import { KEY_OPTIONS, resolveDidMethod, resolvePassphrase, walletKeystorePath } from './options';
import { note, print } from './output';

export async function tokenCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { ...KEY_OPTIONS, server: { type: 'string' } },
    strict: true,
  });
  if (!values.server)
    throw new Error('Missing --server URL (the console address, e.g. http://localhost:8080)');
  const baseUrl = normaliseBaseUrl(values.server);
  const didMethod = resolveDidMethod(values['did-method']);
  const path = walletKeystorePath();
  await readKeystore(path);
  const { privateKey } = await unlockKeystore(path, await resolvePassphrase(values.passphrase));

  const { token, expiresAt } = await requestWalletToken({ privateKey, baseUrl, didMethod });
  note(`Valid until ${expiresAt}`);
  print(token);
}
