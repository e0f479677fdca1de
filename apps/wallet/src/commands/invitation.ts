import { parseArgs } from 'node:util';
import type { TPendingInvitation } from '@sigil/core';
import { answerInvitation, parseInvitationReference, type TInvitationAnswer } from '../invitations';
import { readKeystore, unlockKeystore } from '../keystore';
import { normaliseBaseUrl } from '../protocol';
import { KEY_OPTIONS, resolveDidMethod, resolvePassphrase, walletKeystorePath } from './options';
import { note, print } from './output';

const GIVE_ONE = 'give its code or the link from the invitation mail';

/**
 * `invitation accept|reject <code | link> [--server URL]`: binds the invitation to this wallet's DID
 * and answers it with the wallet's token; prints the server's message.
 */
export async function invitationCommand(args: string[]): Promise<void> {
  const [first, ...rest] = args;
  // `invitation --passphrase P` names no action: say so rather than call the option one.
  const action = first?.startsWith('-') ? undefined : first;
  switch (action) {
    case 'accept':
      return answer('Accepted', rest);
    case 'reject':
      return answer('Rejected', rest);
    case undefined:
      throw new Error('Missing action: sigil-wallet invitation accept|reject <code or link>');
    default:
      throw new Error(`Unknown invitation action "${action}": use accept or reject`);
  }
}

async function answer(invitationStatus: TInvitationAnswer, args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    options: { ...KEY_OPTIONS, server: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const [input, ...extra] = positionals;
  if (input === undefined) throw new Error(`Missing the invitation: ${GIVE_ONE}`);
  if (extra.length > 0) throw new Error(`Give one invitation: ${GIVE_ONE}`);
  const { invitationCode, serverUrl } = parseInvitationReference(input);
  const server = values.server ?? serverUrl;
  if (!server) {
    throw new Error(
      'Missing --server URL (the console address, e.g. http://localhost:8080): a code alone does not say which server',
    );
  }
  const baseUrl = normaliseBaseUrl(server);
  const didMethod = resolveDidMethod(values['did-method']);
  const path = walletKeystorePath();
  const { profile } = await readKeystore(path);
  const { privateKey } = await unlockKeystore(path, await resolvePassphrase(values.passphrase));

  // A link names the server: say which one the wallet talks to.
  if (values.server === undefined) note(`Server: ${baseUrl}`);
  const result = await answerInvitation({
    privateKey,
    didMethod,
    baseUrl,
    invitationCode,
    answer: invitationStatus,
    name: profile.name,
    email: profile.email,
  });
  if (result.invitation) note(describeInvitation(result.invitation));
  print(result.message);
}

/** 'Acme Ltd invited you to Auditor (invited by Grace Hopper).' */
export function describeInvitation(invitation: TPendingInvitation): string {
  const by = invitation.invitorName ? ` (invited by ${invitation.invitorName})` : '';
  return `${invitation.organizationName} invited you to ${invitation.roleType}${by}.`;
}
