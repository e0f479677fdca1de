import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useWallet } from '../wallet/wallet-store';
import { Loading } from './loading';

/** A screen that needs the key: a new wallet goes to its welcome, a locked one to unlock and back. */
export function RequireUnlocked({ children }: { children: ReactNode }) {
  const phase = useWallet((state) => state.phase);
  const lockedByHolder = useWallet((state) => state.lockedByHolder);
  const { pathname, search } = useLocation();
  if (phase === 'loading') return <Loading />;
  if (phase === 'new') return <Navigate to="/welcome" replace />;
  if (phase === 'locked') {
    // Locked by the timeout (or opened by a link): back to this screen after the unlock.
    if (lockedByHolder) return <Navigate to="/unlock" replace />;
    return <Navigate to={`/unlock?next=${encodeURIComponent(`${pathname}${search}`)}`} replace />;
  }
  return children;
}
