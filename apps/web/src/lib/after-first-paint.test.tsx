import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstPaint } from './after-first-paint';

function Recorder({ renders }: { renders: boolean[] }) {
  const painted = useAfterFirstPaint();
  renders.push(painted);
  return <p>{painted ? 'page' : 'shell only'}</p>;
}

describe('useAfterFirstPaint', () => {
  it('holds the page back for the console’s first render only, then never again', async () => {
    const first: boolean[] = [];
    const { unmount } = render(<Recorder renders={first} />);
    expect(first).toEqual([false]);
    screen.getByText('shell only');
    await screen.findByText('page');
    unmount();

    // A later screen (a navigation) renders its page at once.
    const later: boolean[] = [];
    render(<Recorder renders={later} />);
    expect(later).toEqual([true]);
  });
});
