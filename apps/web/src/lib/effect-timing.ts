import { options } from 'preact';
import 'preact/hooks';

/**
 * React runs a commit's pending `useEffect`s before it renders anything new; Preact runs them after
 * the next frame, and an update started in between renders first. MUI relies on React's order: a
 * menu opened in a dialog registers itself as the top modal in an effect, and its first item takes
 * the focus as the next render mounts it; in Preact's order the dialog's focus trap still thinks it
 * is on top and pulls the focus away (a Select in a dialog could not be used by keyboard). This
 * restores React's order: the effects of a finished commit run before the next component renders;
 * otherwise they still run after the frame (decision 0012).
 *
 * preact/hooks hands its flush to `options.requestAnimationFrame` to schedule it; we keep it on the
 * way, also when a test's `act()` puts its own scheduler there. `__c` (commit) and `__r` (render)
 * are the option hooks preact/hooks itself uses.
 */
type TSchedule = (flush: () => void) => void;
type THook<A extends unknown[]> = ((...args: A) => void) | undefined;
const hooks = options as typeof options & { __c: THook<[unknown, unknown]>; __r: THook<[unknown]> };

let flushEffects: (() => void) | undefined;
let committedSinceFlush = false;

/** How long the flush waits for a frame before it runs anyway (a hidden tab): Preact's own figure. */
export const NO_FRAME_FALLBACK_MS = 35;

/** Preact's own timing: after the next frame, or after NO_FRAME_FALLBACK_MS when no frame comes. */
const afterNextFrame: TSchedule = (flush) => {
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(flush);
  };
  const timeout = setTimeout(done, NO_FRAME_FALLBACK_MS);
  const frame = requestAnimationFrame(done);
};

const keeping = new WeakSet<TSchedule>();
function keepingTheFlush(schedule: TSchedule): TSchedule {
  if (keeping.has(schedule)) return schedule;
  const kept: TSchedule = (flush) => {
    flushEffects = flush;
    schedule(flush);
  };
  keeping.add(kept);
  return kept;
}

let schedule = keepingTheFlush(afterNextFrame);
Object.defineProperty(options, 'requestAnimationFrame', {
  configurable: true,
  get: () => schedule,
  set: (next: TSchedule | undefined) => {
    schedule = keepingTheFlush(next ?? afterNextFrame);
  },
});

const commit = hooks.__c;
hooks.__c = (vnode, queue) => {
  commit?.(vnode, queue);
  committedSinceFlush = true;
};

const render = hooks.__r;
hooks.__r = (vnode) => {
  if (committedSinceFlush && flushEffects) {
    committedSinceFlush = false;
    flushEffects();
  }
  render?.(vnode);
};
