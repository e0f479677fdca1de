import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstPaint } from './after-first-paint';

function Recorder({ renders }: { renders: string[] }) {
  const page = useAfterFirstPaint();
  const rest = useAfterFirstPaint('rest');
  const shown = rest ? 'page and the rest' : page ? 'page' : 'shell only';
  if (renders.at(-1) !== shown) renders.push(shown);
  return <p>{shown}</p>;
}

describe('useAfterFirstPaint', () => {
  it('holds the page, then the rest, back for the console’s first render only, then never again', async () => {
    const first: string[] = [];
    const { unmount } = render(<Recorder renders={first} />);
    expect(first).toEqual(['shell only']);
    await screen.findByText('page and the rest');
    // The page and the rest each in a render of their own, the page first.
    expect(first).toEqual(['shell only', 'page', 'page and the rest']);
    unmount();

    // A later screen (a navigation) renders them at once.
    const later: string[] = [];
    render(<Recorder renders={later} />);
    expect(later).toEqual(['page and the rest']);
  });
});
