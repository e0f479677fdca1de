import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoLock } from './auto-lock';
import { AUTO_LOCK_AFTER_MS, unlockWaitMs } from './unlock-policy';
import { useWallet } from './wallet-store';

describe('the auto-lock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useWallet.setState({ phase: 'unlocked', privateKey: new Uint8Array(32).fill(7), keystore: {} as never });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('locks after five minutes untouched; a touch starts the count again', async () => {
    renderHook(() => useAutoLock());
    await act(async () => vi.advanceTimersByTime(AUTO_LOCK_AFTER_MS - 1_000));
    await act(async () => window.dispatchEvent(new Event('pointerdown')));
    await act(async () => vi.advanceTimersByTime(AUTO_LOCK_AFTER_MS - 1_000));
    expect(useWallet.getState().phase).toBe('unlocked');
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(useWallet.getState()).toMatchObject({ phase: 'locked', privateKey: null });
  });

  it('locks at once when the page comes back after sleeping longer than that (paused timers)', async () => {
    renderHook(() => useAutoLock());
    // The phone slept: the clock moved on, the page's timers did not run.
    vi.setSystemTime(Date.now() + AUTO_LOCK_AFTER_MS + 60_000);
    await act(async () => window.dispatchEvent(new Event('visibilitychange')));
    expect(useWallet.getState().phase).toBe('locked');
  });
});

describe('the wait after wrong passphrases', () => {
  it('is never longer than its own length, even with the clock set back', () => {
    const failures = { count: 6, lastAt: Date.parse('2026-11-29T12:00:00Z') };
    expect(unlockWaitMs(failures, Date.parse('2026-11-29T12:00:00Z'))).toBe(60_000);
    expect(unlockWaitMs(failures, Date.parse('2026-11-28T12:00:00Z'))).toBe(60_000);
    expect(unlockWaitMs(failures, Date.parse('2026-11-29T12:01:00Z'))).toBe(0);
    expect(unlockWaitMs({ count: 40, lastAt: 0 }, 0)).toBe(15 * 60_000);
  });
});
