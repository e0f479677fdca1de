import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noteFirstRender, useAfterFirstPaint } from './after-first-paint';

function Recorder({ renders }: { renders: boolean[][] }) {
  renders.push([useAfterFirstPaint(), useAfterFirstPaint('rest')]);
  return null;
}

// A file of its own: the module's state must be fresh, as on a page load.
describe('noteFirstRender', () => {
  it('has a layout that mounts after the first paint (the screen after a login) render its page and the rest at once', async () => {
    noteFirstRender();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    const renders: boolean[][] = [];
    render(<Recorder renders={renders} />);
    expect(renders).toEqual([[true, true]]);
  });
});
