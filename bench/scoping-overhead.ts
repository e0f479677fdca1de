import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { ROLE_CODES } from '@sigil/core';
import { listMembers } from '../apps/server/src/modules/members/members.repository';
import { toMember, toOrganisationUser } from '../apps/server/src/modules/members/member-management.service';
import { buildTestApp } from '../apps/server/src/test/build-test-app';
import { createMember, createOrganisation, randomDid } from '../apps/server/src/test/factories';
import { loginWithWallet, newHolder } from '../apps/server/src/test/holders';

export interface OverheadResult {
  database: string;
  connections: number;
  seconds: number;
  /** Requests per second of each round, in the order run (bare, full, bare, full). */
  bare: number[];
  full: number[];
  ratio: number;
}

async function rate(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<number> {
  const result = await autocannon({ url, headers, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/**
 * An organisation's users through the whole stack (token check, the route's permission, the access
 * gate's live membership lookup, the service, the response schema) against the same list query
 * behind a bare Fastify route without any of it (the organisation's id known in advance), in the
 * same process and run: what authentication, authorisation and scoping cost.
 * DATABASE_URL set: a fresh database on that PostgreSQL server; otherwise PGlite.
 */
export async function measureScopingOverhead(connections = 50, seconds = 10): Promise<OverheadResult> {
  // The organisations the bare route knows without asking the database (the resource query alone).
  const organisationIds = new Map<string, string>();
  const t = await buildTestApp({ authRateLimitPerMinute: 100_000_000 }, (app) => {
    app.get('/bench/bare-users', { config: { access: 'public' } }, async (request) => {
      const { organizationDid: organisationDid } = request.query as { organizationDid: string };
      return (await listMembers(t.database.db, organisationIds.get(organisationDid)!)).map((row) =>
        toOrganisationUser(toMember(row)),
      );
    });
  });
  try {
    const db = t.database.db;
    const organisation = await createOrganisation(db);
    organisationIds.set(organisation.did, organisation.id);
    const admin = newHolder();
    await createMember(db, {
      organisationId: organisation.id,
      memberDid: admin.did,
      roleCode: ROLE_CODES.admin,
    });
    for (let i = 0; i < 9; i++)
      await createMember(db, {
        organisationId: organisation.id,
        memberDid: randomDid(),
        roleCode: ROLE_CODES.userAdmin,
      });
    const { token } = await loginWithWallet(t.app, admin, 'organisation');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const query = `organizationDid=${encodeURIComponent(organisation.did)}`;

    const bare: number[] = [];
    const full: number[] = [];
    await rate(`${base}/bench/bare-users?${query}`, {}, connections, 2); // warm-up
    for (let round = 0; round < 2; round++) {
      bare.push(await rate(`${base}/bench/bare-users?${query}`, {}, connections, seconds));
      full.push(
        await rate(
          `${base}/api/v1/users/?${query}`,
          { authorization: `Bearer ${token}` },
          connections,
          seconds,
        ),
      );
    }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    return { database: t.database.kind, connections, seconds, bare, full, ratio: mean(full) / mean(bare) };
  } finally {
    await t.close();
  }
}

export function reportScopingOverhead(result: OverheadResult): string {
  const list = (values: number[]) => values.map((value) => value.toFixed(0)).join(' / ');
  return `scoping overhead, ${result.database}, autocannon -c ${result.connections}, ${result.seconds} s a round: bare ${list(result.bare)} req/s, whole stack ${list(result.full)} req/s, ratio ${result.ratio.toFixed(2)} (target ≥ 0.90)`;
}
