import { useEffect, useState } from 'react';

/**
 * What the console's first render after a page load leaves for later, in this order, each in a
 * task of its own after the first paint: the page, then the rest (what may come after it: a
 * page's lower part, and on a phone the header's bell and account menu and the navigation drawer).
 */
export type TAfterFirstPaint = 'page' | 'rest';

/** How many tasks after the first paint each part waits. */
const TASKS_AFTER_PAINT: Record<TAfterFirstPaint, number> = { page: 1, rest: 2 };

/** How many tasks after the first paint have run (up to the last part's), once main.tsx noted it. */
let tasksAfterPaint = 0;

/** Resolves in the next task: what follows runs in a task of its own. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Runs `then` after `count` tasks, one after the other; returns what cancels the rest. */
function afterTasks(count: number, then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const step = (left: number) => {
    timer = setTimeout(() => (left > 1 ? step(left - 1) : then()));
  };
  step(count);
  return () => clearTimeout(timer);
}

/** main.tsx, right after the console's first render: from the tasks after its paint on, nothing waits. */
export function noteFirstRender(): void {
  requestAnimationFrame(() => {
    for (let count = 1; count <= TASKS_AFTER_PAINT.rest; count++) {
      afterTasks(count, () => (tasksAfterPaint = Math.max(tasksAfterPaint, count)));
    }
  });
}

/**
 * False while the console renders for the first time after a page load, true from the task after
 * its first paint on (`page`) or the task after that (`rest`), and at once for every render
 * after that.
 *
 * Preact renders a whole tree in one task (decision 0012). On a phone, the shell and the page of
 * the first screen in one task are one long task that blocks the first tap; the shell first, the
 * page in the next task and the rest in the one after are shorter ones. Navigations
 * inside the console (the screen after a login, too) are not delayed.
 */
export function useAfterFirstPaint(part: TAfterFirstPaint = 'page'): boolean {
  const tasks = TASKS_AFTER_PAINT[part];
  const [painted, setPainted] = useState(tasksAfterPaint >= tasks);
  useEffect(() => {
    if (painted) return;
    // Effects run once the frame has painted; the part renders in a task of its own after that.
    return afterTasks(tasks, () => {
      tasksAfterPaint = Math.max(tasksAfterPaint, tasks);
      setPainted(true);
    });
  }, [painted, tasks]);
  return painted;
}
