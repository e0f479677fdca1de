import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { membershipRoles } from '../../db/schema/index';

export async function listMembershipRoles(db: DbOrTx) {
  return db.select().from(membershipRoles).orderBy(asc(membershipRoles.paramCode));
}
