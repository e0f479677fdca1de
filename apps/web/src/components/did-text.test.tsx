import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-app';
import { DidText, shortDid } from './did-text';

const DID = 'did:sigil:0x1a2b3c4d5e6f708192a3b4c5d6e7f80912345678';

describe('DidText', () => {
  it('shortens a DID in the middle and leaves a short one whole', () => {
    expect(shortDid(DID)).toBe('did:sigil:0x1a2b3c…5678');
    expect(shortDid('did:sigil:0xabc')).toBe('did:sigil:0xabc');
  });

  it('shows the short form, keeps the whole DID for screen readers and search, and copies it on click', async () => {
    const { user } = renderWithProviders(<DidText did={DID} />);
    const didText = screen.getByTestId('did-text');
    expect(screen.getByText('did:sigil:0x1a2b3c…5678').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText(DID)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();

    await user.hover(didText);
    expect((await screen.findByRole('tooltip')).textContent).toBe(DID);
    await user.click(didText);
    expect(await navigator.clipboard.readText()).toBe(DID);
    await waitFor(() => expect(screen.getByText('DID copied')).toBeTruthy());
  });

  it('shows a dash for no DID', () => {
    renderWithProviders(<DidText did={null} />);
    expect(screen.getByText('—')).toBeTruthy();
  });
});
