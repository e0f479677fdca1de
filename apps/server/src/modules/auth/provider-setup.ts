import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import { sha256Hex } from '../../lib/random';
import { anyClaimedProvider, replaceSetupCode } from './provider-setup.repository';

/**
 * The first run's way to the provider role (decision 0016): while no provider exists, each start
 * makes a one-time setup code, keeps only its hash, and hands the code to whoever started the
 * server. Entered on /setup, it turns the next provider login's DID into the provider.
 */

/** Crockford's base32: no I, L, O or U, so nothing reads as another character. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 4;
const GROUP_LENGTH = 5;

/** 20 characters, 100 random bits, in four groups: `7KQ2M-…`. */
export function newSetupCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

/** What a person may type for a code: any case, with or without dashes and spaces, O for 0, I or L for 1. */
export function setupCodeHash(typed: string): string {
  const canonical = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return sha256Hex(canonical);
}

export interface ProviderSettings {
  providerDids: readonly string[];
  providerEmails: readonly string[];
}

/**
 * At start: a new setup code when the registry has no provider (none configured, none claimed),
 * else none, and any earlier code stops working.
 */
export async function prepareProviderSetup(db: Db, settings: ProviderSettings): Promise<string | null> {
  const hasProvider =
    settings.providerDids.length > 0 || settings.providerEmails.length > 0 || (await anyClaimedProvider(db));
  const code = hasProvider ? null : newSetupCode();
  await replaceSetupCode(db, code ? setupCodeHash(code) : null);
  return code;
}
