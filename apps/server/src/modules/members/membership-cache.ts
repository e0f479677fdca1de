import type { Database } from '../../db/client';
import { AnnouncedCache } from '../../lib/announced-cache';
import type { MembershipRow } from './members.service';

/** Announced by the database when a membership, its organisation or a system role changes (migration 0012). */
export const MEMBERSHIP_CHANGED_CHANNEL = 'sigil_membership_changed';
/** However quiet the channel, a cached membership is read again after this long. */
const RECHECK_MS = 30_000;
const CACHE_LIMIT = 10_000;

type Load = (membershipId: string) => Promise<MembershipRow | undefined>;

/**
 * The live memberships the access gate has read, so that an organisation login's every call does
 * not read its membership again; forgotten on any change of a membership, its organisation or a
 * system role, as lib/announced-cache.ts says. Only live memberships are kept: an ended one is
 * looked up every time.
 */
export class MembershipCache {
  private readonly cache = new AnnouncedCache<MembershipRow>(MEMBERSHIP_CHANGED_CHANNEL, {
    limit: CACHE_LIMIT,
    recheckMs: RECHECK_MS,
  });

  constructor(private readonly load: Load) {}

  start(database: Database): Promise<void> {
    return this.cache.start(database);
  }

  stop(): Promise<void> {
    return this.cache.stop();
  }

  membership(membershipId: string): Promise<MembershipRow | undefined> {
    return this.cache.get(membershipId, async () => {
      const row = await this.load(membershipId);
      // Shared by every call of this member from now on: nobody may change it.
      return row && Object.freeze({ ...row, features: Object.freeze([...row.features]) as string[] });
    });
  }

  /** Everything cached is read again; reads under way are not cached. */
  forget(): void {
    this.cache.forget();
  }
}
