import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, VALIDATION_MESSAGES } from './messages';

describe('VALIDATION_MESSAGES', () => {
  it('carries the field messages of spec §5 word for word', () => {
    expect(VALIDATION_MESSAGES).toMatchObject({
      orgNameRequired: 'Organisation Name of organise is required',
      contactEmailRequired: 'Contact Email is required',
      contactEmailInvalid: 'Contact Email invalid',
      contactNumberRequired: 'Contact Number is required',
      contactNumberTooShort: 'Contact Number must be at least 8 digits',
      orgRegNumberRequired: 'Company Registration Number is required',
      corporateWebsiteRequired: 'Organization Website is required',
      mailingAddressRequired: 'Mailing Address is required',
      countryRequired: 'Country of Incorporation is required',
      roleRequired: 'Role is required',
      didRequired: 'DID is required',
      didInvalid: 'Invalid DID format',
      nameRequired: 'Name is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Email invalid',
    });
  });

  it('has no two keys with the same text', () => {
    const texts = Object.values(VALIDATION_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('EMAIL_PATTERN (basic email pattern)', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org', 'UPPER@EXAMPLE.COM'])('matches %j', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each(['', 'a', 'a@b', 'a@b.', '@b.co', 'a@.co', 'a b@c.co', 'a@b c.co', ' a@b.co', 'a@b.co '])('refuses %j', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
});
