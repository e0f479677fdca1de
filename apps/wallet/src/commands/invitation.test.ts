import { describe, expect, it } from 'vitest';
import { createPendingInvitation } from '../testing/factories';
import { describeInvitation, invitationCommand } from './invitation';

/** The refusals that come before the keystore is read or the server asked (no wallet needed). */
describe('invitation command arguments', () => {
  const refusal = (...args: string[]) => invitationCommand(args);

  it('needs accept or reject', async () => {
    const missing = 'Missing action: sigil-wallet invitation accept|reject <code or link>';
    await expect(refusal()).rejects.toThrow(missing);
    await expect(refusal('--passphrase', 'secret')).rejects.toThrow(missing);
    await expect(refusal('maybe', 'abc')).rejects.toThrow(
      'Unknown invitation action "maybe": use accept or reject',
    );
  });

  it('needs one invitation, a link with its code, and a server for a bare code', async () => {
    await expect(refusal('accept')).rejects.toThrow(
      'Missing the invitation: give its code or the link from the invitation mail',
    );
    await expect(refusal('accept', 'a', 'b')).rejects.toThrow(
      'Give one invitation: give its code or the link from the invitation mail',
    );
    await expect(refusal('reject', 'https://console.example/endorsements')).rejects.toThrow(
      'This link has no invitationCode: https://console.example/endorsements',
    );
    await expect(refusal('accept', 'abc')).rejects.toThrow(/^Missing --server URL/);
    await expect(refusal('accept', 'abc', '--server', 'ftp://console.example')).rejects.toThrow(
      'Not an http(s) URL: ftp://console.example',
    );
    await expect(refusal('accept', 'abc', '--colour')).rejects.toMatchObject({
      code: 'ERR_PARSE_ARGS_UNKNOWN_OPTION',
    });
  });
});

describe('describeInvitation', () => {
  it('names the organisation, the role and who invited', () => {
    expect(describeInvitation(createPendingInvitation())).toBe(
      'Acme Ltd invited you to Auditor (invited by Grace Hopper).',
    );
    expect(describeInvitation(createPendingInvitation({ invitorName: '' }))).toBe(
      'Acme Ltd invited you to Auditor.',
    );
  });
});
