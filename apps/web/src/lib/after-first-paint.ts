import { useEffect, useState } from 'react';

let consolePainted = false;

/** main.tsx, right after the console's first render: from the task after its paint on, nothing waits. */
export function noteFirstRender(): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      consolePainted = true;
    }),
  );
}

/**
 * False while the console renders for the first time after a page load, true from the task after
 * its first paint on, and at once for every render after that.
 *
 * Preact renders a whole tree in one task (decision 0012). On a phone, the shell and the page of
 * the first screen in one task are one long task that blocks the first tap; the shell first and
 * the page in the next task are two shorter ones. Navigations inside the console (the screen after
 * a login, too) are not delayed.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(consolePainted);
  useEffect(() => {
    if (painted) return;
    // Effects run once the frame has painted; the page renders in a task of its own after that.
    const timer = setTimeout(() => {
      consolePainted = true;
      setPainted(true);
    });
    return () => clearTimeout(timer);
  }, [painted]);
  return painted;
}
