import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ZCreateRoleRequest, type TCreateRoleRequest } from '@sigil/core';
import { renderWithProviders } from '../../test/render-app';
import { Form, type FormSubmit } from './form';
import { FormTextField } from './form-text-field';

function RoleForm({ onSubmit }: { onSubmit: FormSubmit<TCreateRoleRequest> }) {
  const form = useForm<TCreateRoleRequest>({
    resolver: zodResolver(ZCreateRoleRequest),
    defaultValues: { roleName: 'Sales' },
  });
  return (
    <Form form={form} onSubmit={onSubmit} actions={<button type="submit">Create</button>}>
      <FormTextField name="roleName" control={form.control} label="Role Name" />
    </Form>
  );
}

describe('Form', () => {
  it('ignores a submit while the change the last one returned is pending, and takes the next once it settles', async () => {
    let settle = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    renderWithProviders(<RoleForm onSubmit={onSubmit} />);
    const create = screen.getByRole('button', { name: 'Create' });

    fireEvent.click(create);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    fireEvent.click(create);
    fireEvent.click(create);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    settle();
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.click(create);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });

  it('refuses, by type, a handler that starts a change without returning its promise', () => {
    const mutation = { mutate: (_values: TCreateRoleRequest) => {} };
    // @ts-expect-error `mutate` returns void: a double-click's second submit would pass before the busy button renders disabled.
    const fireAndForget: FormSubmit<TCreateRoleRequest> = (values) => mutation.mutate(values);
    expect(fireAndForget).toBeTypeOf('function');
  });
});
