import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import { organisations } from '../../apps/server/src/db/schema/index';
import { createMember } from '../../apps/server/src/test/factories';
import { startServer, type RunningServer } from './server';

export interface SeededMember {
  did: string;
  name: string;
  roleCode: string;
}

/**
 * Memberships written by the server-side factories, until invitations can make them through the
 * console (issue 9). The embedded database belongs to one process, so the server is stopped, the
 * rows are written through the server's own schema, and it starts again on the same data (a new
 * port: use the returned server).
 */
export async function addMembers(
  server: RunningServer,
  organisationDid: string,
  people: readonly SeededMember[],
  env: Record<string, string> = {},
): Promise<RunningServer> {
  await server.pause();
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(server.dataDir, 'pglite') });
  try {
    const [organisation] = await database.db.select().from(organisations).where(eq(organisations.did, organisationDid));
    if (!organisation) throw new Error(`no organisation ${organisationDid}`);
    for (const person of people) {
      await createMember(database.db, {
        organisationId: organisation.id,
        memberDid: person.did,
        name: person.name,
        roleCode: person.roleCode,
      });
    }
  } finally {
    await database.close();
  }
  return startServer(env, { dataDir: server.dataDir });
}
