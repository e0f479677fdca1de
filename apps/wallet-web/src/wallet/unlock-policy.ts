import type { TUnlockFailures } from './wallet-db';

/**
 * Five wrong passphrases in a row are free; each one after them makes the holder wait twice as
 * long as the one before (30 s, 1 min, 2 min … up to 15 min) before the next try. Nothing is
 * erased: the keystore stays, only guessing gets slow.
 */
export const FREE_UNLOCK_ATTEMPTS = 5;
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 15 * 60_000;

/** Milliseconds until the next try is taken, 0 when it may be tried now. */
export function unlockWaitMs(failures: TUnlockFailures, now: number): number {
  if (failures.count < FREE_UNLOCK_ATTEMPTS) return 0;
  const wait = Math.min(FIRST_WAIT_MS * 2 ** (failures.count - FREE_UNLOCK_ATTEMPTS), LONGEST_WAIT_MS);
  // Capped: a clock set back never makes the wait longer than its own length.
  return Math.min(wait, Math.max(0, failures.lastAt + wait - now));
}

/** An unlocked wallet locks itself after this long without a touch, a key press or a scroll. */
export const AUTO_LOCK_AFTER_MS = 5 * 60_000;
