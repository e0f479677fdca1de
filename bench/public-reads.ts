import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { registryKeys } from '../apps/server/src/db/schema/index';
import { buildTestApp } from '../apps/server/src/test/build-test-app';
import { createSigningOrganisation } from '../apps/server/src/test/factories';
import { loginWithWallet, newHolder } from '../apps/server/src/test/holders';

export interface PublicReadsResult {
  database: string;
  connections: number;
  seconds: number;
  /** Requests per second and p99 latency of each call, /api/health first (the yardstick). */
  calls: Array<{ name: string; rps: number; p99: number }>;
}

/**
 * The calls a verifier makes for every check (docs/trust-model.md), each against `/api/health` in
 * the same process and run: DID resolution, the two status lists, the accreditation, TRQP. Issue
 * 46 wants each ≥ 0.8× `/api/health`; this measures where they stand.
 */
export async function measurePublicReads(connections = 50, seconds = 5): Promise<PublicReadsResult> {
  const provider = newHolder();
  const t = await buildTestApp({ authRateLimitPerMinute: 100_000_000, providerDids: [provider.did] });
  try {
    const organisation = await createSigningOrganisation(t);
    const providerToken = (await loginWithWallet(t.app, provider, 'provider')).token!;
    // A change of Endorsements makes the registry accredit it (an organisation made by the factory has none).
    for (const features of [['schemes'], ['schemes', 'endorsements']]) {
      await t.app.inject({
        method: 'POST',
        url: `/api/accounts/${organisation.did}/features`,
        headers: { authorization: `Bearer ${providerToken}` },
        payload: { features },
      });
    }
    const [registry] = await t.database.db.select().from(registryKeys);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const trqpBody = JSON.stringify({
      entity_id: organisation.did,
      authority_id: registry!.did,
      action: 'endorse',
      resource: '*',
    });
    const calls: Array<
      [
        string,
        { url: string; requests?: Array<{ method: string; headers: Record<string, string>; body: string }> },
      ]
    > = [
      ['GET /api/health', { url: `${base}/api/health` }],
      ['GET /1.0/identifiers/{organisation}', { url: `${base}/1.0/identifiers/${organisation.did}` }],
      ['GET /api/v1/status-lists/{organisation}', { url: `${base}/api/v1/status-lists/${organisation.did}` }],
      ['GET /api/v1/status-lists/{registry}', { url: `${base}/api/v1/status-lists/${registry!.did}` }],
      [
        'GET /api/v1/accreditations/{organisation}',
        { url: `${base}/api/v1/accreditations/${organisation.did}` },
      ],
      ['GET /trqp/metadata', { url: `${base}/trqp/metadata` }],
      [
        'POST /trqp/authorization',
        {
          url: `${base}/trqp/authorization`,
          requests: [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: trqpBody }],
        },
      ],
    ];
    const results: PublicReadsResult['calls'] = [];
    for (const [name, options] of calls) {
      await autocannon({ ...options, connections, duration: 1 }); // warm-up
      const result = await autocannon({ ...options, connections, duration: seconds });
      // A refusal would measure the wrong thing (TRQP's 404, a 429 of the rate limit): 0 req/s then.
      const ok = result.non2xx === 0 && result.errors === 0;
      results.push({ name, rps: ok ? result.requests.average : 0, p99: result.latency.p99 });
    }
    return { database: t.database.kind, connections, seconds, calls: results };
  } finally {
    await t.close();
  }
}

export function reportPublicReads(result: PublicReadsResult): string {
  const health = result.calls[0]!.rps;
  return [
    `Public read paths (${result.database}, ${result.connections} connections, ${result.seconds} s each):`,
    '| call | req/s | × /api/health | p99 |',
    '| --- | --- | --- | --- |',
    ...result.calls.map(
      (call) =>
        `| ${call.name} | ${Math.round(call.rps)} | ${(call.rps / health).toFixed(2)} | ${call.p99} ms |`,
    ),
  ].join('\n');
}
