import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ZApiError } from './api-error';

describe('ZApiError', () => {
  it('accepts an error with field messages', () => {
    const body = {
      error: {
        code: ERROR_CODES.validation,
        message: 'Validation failed',
        fields: { contactEmail: 'Contact Email invalid' },
      },
    };
    expect(ZApiError.parse(body)).toEqual(body);
  });

  it('accepts an error without fields', () => {
    expect(ZApiError.safeParse({ error: { code: ERROR_CODES.notFound, message: 'Not found' } }).success).toBe(
      true,
    );
  });

  it.each([
    {},
    { error: { code: 'X' } },
    { error: { message: 'm' } },
    { error: { code: 'X', message: 'm', fields: { a: 1 } } },
  ])('refuses %j', (body) => {
    expect(ZApiError.safeParse(body).success).toBe(false);
  });

  it('names the validation code VALIDATION_FAILED', () => {
    expect(ERROR_CODES.validation).toBe('VALIDATION_FAILED');
  });
});
