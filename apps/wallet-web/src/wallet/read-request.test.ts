import { describe, expect, it } from 'vitest';
import { authQrLink, contactQrText, walletInvitationLink, type TAuthQr } from '@sigil/core';
import { authQrOf } from '@sigil/core/testing';
import { readQrText } from './read-request';

const OWN = 'https://registry.example.org';

/** An organisation login request of the console at `aud`. */
const request = (aud: string, overrides: Partial<TAuthQr> = {}): TAuthQr =>
  authQrOf({ mode: 'organisation', ...overrides }, aud);

describe('what a scanned text is to the phone wallet', () => {
  it("a request of its own server, link or JSON, opens the answer screen on the link's route", () => {
    const qr = request(OWN);
    const fromLink = readQrText(authQrLink(qr), OWN);
    expect(fromLink).toEqual({ kind: 'request', qr, route: new URL(authQrLink(qr)).hash.slice(1) });
    expect(readQrText(JSON.stringify(qr), OWN)).toEqual(fromLink);
    expect(fromLink.kind === 'request' && fromLink.route).toMatch(
      /^\/answer\?v=1&intent=login&mode=organisation&/,
    );
  });

  it('a JSON request of this server whose answer would go to another address of it is refused', () => {
    expect(
      readQrText(JSON.stringify(request(OWN, { endpoint: `${OWN}/api/v1/invitations/claim` })), OWN),
    ).toMatchObject({
      kind: 'refused',
      problem: 'foreignEndpoint',
    });
  });

  it('a request of another registry is refused, naming where it comes from', () => {
    expect(readQrText(authQrLink(request('https://other.example:8443')), OWN)).toEqual({
      kind: 'refused',
      problem: 'otherServer',
      message: 'Request of https://other.example:8443',
      origin: 'https://other.example:8443',
    });
  });

  it("an invitation mail's link, the console's or the wallet's, opens the invitation screen", () => {
    const route = { kind: 'invitation', route: '/invitation?invitationCode=a%2Bb' };
    expect(readQrText(walletInvitationLink(OWN, 'a+b'), OWN)).toEqual(route);
    expect(readQrText(`${OWN}/endorsements?invitationCode=a%2Bb`, OWN)).toEqual(route);
    expect(readQrText(walletInvitationLink('https://other.example', 'c0de'), OWN)).toMatchObject({
      kind: 'refused',
      problem: 'otherServer',
      origin: 'https://other.example',
    });
  });

  it("a contact card of the console's Generate QR is a contact", () => {
    expect(
      readQrText(
        contactQrText({ did: 'did:sigil:0x00000000000000000000000000000000000000aa', name: 'Ada' }),
        OWN,
      ),
    ).toEqual({
      kind: 'contact',
      contact: {
        v: 1,
        kind: 'contact',
        did: 'did:sigil:0x00000000000000000000000000000000000000aa',
        name: 'Ada',
      },
    });
  });

  it('anything else is refused with the reader’s reason', () => {
    expect(readQrText('hello', OWN)).toMatchObject({ kind: 'refused', problem: 'notSigil' });
    expect(readQrText(authQrLink(request(OWN, { exp: 1 })), OWN)).toMatchObject({
      kind: 'refused',
      problem: 'expired',
    });
  });
});
