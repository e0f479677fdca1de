import { describe, expect, it } from 'vitest';
import { fieldsToZod, type TFieldDefinition } from './fields';

const field = (overrides: Partial<TFieldDefinition> & Pick<TFieldDefinition, 'kind'>): TFieldDefinition => ({
  name: overrides.kind,
  label: overrides.kind.charAt(0).toUpperCase() + overrides.kind.slice(1),
  isRequired: true,
  ...overrides,
});

const FIELDS: TFieldDefinition[] = [
  field({ kind: 'text', label: 'Full name' }),
  field({ kind: 'number', label: 'Employee number' }),
  field({ kind: 'date', label: 'Start date' }),
  field({ kind: 'email', label: 'Work e-mail' }),
  field({ kind: 'phone', label: 'Mobile' }),
  field({ kind: 'did', label: 'Wallet' }),
  field({ kind: 'list', label: 'Department', options: ['Sales', 'Legal'] }),
];

const VALID = {
  text: '  Ada Lovelace ',
  number: '42',
  date: '2026-02-28',
  email: 'Ada@Example.org',
  phone: '+65 9123 4567',
  did: `did:sigil:0x${'a'.repeat(40)}`,
  list: 'Legal',
};

function messages(values: Record<string, unknown>, fields = FIELDS): Record<string, string[]> {
  const result = fieldsToZod(fields).safeParse(values);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[issue.path.join('.')] ??= []).push(issue.message);
  return byField;
}

describe('fieldsToZod', () => {
  it('accepts valid values and gives them their type: trimmed text, a number, a lower-cased e-mail', () => {
    expect(fieldsToZod(FIELDS).parse(VALID)).toEqual({
      ...VALID,
      text: 'Ada Lovelace',
      number: 42,
      email: 'ada@example.org',
    });
  });

  it('refuses each blank required field with only its "required" message, naming the field', () => {
    expect(messages({})).toEqual({
      text: ['Full name is required'],
      number: ['Employee number is required'],
      date: ['Start date is required'],
      email: ['Work e-mail is required'],
      phone: ['Mobile is required'],
      did: ['Wallet is required'],
      list: ['Department is required'],
    });
  });

  it("uses the spec's messages where it has them, and the field's name where it has none", () => {
    expect(
      messages({
        ...VALID,
        number: '4x',
        date: '2026-02-30',
        email: 'ada@',
        phone: '+65 9123 456',
        did: 'did:other:0x1',
        list: 'Marketing',
      }),
    ).toEqual({
      number: ['Employee number must be a number'],
      date: ['Invalid date'],
      email: ['Email invalid'],
      phone: ['Mobile must be at least 8 digits'],
      did: ['Invalid DID format'],
      list: ['Department must be one of the options'],
    });
  });

  it('leaves a blank optional field out, and still checks one that is filled in', () => {
    const optional = FIELDS.map((f) => ({ ...f, isRequired: false }));
    expect(fieldsToZod(optional).parse({ text: ' ', number: '' })).toEqual({});
    expect(messages({ email: 'nope' }, optional)).toEqual({ email: ['Email invalid'] });
  });

  it('refuses text PostgreSQL cannot store', () => {
    expect(messages({ ...VALID, text: 'a\u0000b' }).text).toHaveLength(1);
  });
});
