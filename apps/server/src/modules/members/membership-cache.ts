import type { Database } from '../../db/client';
import { setBounded } from '../../lib/bounded-map';
import type { MembershipRow } from './members.service';

/** Announced by the database when a membership, its organisation or a system role changes (migration 0012). */
export const MEMBERSHIP_CHANGED_CHANNEL = 'sigil_membership_changed';
/** However quiet the channel, a cached membership is read again after this long. */
const RECHECK_MS = 30_000;
const CACHE_LIMIT = 10_000;

type Load = (membershipId: string) => Promise<MembershipRow | undefined>;

/**
 * The live memberships the access gate has read, so that an organisation login's every call does
 * not read its membership again. A change must still stop a removed member at once:
 * - the database announces every change on commit (a trigger, migration 0012) and every process
 *   forgets all it cached when it hears it, or when it listens again after losing the connection;
 * - this process forgets at once after each of its own writes (`forget`, from the app's hook that
 *   runs when a signed-in write has been handled, before its answer is sent);
 * - a read that began before a forget is not cached (the generation moved on meanwhile);
 * - an entry older than 30 s is read again, whatever was heard.
 * Only live memberships are cached: an ended one is looked up every time.
 */
export class MembershipCache {
  private readonly entries = new Map<string, { row: MembershipRow; readAt: number }>();
  private generation = 0;
  private stopListening: (() => Promise<void>) | null = null;

  constructor(private readonly load: Load) {}

  async start(database: Database): Promise<void> {
    this.stopListening = await database.listen(
      MEMBERSHIP_CHANGED_CHANNEL,
      () => this.forget(),
      () => this.forget(),
    );
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
  }

  async membership(membershipId: string): Promise<MembershipRow | undefined> {
    const now = Date.now();
    const cached = this.entries.get(membershipId);
    if (cached && now - cached.readAt < RECHECK_MS) return cached.row;
    const generation = this.generation;
    const row = await this.load(membershipId);
    if (!row) {
      this.entries.delete(membershipId);
      return undefined;
    }
    // Shared by every call of this member from now on: nobody may change it.
    const shared = Object.freeze({ ...row, features: Object.freeze([...row.features]) as string[] });
    if (generation === this.generation)
      setBounded(this.entries, membershipId, { row: shared, readAt: now }, CACHE_LIMIT);
    return shared;
  }

  /** Everything cached is read again; reads under way are not cached. */
  forget(): void {
    this.generation++;
    this.entries.clear();
  }
}
