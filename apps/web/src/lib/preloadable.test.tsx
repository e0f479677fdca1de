import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const inSuspense = (Component: ComponentType<{ name: string }>) => (
  <Suspense fallback={<p>Loading…</p>}>
    <Component name="Ada" />
  </Suspense>
);

describe('preloadable', () => {
  it('shows the loader, then the component, when it was not loaded ahead', async () => {
    const greeting = preloadable(() => Promise.resolve({ default: Greeting }));
    render(inSuspense(greeting.Component));
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });

  it('renders at once, with its props, once loaded ahead', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const greeting = preloadable(load);
    await greeting.preload();
    render(inSuspense(greeting.Component));
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    await greeting.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Greeting });
    const greeting = preloadable(load);
    await expect(greeting.preload()).rejects.toThrow('offline');
    await greeting.preload();
    render(inSuspense(greeting.Component));
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
