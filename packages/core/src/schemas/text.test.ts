import { describe, expect, it } from 'vitest';
import { messagesAt } from '../test/zod-issues';
import type { z } from 'zod';
import { ZAuthRequestCreate, ZGoogleLoginRequest, ZSelectAccountRequest } from '../api/auth';
import { ZAuthQr, ZJwtEnvelope, ZWalletAnswerClaims } from '../api/wallet-protocol';
import { ZActivityReportQuery } from '../api/activities';
import { ZEnrolmentDecision, ZEnrolmentListQuery } from '../api/enrolment';
import {
  ZOrganisationDetailParams,
  ZOrganisationDetailQuery,
  ZOrganisationListQuery,
  ZOrganisationUsersQuery,
} from '../api/organisations';
import { ZReportDownloadRequest } from './activity-filters';
import { ZInviteUserRequest } from './invite-user';
import { ZOrganisationSignup } from './organisation-signup';
import { ZCreateRoleRequest } from './role';
import { findUnstorableText, isStorableText, UNSTORABLE_TEXT_MESSAGE, ZText } from './text';

const NUL = '\u0000';
const HIGH = '\ud800';
const LOW = '\udc00';

describe('isStorableText', () => {
  it.each([
    ['plain text', 'Acme Pte Ltd'],
    ['the empty string', ''],
    ['an emoji (a surrogate pair)', '😀 👨‍👩‍👧'],
    ['a right-to-left override', '\u202Egnp.exe'],
    ['quotes and markup', `' OR 1=1 -- <script>"}`],
    ['other control characters', '\u0001\u001f\u007f'],
    ['noncharacters and a BOM', '\ufffe\uffff\ufeff'],
    ['percent escapes as text', '%00 %25 %E0%A4%A'],
    ['a pair at the very end', `x${'\ud83d\ude00'}`],
  ])('accepts %s', (_label, value) => {
    expect(isStorableText(value)).toBe(true);
  });

  it.each([
    ['NUL alone', NUL],
    ['NUL inside text', `Acme${NUL}Ltd`],
    ['a lone high surrogate', HIGH],
    ['a lone low surrogate', LOW],
    ['a high surrogate at the end', 'x\ud83d'],
    ['a low surrogate at the start', '\ude00x'],
    ['two surrogates in the wrong order', `${LOW}${HIGH}`],
    ['a lone surrogate after a good pair', `${'\ud83d\ude00'}${LOW}`],
  ])('refuses %s', (_label, value) => {
    expect(isStorableText(value)).toBe(false);
  });

  it('is stateless across calls', () => {
    for (let i = 0; i < 3; i++) {
      expect(isStorableText(NUL)).toBe(false);
      expect(isStorableText('ok')).toBe(true);
    }
  });
});

describe('ZText', () => {
  it('passes storable text through, and composes with the usual string checks', () => {
    expect(ZText().parse('Ada')).toBe('Ada');
    expect(ZText().trim().min(1, 'required').safeParse('  ').success).toBe(false);
    expect(ZText().trim().parse('  Ada ')).toBe('Ada');
  });

  it.each([NUL, HIGH, LOW, `a${NUL}b`])('refuses %j with the one message, and only that message', (value) => {
    const result = ZText({ error: 'Name is required' }).trim().min(5, 'too short').safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([UNSTORABLE_TEXT_MESSAGE]);
  });

  it('keeps its own "required" message for a missing value', () => {
    expect(ZText({ error: 'Name is required' }).safeParse(undefined).error?.issues[0]?.message).toBe(
      'Name is required',
    );
  });

  it('reads clearly', () => {
    expect(UNSTORABLE_TEXT_MESSAGE).toBe('Contains a character that cannot be stored');
  });
});

describe('findUnstorableText', () => {
  it('null for storable values of every JSON kind', () => {
    expect(findUnstorableText({ a: 'x', b: [1, true, null, { c: '😀' }], d: 2 })).toBeNull();
    expect(findUnstorableText('x')).toBeNull();
    expect(findUnstorableText(undefined)).toBeNull();
  });

  it('the path of the first bad string in document order', () => {
    expect(findUnstorableText({ a: 'ok', b: { c: ['ok', `x${NUL}`] }, d: HIGH })).toEqual(['b', 'c', 1]);
    expect(findUnstorableText(NUL)).toEqual([]);
  });

  it('finds a bad key, shown with U+FFFD', () => {
    expect(findUnstorableText({ ok: { [`k${NUL}`]: 'v' } })).toEqual(['ok', 'k\ufffd']);
  });

  it('walks a very deep value without overflowing the stack', () => {
    let deep: unknown = NUL;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toHaveLength(100_000);
  });

  it('does not walk binary data', () => {
    expect(findUnstorableText({ b: new Uint8Array([0, 0xd8]) })).toBeNull();
  });
});

