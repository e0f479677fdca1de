import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ZCreateRoleRequest, type TCreateRoleRequest } from '@sigil/core';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render-app';
import { FormTextField } from './form-text-field';

function RoleForm({ maxLength }: { maxLength?: number }) {
  const { control, handleSubmit } = useForm<TCreateRoleRequest>({
    resolver: zodResolver(ZCreateRoleRequest),
    defaultValues: { roleName: '' },
  });
  return (
    <form onSubmit={(event) => void handleSubmit(() => {})(event)}>
      <FormTextField name="roleName" control={control} label="Role Name" maxLength={maxLength} />
      <button type="submit">Create</button>
    </form>
  );
}

describe('FormTextField', () => {
  it('carries data-testid = field name and shows the schema message in the current language', async () => {
    const { user } = renderWithProviders(<RoleForm />);
    expect(screen.getByTestId('roleName')).toBe(screen.getByLabelText('Role Name'));

    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();

    await i18n.changeLanguage('de');
    expect(await screen.findByText('Name ist erforderlich')).toBeTruthy();
  });

  it('with a limit: counts the characters as it nears it, and takes no more', async () => {
    const { user } = renderWithProviders(<RoleForm maxLength={10} />);
    const input = screen.getByTestId('roleName');
    await user.type(input, 'Seven c');
    expect(screen.queryByText(/\/ 10$/)).toBeNull();
    await user.type(input, 'hars and more');
    expect((input as HTMLInputElement).value).toBe('Seven char');
    expect(screen.getByText('10 / 10')).toBeTruthy();
  });
});
