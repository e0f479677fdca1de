import autocannon, { type Request } from 'autocannon';
import { didForPrivateKey, generatePrivateKey } from '@sigil/wallet';
import { apiLogin, call, createSignup, seedApprovedOrganisation } from '../e2e/support/seed';
import { startServer } from '../e2e/support/server';
import { holderFromHex, newHolder } from '../e2e/support/wallet';
import { bytesToHex } from '@noble/hashes/utils';
import { rssMbOf } from './server-process';
import { summarise, type Summary } from './stats';
import { loginRequestLoad } from './login-load';

export interface SoakResult {
  connections: number;
  seconds: number;
  requests: number;
  rate: number;
  latency: { p50: number; p99: number };
  /** Answers ≥ 400 and connection errors of the load. */
  failed: number;
  /** Whole wallet logins made alongside the load, one after another. */
  logins: Summary & { failed: number };
  /** The server process's resident memory: the median of the first and of the last ten seconds. */
  rssStartMb: number;
  rssEndMb: number;
  /** The median of each whole minute's samples: whether the memory levels off. */
  rssByMinuteMb: number[];
}

/**
 * The soak (issue 7): `connections` clients for `seconds` mixing login requests and polls, an
 * authenticated profile read, an organisation-scoped list, the organisation's users and a write
 * (a new custom field type of a unique name each time), while whole wallet logins run alongside.
 * The server runs on a fresh embedded database (or BENCH_DATABASE_URL) in its own process; its
 * RSS is read from /proc after a warm-up and at the end.
 */
export async function measureSoak(
  connections = 100,
  seconds = 180,
  env: Record<string, string> = {},
): Promise<SoakResult> {
  const providerKey = generatePrivateKey();
  const provider = holderFromHex(bytesToHex(providerKey));
  const server = await startServer({ ...env, PROVIDER_DIDS: didForPrivateKey(providerKey) });
  try {
    const base = server.baseUrl;
    const admin = newHolder();
    const approved = await seedApprovedOrganisation(base, {
      provider,
      requester: admin,
      signup: createSignup(),
    });
    const token = await apiLogin(base, admin, 'organisation');
    const org = encodeURIComponent(approved.organisationDid!);
    const created = (await call(base, '/api/v1/auth/request', {
      method: 'POST',
      body: JSON.stringify({ intent: 'login', mode: 'individual' }),
    })) as {
      txid: string;
      pollSecret: string;
    };
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    let written = 0;
    const requests: Request[] = [
      ...loginRequestLoad(created),
      { method: 'GET', path: '/api/v1/auth/me', headers: auth },
      { method: 'GET', path: `/api/v1/trustanchor/schemes?organizationDid=${org}`, headers: auth },
      { method: 'GET', path: `/api/v1/users/?organizationDid=${org}`, headers: auth },
      {
        method: 'POST',
        path: '/api/v1/trustanchor/customfieldtypes',
        headers: auth,
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ name: `Soak type ${++written}`, kind: 'text' }),
        }),
      },
    ];

    // Warm up, then sample the memory every second: RSS swings with each garbage collection, so
    // the start and the end are the medians of the first and the last ten samples.
    await autocannon({ url: base, connections, duration: 5, requests });
    const rss: number[] = [];
    const sampler = setInterval(() => rss.push(rssMbOf(server.pid)), 1000);

    let loggingIn = true;
    const loginTimes: number[] = [];
    let loginFailures = 0;
    const logins = (async () => {
      while (loggingIn) {
        const started = performance.now();
        try {
          await apiLogin(base, newHolder(), 'individual');
          loginTimes.push(performance.now() - started);
        } catch {
          loginFailures++;
        }
      }
    })();
    let failed = 0;
    const load = autocannon({ url: base, connections, duration: seconds, requests });
    load.on('response', (_client, statusCode) => {
      if (statusCode >= 400) failed++;
    });
    const result = await load;
    clearInterval(sampler);
    loggingIn = false;
    await logins;
    const median = (values: number[]) => summarise(values).median;
    return {
      connections,
      seconds,
      requests: result.requests.total,
      rate: result.requests.average,
      latency: { p50: result.latency.p50, p99: result.latency.p99 },
      failed: failed + result.errors + result.timeouts,
      logins: { ...summarise(loginTimes), failed: loginFailures },
      rssStartMb: median(rss.slice(0, 10)),
      rssEndMb: median(rss.slice(-10)),
      rssByMinuteMb: Array.from({ length: Math.floor(rss.length / 60) }, (_, minute) =>
        median(rss.slice(minute * 60, (minute + 1) * 60)),
      ),
    };
  } finally {
    await server.stop();
  }
}

export function reportSoak(label: string, r: SoakResult): string {
  const growth = ((r.rssEndMb - r.rssStartMb) / r.rssStartMb) * 100;
  return [
    `soak, ${label}: ${r.connections} clients, ${r.seconds} s: ${r.requests} requests (${r.rate.toFixed(0)} req/s), p50 ${r.latency.p50} ms p99 ${r.latency.p99} ms, ${r.failed} failed`,
    `soak, ${label}: wallet logins alongside: n=${r.logins.n} p50 ${r.logins.median.toFixed(0)} ms p99 ${r.logins.p99.toFixed(0)} ms, ${r.logins.failed} failed`,
    `soak, ${label}: RSS ${r.rssStartMb.toFixed(0)} MB after warm-up → ${r.rssEndMb.toFixed(0)} MB at the end (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %); minute by minute: ${r.rssByMinuteMb.map((mb) => mb.toFixed(0)).join(', ')} MB`,
  ].join('\n');
}
