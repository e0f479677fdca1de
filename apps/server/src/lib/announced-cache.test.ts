import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { AnnouncedCache } from './announced-cache';

/** A database that only says whether its notifications arrive, and remembers the listener. */
function fakeDatabase() {
  const state = { listening: true, notify: () => {}, resumed: () => {} };
  const database = {
    stats: () => ({ listening: state.listening, waiting: 0 }),
    listen: (_channel: string, handler: () => void, onResumed?: () => void) => {
      state.notify = handler;
      state.resumed = onResumed ?? (() => {});
      return Promise.resolve(() => Promise.resolve());
    },
  } as unknown as Database;
  return { database, state };
}

describe('a cache forgotten on the database’s notice', () => {
  it('keeps a value until the notice, a resumed connection, or its recheck time', async () => {
    vi.useFakeTimers();
    try {
      const { database, state } = fakeDatabase();
      const cache = new AnnouncedCache<string>('channel', { limit: 10, recheckMs: 1000 });
      await cache.start(database);
      const read = vi.fn(() => Promise.resolve('value'));
      await cache.get('k', read);
      await cache.get('k', read);
      expect(read).toHaveBeenCalledTimes(1);
      state.notify();
      await cache.get('k', read);
      expect(read).toHaveBeenCalledTimes(2);
      state.resumed();
      await cache.get('k', read);
      expect(read).toHaveBeenCalledTimes(3);
      vi.advanceTimersByTime(1001);
      await cache.get('k', read);
      expect(read).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps nothing while the notices cannot arrive: a change then would go unheard', async () => {
    const { database, state } = fakeDatabase();
    const cache = new AnnouncedCache<string>('channel', { limit: 10, recheckMs: 60_000 });
    await cache.start(database);
    const read = vi.fn(() => Promise.resolve('value'));
    await cache.get('k', read);
    state.listening = false;
    await cache.get('k', read); // what was kept before is dropped too
    await cache.get('k', read);
    expect(read).toHaveBeenCalledTimes(3);
    state.listening = true;
    await cache.get('k', read);
    await cache.get('k', read);
    expect(read).toHaveBeenCalledTimes(4);
  });
});
