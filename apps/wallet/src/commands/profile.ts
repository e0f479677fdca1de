import { parseArgs } from 'node:util';
import { EMAIL_PATTERN } from '@sigil/core';
import { readProfile, saveProfile, type TWalletProfile } from '../keystore';
import { walletKeystorePath } from './options';
import { print } from './output';

/** `profile set --name N --email E` | `profile show`. The profile is not secret: no passphrase. */
export async function profileCommand(args: string[]): Promise<void> {
  const [action, ...rest] = args;
  switch (action) {
    case 'set':
      return setProfile(rest);
    case 'show':
      parseArgs({ args: rest, options: {}, strict: true });
      printProfile(await readProfile(walletKeystorePath()));
      return;
    case undefined:
      throw new Error('Missing action: sigil-wallet profile set|show');
    default:
      throw new Error(`Unknown profile action "${action}": use set or show`);
  }
}

async function setProfile(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { name: { type: 'string' }, email: { type: 'string' } },
    strict: true,
  });
  if (values.name === undefined && values.email === undefined) {
    throw new Error('Nothing to set: pass --name and/or --email');
  }
  const profile = await saveProfile(walletKeystorePath(), validatedProfile(values));
  printProfile(profile);
}

/** Refuses a malformed email; an empty value is allowed (it clears the field). */
export function validatedProfile(profile: TWalletProfile): TWalletProfile {
  const email = profile.email?.trim();
  if (email && !EMAIL_PATTERN.test(email)) throw new Error(`Not an email address: ${email}`);
  return { name: profile.name, email };
}

export function describeProfile(profile: TWalletProfile): string {
  return [`Name:  ${profile.name ?? '(not set)'}`, `Email: ${profile.email ?? '(not set)'}`].join('\n');
}

function printProfile(profile: TWalletProfile): void {
  print(describeProfile(profile));
}
