import { useEffect } from 'react';
import { AUTO_LOCK_AFTER_MS } from './unlock-policy';
import { useWallet } from './wallet-store';

const ACTIVITY = ['pointerdown', 'keydown', 'scroll', 'visibilitychange'] as const;

/**
 * Locks the unlocked wallet after AUTO_LOCK_AFTER_MS without the holder touching it. A phone pauses
 * a page's timers while it sleeps or hides: the first event after that (the page shown again)
 * checks the time passed and locks at once when it is over, rather than counting it as a touch.
 */
export function useAutoLock(): void {
  const phase = useWallet((state) => state.phase);
  useEffect(() => {
    if (phase !== 'unlocked') return;
    const lock = () => useWallet.getState().lock();
    let lastTouch = Date.now();
    let timer = setTimeout(lock, AUTO_LOCK_AFTER_MS);
    const touched = () => {
      clearTimeout(timer);
      if (Date.now() - lastTouch >= AUTO_LOCK_AFTER_MS) return lock();
      lastTouch = Date.now();
      timer = setTimeout(lock, AUTO_LOCK_AFTER_MS);
    };
    for (const event of ACTIVITY) window.addEventListener(event, touched, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const event of ACTIVITY) window.removeEventListener(event, touched);
    };
  }, [phase]);
}
