import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TFieldDefinition } from '@sigil/core';
import { renderWithProviders } from '../../test/render-app';
import { DynamicForm } from './dynamic-form';

const FIELDS: TFieldDefinition[] = [
  { name: 'fullName', label: 'Full name', kind: 'text', isRequired: true },
  { name: 'employeeNo', label: 'Employee number', kind: 'number', isRequired: false },
  { name: 'startDate', label: 'Start date', kind: 'date', isRequired: false },
  { name: 'workEmail', label: 'Work e-mail', kind: 'email', isRequired: true },
  { name: 'wallet', label: 'Wallet', kind: 'did', isRequired: false },
  { name: 'department', label: 'Department', kind: 'list', isRequired: true, options: ['Sales', 'Legal'] },
  { name: 'mobile', label: 'Mobile', kind: 'phone', isRequired: false },
];

function renderForm() {
  const onSubmit = vi.fn();
  const view = renderWithProviders(
    <DynamicForm fields={FIELDS} onSubmit={onSubmit} actions={<button type="submit">Save</button>} />,
  );
  return { onSubmit, ...view };
}

describe('DynamicForm and its field renderer', () => {
  it('renders the control of each kind, named by the field (data-testid = name)', () => {
    renderForm();
    expect(screen.getByTestId('fullName').getAttribute('type')).toBe('text');
    expect(screen.getByTestId('employeeNo').getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByTestId('startDate').getAttribute('type')).toBe('date');
    expect(screen.getByTestId('workEmail').getAttribute('type')).toBe('email');
    expect(screen.getByTestId('wallet').getAttribute('placeholder')).toBe('did:…:0x…');
    expect(screen.getByRole('combobox', { name: /Department/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Mobile/ })).toBeTruthy();
  });

  it("shows the schema's messages and submits nothing while they stand", async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByTestId('employeeNo'), '4x');
    await user.type(screen.getByTestId('wallet'), 'did:other:1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Work e-mail is required')).toBeTruthy();
    expect(screen.getByText('Department is required')).toBeTruthy();
    expect(screen.getByText('Employee number must be a number')).toBeTruthy();
    expect(screen.getByText('Invalid DID format')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the parsed values', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByTestId('fullName'), ' Ada ');
    await user.type(screen.getByTestId('employeeNo'), '42');
    await user.type(screen.getByTestId('workEmail'), 'Ada@Example.org');
    await user.click(screen.getByRole('combobox', { name: /Department/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Legal' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      fullName: 'Ada',
      employeeNo: 42,
      workEmail: 'ada@example.org',
      department: 'Legal',
    });
  });
});