const SIGNUP = {
  orgName: 'Acme Pte Ltd',
  contactEmail: 'ops@acme.example',
  contactNumber: '+65 9123 4567',
  orgRegNumber: '201912345K',
  corporateWebsite: 'https://acme.example',
  mailingAddress1: '1 Raffles Place',
  countryOfIncorporation: 'Singapore',
};
const DID = `did:sigil:0x${'ab'.repeat(20)}`;
const CLAIMS = {
  iss: DID,
  aud: 'https://console.example',
  txid: 't',
  nonce: 'n',
  iat: 1,
  exp: 2,
  approve: true,
  name: 'Ada',
  email: 'a@b.co',
};
const QR = {
  v: 1,
  kind: 'auth',
  intent: 'login',
  mode: 'individual',
  txid: 'tx',
  nonce: 'n',
  aud: 'https://console.example',
  endpoint: 'https://console.example/api/v1/auth/response',
  exp: 1,
  org: { name: 'Acme' },
};

/** Every request schema of core, a valid input, and the fields that carry text. */
const REQUEST_SCHEMAS: Array<[string, z.ZodType, Record<string, unknown>, string[]]> = [
  ['ZOrganisationSignup', ZOrganisationSignup, SIGNUP, Object.keys(SIGNUP)],
  [
    'ZAuthRequestCreate (orgsignup)',
    ZAuthRequestCreate,
    { intent: 'orgsignup', additionalParams: SIGNUP },
    Object.keys(SIGNUP).map((key) => `additionalParams.${key}`),
  ],
  ['ZWalletAnswerClaims', ZWalletAnswerClaims, CLAIMS, ['iss', 'aud', 'txid', 'nonce', 'name', 'email']],
  ['ZAuthQr', ZAuthQr, QR, ['txid', 'nonce', 'aud', 'org.name']],
  ['ZJwtEnvelope', ZJwtEnvelope, { jwt: 'a.b.c' }, ['jwt']],
  ['ZSelectAccountRequest', ZSelectAccountRequest, { membershipId: 'm1' }, ['membershipId']],
  ['ZGoogleLoginRequest', ZGoogleLoginRequest, { access_token: 'tok' }, ['access_token']],
  [
    'ZInviteUserRequest',
    ZInviteUserRequest,
    { role: '1020', name: 'Ann', email: 'ann@acme.example' },
    ['role', 'name', 'email'],
  ],
  ['ZInviteUserRequest (machine user)', ZInviteUserRequest, { role: '1005', did: DID }, ['did']],
  ['ZCreateRoleRequest', ZCreateRoleRequest, { roleName: 'Auditor' }, ['roleName']],
  [
    'ZReportDownloadRequest',
    ZReportDownloadRequest,
    { startDate: '2000-01-01', endDate: '2000-01-02' },
    ['startDate', 'endDate'],
  ],
  ['ZActivityReportQuery', ZActivityReportQuery, { did: DID }, ['did']],
  ['ZEnrolmentListQuery', ZEnrolmentListQuery, { status: 'INVITED', orgName: 'Acme' }, ['status', 'orgName']],
  [
    'ZEnrolmentDecision',
    ZEnrolmentDecision,
    { id: 'r1', type: 'approve', features: ['endorsements'] },
    ['id', 'features.0'],
  ],
  ['ZOrganisationListQuery', ZOrganisationListQuery, { orgName: 'Acme' }, ['orgName']],
  ['ZOrganisationDetailParams', ZOrganisationDetailParams, { did: DID }, ['did']],
  ['ZOrganisationDetailQuery', ZOrganisationDetailQuery, { memberId: 'm1' }, ['memberId']],
  ['ZOrganisationUsersQuery', ZOrganisationUsersQuery, { organizationDid: DID }, ['organizationDid']],
];

function withValueAt(input: Record<string, unknown>, path: string, value: string): Record<string, unknown> {
  const copy = structuredClone(input);
  const keys = path.split('.');
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1)!] = value;
  return copy;
}

describe.each(REQUEST_SCHEMAS)('%s', (_name, schema, valid, fields) => {
  it('accepts the valid input', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each(fields)('refuses NUL and lone surrogates in %s, naming the field', (field) => {
    for (const bad of [NUL, `A${NUL}`, HIGH, `${LOW}B`]) {
      const result = schema.safeParse(withValueAt(valid, field, bad));
      expect(result.success).toBe(false);
      // enums and the status filter refuse any other text with their own message; the rest name the rule
      const messages = messagesAt(result, field);
      expect(messages.length).toBeGreaterThan(0);
      if (field !== 'status') expect(messages).toEqual([UNSTORABLE_TEXT_MESSAGE]);
    }
  });
});
