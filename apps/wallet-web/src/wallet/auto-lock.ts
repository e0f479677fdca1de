import { useEffect } from 'react';
import { AUTO_LOCK_AFTER_MS } from './unlock-policy';
import { useWallet } from './wallet-store';

const ACTIVITY = ['pointerdown', 'keydown', 'scroll', 'visibilitychange'] as const;

/** Locks the unlocked wallet after AUTO_LOCK_AFTER_MS without the holder touching it. */
export function useAutoLock(): void {
  const phase = useWallet((state) => state.phase);
  useEffect(() => {
    if (phase !== 'unlocked') return;
    let timer = setTimeout(() => useWallet.getState().lock(), AUTO_LOCK_AFTER_MS);
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => useWallet.getState().lock(), AUTO_LOCK_AFTER_MS);
    };
    for (const event of ACTIVITY) window.addEventListener(event, restart, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const event of ACTIVITY) window.removeEventListener(event, restart);
    };
  }, [phase]);
}
