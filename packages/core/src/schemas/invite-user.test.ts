import { describe, expect, it } from 'vitest';
import { fieldsWithIssues, messagesAt } from '../test/zod-issues';
import { ZInviteUserRequest, createInviteUserSchema } from './invite-user';

const HEX40 = 'ab'.repeat(20);
const VALID_DID = `did:sigil:0x${HEX40}`;

describe('ZInviteUserRequest: role', () => {
  it.each([{}, { role: '' }, { role: '   ' }, { role: null }])('%j → Role is required', (input) => {
    const result = ZInviteUserRequest.safeParse(input);
    expect(result.success).toBe(false);
    expect(messagesAt(result, 'role')).toEqual(['Role is required']);
  });

  it('reports only the role when it is missing, whatever else is absent', () => {
    const result = ZInviteUserRequest.safeParse({ name: '', email: '' });
    expect(fieldsWithIssues(result)).toEqual(['role']);
  });

  it('trims the role', () => {
    const result = ZInviteUserRequest.safeParse({ role: ' 1020 ', name: 'Ann', email: 'ann@acme.example' });
    expect(result.data?.role).toBe('1020');
  });
});

describe.each(['1005', 'Machine User', '  Machine User '])(
  'ZInviteUserRequest: Machine User role %j',
  (role) => {
    it.each([{}, { did: '' }, { did: '    ' }])('without a DID (%j) → DID is required', (extra) => {
      const result = ZInviteUserRequest.safeParse({ role, ...extra });
      expect(result.success).toBe(false);
      expect(messagesAt(result, 'did')).toEqual(['DID is required']);
      expect(fieldsWithIssues(result)).toEqual(['did']);
    });

    it.each([
      `did:ethr:0x${HEX40}`,
      'did:sigil:abc',
      `did:sigil:${HEX40}`,
      'did:sigil:0x123',
      `did:sigil:0x${HEX40.slice(2)}`,
      `did:sigil:0x${HEX40}00`,
      `did:sigil:0x${'g'.repeat(40)}`,
      `DID:sigil:0x${HEX40}`,
      HEX40,
      `0x${HEX40}`,
    ])('%j → Invalid DID format', (did) => {
      const result = ZInviteUserRequest.safeParse({ role, did });
      expect(result.success).toBe(false);
      expect(messagesAt(result, 'did')).toEqual(['Invalid DID format']);
      expect(fieldsWithIssues(result)).toEqual(['did']);
    });

    it('accepts did:sigil:0x + 40 hex without a name or email', () => {
      const result = ZInviteUserRequest.safeParse({ role, did: VALID_DID });
      expect(result.success).toBe(true);
    });

    it('accepts upper-case hex and trims the DID', () => {
      const did = `did:sigil:0x${HEX40.toUpperCase()}`;
      const result = ZInviteUserRequest.safeParse({ role, did: `  ${did} ` });
      expect(result.success).toBe(true);
      expect(result.data?.did).toBe(did);
    });
  },
);

describe.each(['1001', '1020', '1030', 'UserAdmin', 'Auditor'])(
  'ZInviteUserRequest: role %j (not a Machine User)',
  (role) => {
    it('accepts a name and a valid email without a DID', () => {
      const result = ZInviteUserRequest.safeParse({ role, name: 'Ann Lee', email: 'ann@acme.example' });
      expect(result.success).toBe(true);
    });

    it('does not ask for a DID', () => {
      const result = ZInviteUserRequest.safeParse({ role });
      expect(messagesAt(result, 'did')).toEqual([]);
      expect(fieldsWithIssues(result)).toEqual(['email', 'name']);
    });

    it.each([{}, { name: '' }, { name: '   ' }])('without a name (%j) → Name is required', (extra) => {
      const result = ZInviteUserRequest.safeParse({ role, email: 'ann@acme.example', ...extra });
      expect(result.success).toBe(false);
      expect(messagesAt(result, 'name')).toEqual(['Name is required']);
      expect(fieldsWithIssues(result)).toEqual(['name']);
    });

    it.each([{}, { email: '' }, { email: '   ' }])('without an email (%j) → Email is required', (extra) => {
      const result = ZInviteUserRequest.safeParse({ role, name: 'Ann Lee', ...extra });
      expect(result.success).toBe(false);
      expect(messagesAt(result, 'email')).toEqual(['Email is required']);
      expect(fieldsWithIssues(result)).toEqual(['email']);
    });

    it.each(['ann', 'ann@acme', 'ann@acme.', 'ann lee@acme.example', '@acme.example'])(
      'email %j → Email invalid',
      (email) => {
        const result = ZInviteUserRequest.safeParse({ role, name: 'Ann Lee', email });
        expect(result.success).toBe(false);
        expect(messagesAt(result, 'email')).toEqual(['Email invalid']);
        expect(fieldsWithIssues(result)).toEqual(['email']);
      },
    );

    it('reports both name and email when both are missing', () => {
      const result = ZInviteUserRequest.safeParse({ role });
      expect(messagesAt(result, 'name')).toEqual(['Name is required']);
      expect(messagesAt(result, 'email')).toEqual(['Email is required']);
    });

    it('trims name and email', () => {
      const result = ZInviteUserRequest.safeParse({ role, name: '  Ann Lee ', email: ' ann@acme.example  ' });
      expect(result.data).toMatchObject({ name: 'Ann Lee', email: 'ann@acme.example' });
    });
  },
);

describe('createInviteUserSchema(method)', () => {
  const other = createInviteUserSchema('other');
  const otherDid = `did:other:0x${HEX40}`;

  it('accepts a DID of the given method', () => {
    expect(other.safeParse({ role: '1005', did: otherDid }).success).toBe(true);
  });

  it('refuses a did:sigil DID with Invalid DID format', () => {
    const result = other.safeParse({ role: '1005', did: VALID_DID });
    expect(messagesAt(result, 'did')).toEqual(['Invalid DID format']);
  });

  it('the default schema uses did:sigil and refuses the other method', () => {
    expect(messagesAt(ZInviteUserRequest.safeParse({ role: '1005', did: otherDid }), 'did')).toEqual([
      'Invalid DID format',
    ]);
    expect(createInviteUserSchema().safeParse({ role: '1005', did: VALID_DID }).success).toBe(true);
  });
});
