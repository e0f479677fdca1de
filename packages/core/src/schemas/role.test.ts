import { describe, expect, it } from 'vitest';
import { ZCreateRoleRequest } from './role';

function roleNameMessages(input: unknown): string[] {
  const result = ZCreateRoleRequest.safeParse(input);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.path.join('.') === 'roleName')
    .map((issue) => issue.message);
}

describe('ZCreateRoleRequest', () => {
  it.each([{}, { roleName: '' }, { roleName: '  ' }, { roleName: '\t\n' }, { roleName: null }])(
    '%j → Name is required',
    (input) => {
      expect(ZCreateRoleRequest.safeParse(input).success).toBe(false);
      expect(roleNameMessages(input)).toEqual(['Name is required']);
    },
  );

  it("trims '  Auditor ' to 'Auditor'", () => {
    const result = ZCreateRoleRequest.safeParse({ roleName: '  Auditor ' });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ roleName: 'Auditor' });
  });

  it('keeps inner spaces of the name', () => {
    expect(ZCreateRoleRequest.parse({ roleName: ' Key  User ' }).roleName).toBe('Key  User');
  });
});
