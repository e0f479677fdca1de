import { describe, expect, it } from 'vitest';
import { fieldsToZod } from '../schemas/fields';
import { VALIDATION_MESSAGES as M } from '../schemas/messages';
import {
  BUILTIN_FIELD_TYPES,
  schemeFieldDefinitions,
  ZCreateSchemeRequest,
  ZCustomFieldTypeRequest,
  ZNewSchemeFields,
  type TSchemeField,
} from './schemes';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('role (scheme) requests', () => {
  it('trims the role name and refuses a blank or over-long one with the spec message', () => {
    const base = { organizationDid: 'did:sigil:0x1', memberId: 'm' };
    expect(
      ZCreateSchemeRequest.parse({ orgScheme: { ...base, schemeName: '  Auditor ' } }).orgScheme.schemeName,
    ).toBe('Auditor');
    expect(messages(ZCreateSchemeRequest.safeParse({ orgScheme: { ...base, schemeName: '   ' } }))).toEqual([
      M.nameRequired,
    ]);
    expect(
      messages(ZCreateSchemeRequest.safeParse({ orgScheme: { ...base, schemeName: 'x'.repeat(101) } })),
    ).toEqual([M.roleNameTooLong]);
  });

  it('refuses two fields of one name (any case, trimmed) and more than 50 fields', () => {
    const twice = ZNewSchemeFields.safeParse([
      { fieldName: 'Age', fieldType: 'number' },
      { fieldName: ' AGE', fieldType: 'text' },
    ]);
    expect(twice.success).toBe(false);
    expect(twice.error!.issues[0]).toMatchObject({ path: [1, 'fieldName'], message: M.fieldNamesDiffer });
    const many = Array.from({ length: 51 }, (_, i) => ({ fieldName: `F${i}`, fieldType: 'text' }));
    expect(messages(ZNewSchemeFields.safeParse(many))).toContain(M.tooManyFields);
    expect(ZNewSchemeFields.parse([{ fieldName: 'Age', fieldType: 'number' }])[0]!.isRequired).toBe('N');
  });

  it('makes a list type carry at least one option, each different, and drops options of other kinds', () => {
    expect(messages(ZCustomFieldTypeRequest.safeParse({ name: 'Grade', kind: 'list', options: [] }))).toEqual(
      [M.optionsRequired],
    );
    expect(
      messages(ZCustomFieldTypeRequest.safeParse({ name: 'Grade', kind: 'list', options: ['A', 'a'] })),
    ).toEqual([M.optionsDiffer]);
    expect(
      ZCustomFieldTypeRequest.parse({ name: 'Postcode', kind: 'text', options: ['ignored'] }).options,
    ).toEqual([]);
    expect(messages(ZCustomFieldTypeRequest.safeParse({ name: ' ', kind: 'text' }))).toEqual([
      M.fieldTypeNameRequired,
    ]);
    expect(ZCustomFieldTypeRequest.safeParse({ name: 'Colour', kind: 'colour' }).success).toBe(false);
  });

  it('offers every kind but the list as a built-in type', () => {
    expect(BUILTIN_FIELD_TYPES).toEqual(['text', 'number', 'date', 'email', 'phone', 'did']);
  });
});

describe("schemeFieldDefinitions: a role's fields as the one validator builder takes them", () => {
  const field = (overrides: Partial<TSchemeField>): TSchemeField => ({
    id: overrides.fieldName ?? 'f',
    fieldName: 'Field',
    fieldType: 'text',
    fieldTypeName: 'text',
    kind: 'text',
    options: [],
    isRequired: 'N',
    order: 1,
    ...overrides,
  });
  const fields = [
    field({ fieldName: 'Grade', kind: 'list', options: ['A', 'B'], isRequired: 'Y', order: 2 }),
    field({ fieldName: 'Licence', isRequired: 'Y', order: 1 }),
    field({ fieldName: 'Age', kind: 'number', order: 3 }),
  ];

  it('keeps the order of the form and maps Y/N to required', () => {
    expect(schemeFieldDefinitions(fields).map((f) => [f.name, f.isRequired])).toEqual([
      ['Licence', true],
      ['Grade', true],
      ['Age', false],
    ]);
  });

  it('validates values entered against the role: required, options, kinds', () => {
    const schema = fieldsToZod(schemeFieldDefinitions(fields));
    expect(schema.parse({ Licence: ' L-1 ', Grade: 'B', Age: '42' })).toEqual({
      Licence: 'L-1',
      Grade: 'B',
      Age: 42,
    });
    expect(messages(schema.safeParse({ Licence: '', Grade: 'C', Age: 'old' }))).toEqual([
      'Licence is required',
      'Grade must be one of the options',
      'Age must be a number',
    ]);
  });
});
