import type { Database } from '../db/client';
import { setBounded } from './bounded-map';

export interface AnnouncedCacheOptions {
  /** The most entries kept; a new one past it pushes out the oldest. */
  limit: number;
  /** However quiet the channel, an entry is read again after this long. */
  recheckMs: number;
}

/**
 * Values kept per process, forgotten when the database announces a change on `channel`
 * (docs/architecture.md, Caches). A change must be seen at once:
 * - a trigger announces every change on commit, and every process forgets all it holds when it
 *   hears it, or when it listens again after losing the connection; while it is not listening,
 *   it keeps nothing;
 * - this process forgets at once after each of its own writes (`forget`, from the app's hook that
 *   runs when a signed-in write has been handled, before its answer is sent);
 * - a value read before a forget is not kept (the generation moved on meanwhile);
 * - an entry older than `recheckMs` is read again, whatever was heard.
 * Only values are kept, never an absence (`undefined`).
 */
export class AnnouncedCache<V> {
  private readonly entries = new Map<string, { value: V; readAt: number }>();
  private generation = 0;
  private database: Database | null = null;
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly channel: string,
    private readonly options: AnnouncedCacheOptions,
  ) {}

  async start(database: Database): Promise<void> {
    this.database = database;
    this.stopListening = await database.listen(
      this.channel,
      () => this.forget(),
      () => this.forget(),
    );
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
  }

  async get(key: string, read: () => Promise<V | undefined>): Promise<V | undefined> {
    if (!this.hearing()) return read();
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && now - cached.readAt < this.options.recheckMs) return cached.value;
    const generation = this.generation;
    const value = await read();
    if (value === undefined) this.entries.delete(key);
    else if (generation === this.generation)
      setBounded(this.entries, key, { value, readAt: now }, this.options.limit);
    return value;
  }

  /** Everything kept is read again; reads under way are not kept. */
  forget(): void {
    this.generation++;
    this.entries.clear();
  }

  /**
   * Changes reach this process (or it was never told where to listen: a cache of its own, in a
   * test). When they do not, what was kept goes: it may already be out of date.
   */
  private hearing(): boolean {
    if (!this.database || this.database.stats().listening) return true;
    if (this.entries.size > 0) this.forget();
    return false;
  }
}
