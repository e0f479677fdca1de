import { describe, expect, it } from 'vitest';
import { fieldsWithIssues, messagesAt } from '../test/zod-issues';
import {
  ORGANISATION_SIGNUP_FIELDS,
  SIGNUP_FIELD_LIMITS,
  ZOrganisationSignup,
  phoneDigitCount,
  type TOrganisationSignupInput,
} from './organisation-signup';

const VALID: TOrganisationSignupInput = {
  orgName: 'Acme Pte Ltd',
  contactEmail: 'Ops@Acme.Example',
  contactNumber: '+65 9123 4567',
  orgRegNumber: '201912345K',
  corporateWebsite: 'https://acme.example',
  mailingAddress1: '1 Raffles Place, Singapore 048616',
  countryOfIncorporation: 'Singapore',
};

const REQUIRED_MESSAGES: Record<keyof TOrganisationSignupInput, string> = {
  orgName: 'Organisation Name of organise is required',
  contactEmail: 'Contact Email is required',
  contactNumber: 'Contact Number is required',
  orgRegNumber: 'Company Registration Number is required',
  corporateWebsite: 'Organization Website is required',
  mailingAddress1: 'Mailing Address is required',
  countryOfIncorporation: 'Country of Incorporation is required',
};
const FIELDS = Object.keys(REQUIRED_MESSAGES) as Array<keyof TOrganisationSignupInput>;

function without(field: keyof TOrganisationSignupInput): Partial<TOrganisationSignupInput> {
  const copy: Partial<TOrganisationSignupInput> = { ...VALID };
  delete copy[field];
  return copy;
}

describe('ZOrganisationSignup', () => {
  it('accepts a fully valid form', () => {
    const result = ZOrganisationSignup.safeParse(VALID);
    expect(result.success).toBe(true);
  });

  it('lower-cases the contact email in the output', () => {
    const result = ZOrganisationSignup.safeParse(VALID);
    expect(result.data?.contactEmail).toBe('ops@acme.example');
  });

  it('trims leading and trailing spaces of every field', () => {
    const padded = Object.fromEntries(Object.entries(VALID).map(([key, value]) => [key, `  ${value}   `]));
    const result = ZOrganisationSignup.safeParse(padded);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ ...VALID, contactEmail: 'ops@acme.example' });
  });

  it('keeps a trailing-space organisation name without the spaces', () => {
    const result = ZOrganisationSignup.safeParse({ ...VALID, orgName: 'Acme  ' });
    expect(result.data?.orgName).toBe('Acme');
  });

  it('reports all seven required messages for an empty object', () => {
    const result = ZOrganisationSignup.safeParse({});
    expect(result.success).toBe(false);
    for (const field of FIELDS) expect(messagesAt(result, field)).toEqual([REQUIRED_MESSAGES[field]]);
  });

  describe.each(FIELDS)('%s', (field) => {
    const message = REQUIRED_MESSAGES[field];

    it(`missing → '${message}' on that field only`, () => {
      const result = ZOrganisationSignup.safeParse(without(field));
      expect(result.success).toBe(false);
      expect(messagesAt(result, field)).toEqual([message]);
      expect(fieldsWithIssues(result)).toEqual([field]);
    });

    it.each(['', '   ', '\t \n'])(`%j → only '${message}'`, (blank) => {
      const result = ZOrganisationSignup.safeParse({ ...VALID, [field]: blank });
      expect(result.success).toBe(false);
      expect(messagesAt(result, field)).toEqual([message]);
      expect(fieldsWithIssues(result)).toEqual([field]);
    });

    it(`null → '${message}'`, () => {
      const result = ZOrganisationSignup.safeParse({ ...VALID, [field]: null });
      expect(messagesAt(result, field)).toEqual([message]);
    });
  });

  describe('contactEmail format', () => {
    it.each([
      'ops',
      'ops@acme',
      'ops@acme.',
      '@acme.example',
      'ops@.example',
      'o ps@acme.example',
      'ops@ac me.example',
      'ops@@acme.example',
    ])('%j → Contact Email invalid', (email) => {
      const result = ZOrganisationSignup.safeParse({ ...VALID, contactEmail: email });
      expect(messagesAt(result, 'contactEmail')).toEqual(['Contact Email invalid']);
      expect(fieldsWithIssues(result)).toEqual(['contactEmail']);
    });

    it.each(['a@b.co', 'first.last+tag@sub.acme.example', ' Ops@Acme.Example '])(
      '%j is accepted',
      (email) => {
        const result = ZOrganisationSignup.safeParse({ ...VALID, contactEmail: email });
        expect(result.success).toBe(true);
        expect(result.data?.contactEmail).toBe(email.trim().toLowerCase());
      },
    );
  });

  describe('contactNumber length (at least 8 digits, default country sg)', () => {
    it.each(['1234567', '912 3456', '+65 912 3456', '+65 1234 567', '+6591234 56', 'abcdefgh', '---'])(
      '%j → Contact Number must be at least 8 digits',
      (phone) => {
        const result = ZOrganisationSignup.safeParse({ ...VALID, contactNumber: phone });
        expect(messagesAt(result, 'contactNumber')).toEqual(['Contact Number must be at least 8 digits']);
        expect(fieldsWithIssues(result)).toEqual(['contactNumber']);
      },
    );

    it.each([
      '9123 4567',
      '91234567',
      '+65 9123 4567',
      '+6591234567',
      '(+65) 9123-4567',
      ' 9123 4567 ',
      '+49 30 123456',
    ])('%j is accepted', (phone) => {
      const result = ZOrganisationSignup.safeParse({ ...VALID, contactNumber: phone });
      expect(messagesAt(result, 'contactNumber')).toEqual([]);
      expect(result.success).toBe(true);
    });

    it.each(['12345678', '+65 1234 5678', '1'.repeat(26), '+1 555 555 55555'])(
      '%j → Contact Number is not a valid number for its country',
      (phone) => {
        const result = ZOrganisationSignup.safeParse({ ...VALID, contactNumber: phone });
        expect(messagesAt(result, 'contactNumber')).toEqual([
          'Contact Number is not a valid number for its country',
        ]);
      },
    );

    it('keeps the number as typed (trimmed), not reformatted', () => {
      const result = ZOrganisationSignup.safeParse({ ...VALID, contactNumber: ' +65 9123 4567 ' });
      expect(result.data?.contactNumber).toBe('+65 9123 4567');
    });
  });
});

