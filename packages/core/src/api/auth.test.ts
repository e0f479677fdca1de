import { describe, expect, it } from 'vitest';
import { messagesAt } from '../test/zod-issues';
import { ZAuthPollResponse, ZAuthRequestCreate } from './auth';
import { ZAuthQr, ZJwtEnvelope, ZWalletAnswerClaims } from './wallet-protocol';

const SIGNUP = {
  orgName: 'Acme Pte Ltd',
  contactEmail: 'Ops@Acme.Example',
  contactNumber: '+65 9123 4567',
  orgRegNumber: '201912345K',
  corporateWebsite: 'https://acme.example',
  mailingAddress1: '1 Raffles Place',
  countryOfIncorporation: 'Singapore',
};

const QR = {
  v: 1,
  kind: 'auth',
  intent: 'login',
  mode: 'organisation',
  txid: 'tx-1',
  nonce: 'n-1',
  aud: 'https://console.example',
  endpoint: 'https://console.example/api/v1/auth/wallet',
  exp: 1_800_000_000,
};

describe('ZAuthRequestCreate', () => {
  it.each(['organisation', 'individual', 'provider'])('accepts a login in mode %s', (mode) => {
    const result = ZAuthRequestCreate.safeParse({ intent: 'login', mode });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ intent: 'login', mode });
  });

  it.each(['admin', 'My Organisation', '', undefined])('refuses a login in mode %j', (mode) => {
    expect(ZAuthRequestCreate.safeParse({ intent: 'login', mode }).success).toBe(false);
  });

  it('accepts an orgsignup with valid additionalParams, the email lower-cased', () => {
    const result = ZAuthRequestCreate.safeParse({ intent: 'orgsignup', additionalParams: SIGNUP });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      intent: 'orgsignup',
      additionalParams: { ...SIGNUP, contactEmail: 'ops@acme.example' },
    });
  });

  it('refuses an orgsignup with invalid additionalParams, with the spec message at the field', () => {
    const result = ZAuthRequestCreate.safeParse({
      intent: 'orgsignup',
      additionalParams: { ...SIGNUP, contactEmail: 'nope', contactNumber: '912 3456' },
    });
    expect(result.success).toBe(false);
    expect(messagesAt(result, 'additionalParams.contactEmail')).toEqual(['Contact Email invalid']);
    expect(messagesAt(result, 'additionalParams.contactNumber')).toEqual([
      'Contact Number must be at least 8 digits',
    ]);
  });

  it('refuses an orgsignup without additionalParams', () => {
    expect(ZAuthRequestCreate.safeParse({ intent: 'orgsignup' }).success).toBe(false);
  });

  it('refuses an unknown intent', () => {
    expect(ZAuthRequestCreate.safeParse({ intent: 'logout', mode: 'organisation' }).success).toBe(false);
  });
});

describe('ZAuthQr', () => {
  it('accepts a v1 auth QR', () => {
    expect(ZAuthQr.safeParse(QR).success).toBe(true);
  });

  it('accepts an orgsignup QR with the organisation name and no mode', () => {
    const { mode: _mode, ...rest } = QR;
    expect(ZAuthQr.safeParse({ ...rest, intent: 'orgsignup', org: { name: 'Acme' } }).success).toBe(true);
  });

  it('refuses v:2', () => {
    const result = ZAuthQr.safeParse({ ...QR, v: 2 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['v']);
  });

  it.each([
    ['kind', { kind: 'sign' }],
    ['intent', { intent: 'logout' }],
    ['mode', { mode: 'admin' }],
    ['txid', { txid: '' }],
    ['nonce', { nonce: '' }],
    ['endpoint', { endpoint: 'not a url' }],
    ['exp', { exp: 1.5 }],
  ])('refuses a bad %s', (field, patch) => {
    const result = ZAuthQr.safeParse({ ...QR, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });
});

describe('wallet answer and poll contracts', () => {
  it('ZWalletAnswerClaims requires approve to be a boolean', () => {
    const claims = { iss: 'did:sigil:0x1', aud: 'a', txid: 't', nonce: 'n', iat: 1, exp: 2, approve: true };
    expect(ZWalletAnswerClaims.safeParse(claims).success).toBe(true);
    expect(ZWalletAnswerClaims.safeParse({ ...claims, approve: 'yes' }).success).toBe(false);
  });

  it('ZJwtEnvelope refuses an empty jwt', () => {
    expect(ZJwtEnvelope.safeParse({ jwt: 'a.b.c' }).success).toBe(true);
    expect(ZJwtEnvelope.safeParse({ jwt: '' }).success).toBe(false);
  });

  it('ZAuthPollResponse accepts a pending status and refuses an unknown one', () => {
    expect(ZAuthPollResponse.safeParse({ status: 'PENDING' }).success).toBe(true);
    expect(ZAuthPollResponse.safeParse({ status: 'DONE' }).success).toBe(false);
  });
});
