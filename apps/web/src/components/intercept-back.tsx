import { useContext, useEffect } from 'react';
import { NavigationType, UNSAFE_DataRouterContext, useBlocker } from 'react-router';

interface InterceptBackProps {
  /** What the browser's Back (or Forward) does instead of leaving: close the dialog, go back a step. */
  onBack: () => void;
}

/**
 * While mounted, the browser's Back (and Forward) stays on the screen and calls `onBack`: an open
 * dialog closes, a step goes back to the one before, as on a phone. The router consults only the
 * newest blocker, so mount it only while needed (an open dialog): the innermost one wins. Outside
 * a data router (a component test of its own) it does nothing.
 */
export function InterceptBack(props: InterceptBackProps) {
  return useContext(UNSAFE_DataRouterContext) ? <BlockBack {...props} /> : null;
}

function BlockBack({ onBack }: InterceptBackProps) {
  const blocker = useBlocker(({ historyAction }) => historyAction === NavigationType.Pop);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    onBack();
  }, [blocker, onBack]);
  return null;
}
