import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request } from 'autocannon';
import type { TAuthPollResponse, TAuthRequestCreated } from '@sigil/core';
import { answerQr, didForPrivateKey, generatePrivateKey, parseQr } from '@sigil/wallet';
import type { ProbeSamples } from './health-probe';
import { summarise, type Summary } from './stats';
import { loginRequestLoad } from './login-load';

export interface LoadResult {
  connections: number;
  seconds: number;
  /** Responses per second of the load while the health probe ran, and the load's latency. */
  rate: number;
  latency: { p50: number; p99: number };
  failed: number;
  /** From a separate low-rate client while the load runs: /api/health asks the database, /api/v1/config does not. */
  health: Summary & { failed: number };
  config: Summary & { failed: number };
}

const here = path.dirname(fileURLToPath(import.meta.url));
const WARM_UP_S = 3;

/**
 * `connections` clients of mixed load that all reach the database — a login request created (a
 * write), one polled, the logged-in holder's profile (an authenticated read) and a public DID
 * record — and, once the load has run for a few seconds, another process asking /api/health and
 * /api/v1/config 20 times a second each for `seconds`. Their latency shows whether the server
 * stays responsive under the load: /api/v1/config waits for the event loop only, /api/health
 * also for the database to answer.
 */
export async function measureHealthUnderLoad(
  baseUrl: string,
  connections = 100,
  seconds = 20,
): Promise<LoadResult> {
  const { token, did, polled } = await loginOnce(baseUrl);
  const requests: Request[] = [
    ...loginRequestLoad(polled),
    { method: 'GET', path: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } },
    { method: 'GET', path: `/api/v1/identities/${did}` },
  ];
  const load = autocannon({ url: baseUrl, connections, duration: WARM_UP_S + seconds + 2, requests });
  let counting = false;
  let responses = 0;
  let failed = 0;
  load.on('response', (_client, statusCode) => {
    if (!counting) return;
    responses++;
    if (statusCode >= 400) failed++;
  });

  await new Promise((resolve) => setTimeout(resolve, WARM_UP_S * 1000));
  const probe = runHealthProbe(baseUrl, seconds * 1000);
  await probe.started;
  counting = true;
  const startedAt = performance.now();
  const { health, config } = await probe.done;
  counting = false;
  const elapsedS = (performance.now() - startedAt) / 1000;
  const result = await load;
  return {
    connections,
    seconds,
    rate: responses / elapsedS,
    latency: { p50: result.latency.p50, p99: result.latency.p99 },
    failed: failed + result.errors,
    health: { ...summarise(health.latencies), failed: health.failures },
    config: { ...summarise(config.latencies), failed: config.failures },
  };
}

async function loginOnce(baseUrl: string) {
  const create = async () => {
    const res = await fetch(`${baseUrl}/api/v1/auth/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ intent: 'login', mode: 'individual' }),
    });
    return (await res.json()) as TAuthRequestCreated;
  };
  const created = await create();
  const privateKey = generatePrivateKey();
  await answerQr({ privateKey, qr: parseQr(created.qr), approve: true });
  const res = await fetch(`${baseUrl}/api/v1/auth/request?txid=${created.txid}`, {
    headers: { 'x-poll-secret': created.pollSecret },
  });
  const { token } = (await res.json()) as TAuthPollResponse;
  if (!token) throw new Error('the bench login did not complete');
  return { token, did: didForPrivateKey(privateKey), polled: await create() };
}

function runHealthProbe(baseUrl: string, durationMs: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'health-probe.ts'), baseUrl, String(durationMs), '50'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  let ready: () => void;
  const started = new Promise<void>((resolve) => (ready = resolve));
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (output.startsWith('ready\n')) ready();
  });
  const done = new Promise<Record<'health' | 'config', ProbeSamples>>((resolve, reject) => {
    child.on('exit', (code) => {
      if (code === 0)
        resolve(JSON.parse(output.slice('ready\n'.length)) as Record<'health' | 'config', ProbeSamples>);
      else reject(new Error(`the health probe exited with ${code}`));
    });
  });
  return { started, done };
}

export function reportHealthUnderLoad(label: string, r: LoadResult): string {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const probe = (path: string, s: Summary & { failed: number }) =>
    `${label}: ${path} meanwhile: n=${s.n} p50 ${ms(s.median)} p99 ${ms(s.p99)} max ${ms(s.max)}, ${s.failed} failed`;
  return [
    `${label}: ${r.connections} clients, ${r.seconds} s: ${r.rate.toFixed(0)} req/s, latency p50 ${ms(r.latency.p50)} p99 ${ms(r.latency.p99)}, ${r.failed} failed`,
    probe('/api/health', r.health),
    probe('/api/v1/config', r.config),
  ].join('\n');
}