describe('phoneDigitCount', () => {
  it.each([
    ['12345678', 8],
    ['1234567', 7],
    ['9123 4567', 8],
    ['+65 9123 4567', 8],
    ['+65 912 3456', 7],
    ['+6591234567', 8],
    ['+1 415 555 0132', 10],
    ['abc', 0],
    ['', 0],
  ])('%j has %i subscriber digits', (phone, digits) => {
    expect(phoneDigitCount(phone)).toBe(digits);
  });

  it('does not count the +country code as subscriber digits', () => {
    expect(phoneDigitCount('+65 9123 4567')).toBeLessThan('+65 9123 4567'.replace(/\D/g, '').length);
  });
});

describe('ORGANISATION_SIGNUP_FIELDS', () => {
  it('lists the seven signup fields of spec §3 in form order', () => {
    expect(ORGANISATION_SIGNUP_FIELDS).toEqual([
      'orgName',
      'contactEmail',
      'contactNumber',
      'orgRegNumber',
      'corporateWebsite',
      'mailingAddress1',
      'countryOfIncorporation',
    ]);
  });
});

describe('ZOrganisationSignup: limits and formats (docs/spec-notes.md, "Input limits")', () => {
  it.each(Object.entries(SIGNUP_FIELD_LIMITS))('%s takes at most %i characters', (field, limit) => {
    const over = ZOrganisationSignup.safeParse({ ...VALID, [field]: 'x'.repeat(limit + 1) });
    expect(fieldsWithIssues(over)).toEqual([field]);
    expect(messagesAt(over, field)).toHaveLength(1);
    expect(messagesAt(over, field)[0]).toMatch(/at most|from the list/);
  });

  it.each([
    'not a url',
    'javascript:alert(1)',
    'ftp://acme.example',
    'https://',
    'https://localhost',
    'acme.example',
  ])('refuses the website %j', (website) => {
    const result = ZOrganisationSignup.safeParse({ ...VALID, corporateWebsite: website });
    expect(messagesAt(result, 'corporateWebsite')).toEqual([
      'Organization Website must be a web address starting with http:// or https://',
    ]);
  });

  it.each(['https://acme.example', 'http://www.acme.example/about?x=1#top', 'HTTPS://ACME.EXAMPLE'])(
    'accepts the website %j',
    (website) => {
      expect(ZOrganisationSignup.safeParse({ ...VALID, corporateWebsite: website }).success).toBe(true);
    },
  );

  it.each(['Narnia', 'Atlantis', 'SG'])('refuses the country %j: only the list', (country) => {
    const result = ZOrganisationSignup.safeParse({ ...VALID, countryOfIncorporation: country });
    expect(messagesAt(result, 'countryOfIncorporation')).toEqual([
      'Choose the Country of Incorporation from the list',
    ]);
  });

  it.each(['Singapore', 'singapore', 'Germany', 'Deutschland', 'Vereinigte Staaten'])(
    'accepts the country %j, named in English or German',
    (country) => {
      expect(ZOrganisationSignup.safeParse({ ...VALID, countryOfIncorporation: country }).success).toBe(true);
    },
  );

  it('refuses x@y..com', () => {
    const result = ZOrganisationSignup.safeParse({ ...VALID, contactEmail: 'x@y..com' });
    expect(messagesAt(result, 'contactEmail')).toEqual(['Contact Email invalid']);
  });
});
