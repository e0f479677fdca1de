import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';

describe('public config', () => {
  it('puts the configured product name into the texts', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(Response.json({ productName: 'Acme Trust', didMethod: 'acme', googleClientId: null })),
    );
    vi.stubGlobal('fetch', fetch);
    renderApp('/token-expired');
    expect(await screen.findByRole('link', { name: 'Go back to Acme Trust' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/v1/config', expect.objectContaining({ method: 'GET' }));
    expect(document.title).toBe('Logged out · Acme Trust');
  });

  it('falls back to Sigil when the config cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('down', { status: 503 }))),
    );
    renderApp('/token-expired');
    expect(await screen.findByRole('link', { name: 'Go back to Sigil' })).toBeTruthy();
  });
});
