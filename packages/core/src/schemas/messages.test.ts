import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, VALIDATION_MESSAGES } from './messages';

describe('VALIDATION_MESSAGES', () => {
  it('keeps the odd wordings of spec §5 as they are (users and the de.json keys see these exact texts)', () => {
    expect(VALIDATION_MESSAGES.orgNameRequired).toBe('Organisation Name of organise is required');
    expect(VALIDATION_MESSAGES.corporateWebsiteRequired).toBe('Organization Website is required');
    expect(VALIDATION_MESSAGES.contactEmailInvalid).toBe('Contact Email invalid');
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

  it.each([
    '',
    'a',
    'a@b',
    'a@b.',
    '@b.co',
    'a@.co',
    'a b@c.co',
    'a@b c.co',
    ' a@b.co',
    'a@b.co ',
    'x@y..com',
    'x@y.com.',
  ])('refuses %j', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
});
