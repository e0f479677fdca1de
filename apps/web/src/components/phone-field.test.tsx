import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-app';
import { PhoneField } from './phone-field';

function Phone({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneField name="contactNumber" label="Contact Number" value={value} onChange={setValue} />
      <output data-testid="stored">{value}</output>
    </>
  );
}

const stored = () => screen.getByTestId('stored').textContent;
const country = () => screen.getByRole('combobox', { name: 'Country code' });

describe('PhoneField', () => {
  it('starts in Singapore and stores the number with its calling code, formatted', async () => {
    const { user } = renderWithProviders(<Phone />);
    expect(country().textContent).toBe('SG +65');
    await user.type(screen.getByTestId('contactNumber'), '91234567');
    expect(stored()).toBe('+65 9123 4567');
    expect(screen.getByTestId('contactNumber')).toHaveProperty('value', '9123 4567');

    await user.clear(screen.getByTestId('contactNumber'));
    expect(stored()).toBe('');
  });

  it('re-formats the number for another country', async () => {
    const { user } = renderWithProviders(<Phone initial="+65 3012 3456" />);
    await user.click(country());
    await user.click(await screen.findByRole('option', { name: 'Germany (+49)' }));
    expect(country().textContent).toBe('DE +49');
    expect(stored()).toBe('+49 30 123456');
  });

  it('takes the country from a pasted international number', async () => {
    const { user } = renderWithProviders(<Phone />);
    await user.click(screen.getByTestId('contactNumber'));
    await user.paste('+44 20 7946 0958');
    expect(country().textContent).toBe('GB +44');
    expect(stored()).toBe('+44 20 7946 0958');
    expect(screen.getByTestId('contactNumber')).toHaveProperty('value', '20 7946 0958');
  });
});
