import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ScreenErrorBoundary } from './screen-error-boundary';

let failure: Error | null = null;
function Screen() {
  if (failure) throw failure;
  return <p>The screen</p>;
}

function renderScreen() {
  render(
    <MemoryRouter>
      <ScreenErrorBoundary>
        <Screen />
      </ScreenErrorBoundary>
    </MemoryRouter>,
  );
}

describe('ScreenErrorBoundary', () => {
  it('says the connection is lost when the screen could not be fetched, and comes back once online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failure = new TypeError('Failed to fetch dynamically imported module: /assets/contacts-page.js');
    renderScreen();
    expect(await screen.findByText('The connection to the server is lost.')).toBeTruthy();
    expect(screen.queryByText('Something went wrong.')).toBeNull();

    failure = null;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('The screen')).toBeTruthy();
  });

  it('says something went wrong for any other error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failure = new Error('a bug');
    renderScreen();
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
    failure = null;
  });
});
