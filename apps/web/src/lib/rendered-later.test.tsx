import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRenderedLater } from './rendered-later';

function Recorder({ renders }: { renders: boolean[] }) {
  const later = useRenderedLater();
  renders.push(later);
  return <p>{later ? 'the rest too' : 'first part only'}</p>;
}

describe('useRenderedLater', () => {
  it('leaves its part out of the first render and shows it in the next', async () => {
    const renders: boolean[] = [];
    render(<Recorder renders={renders} />);
    await screen.findByText('the rest too');
    expect(renders[0]).toBe(false);
    expect(renders.at(-1)).toBe(true);
  });
});
