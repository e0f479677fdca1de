import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUBLIC_CONFIG } from '../../../lib/public-config';
import { renderApp } from '../../../test/render-app';

function buttonNames(): string[] {
  return screen.getAllByRole('button').map((button) => button.textContent?.trim() ?? '');
}

describe('the login screen', () => {
  it('keeps every login button in its place when the configuration brings the Google button', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderApp('/login');
    await screen.findByRole('button', { name: 'Login (Provider wallet)' });
    const before = buttonNames();

    answer(Response.json({ ...DEFAULT_PUBLIC_CONFIG, googleClientId: 'client.apps.googleusercontent.com' }));
    await screen.findByRole('button', { name: 'Sign in with Google' });
    // Arriving anywhere but last, it would move a button a person may be clicking already.
    expect(buttonNames()).toEqual([...before, 'Sign in with Google']);
  });
});
