import { parseArgs } from 'node:util';
import { didForPrivateKey } from '../holder';
import { createKeystore } from '../keystore';
import { KEY_OPTIONS, resolveDidMethod, resolvePassphrase, walletKeystorePath } from './options';
import { note, print } from './output';
import { validatedProfile } from './profile';

export async function initCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      ...KEY_OPTIONS,
      force: { type: 'boolean' },
      name: { type: 'string' },
      email: { type: 'string' },
    },
    strict: true,
  });
  const didMethod = resolveDidMethod(values['did-method']);
  const profile = validatedProfile({ name: values.name, email: values.email });
  const path = walletKeystorePath();
  const passphrase = await resolvePassphrase(values.passphrase, { confirm: true });

  const privateKey = await createKeystore({ path, passphrase, profile, force: values.force });
  note(`New wallet saved in ${path}`);
  print(didForPrivateKey(privateKey, didMethod));
}
