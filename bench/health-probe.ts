import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * `tsx bench/health-probe.ts <baseUrl> <ms> <interval ms>`: on a fixed schedule (open loop: a slow
 * answer does not delay the next request), GET /api/health (which asks the database) and
 * /api/v1/config (which does not: the event loop alone), then print the latencies as JSON.
 * A process of its own, so the load generator's busy event loop does not inflate the figures.
 */
const [baseUrl = '', durationMs = '20000', intervalMs = '50'] = process.argv.slice(2);
const agent = new http.Agent({ keepAlive: true });

export interface ProbeSamples {
  latencies: number[];
  failures: number;
}
const samples: Record<'health' | 'config', ProbeSamples> = {
  health: { latencies: [], failures: 0 },
  config: { latencies: [], failures: 0 },
};

function probe(path: string, into: ProbeSamples): Promise<void> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(`${baseUrl}${path}`, { agent }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode === 200) into.latencies.push(performance.now() - started);
        else into.failures++;
        resolve();
      });
    });
    request.on('error', () => {
      into.failures++;
      resolve();
    });
  });
}

process.stdout.write('ready\n');
const inFlight: Promise<void>[] = [];
const timer = setInterval(
  () => inFlight.push(probe('/api/health', samples.health), probe('/api/v1/config', samples.config)),
  Number(intervalMs),
);
setTimeout(() => {
  clearInterval(timer);
  void Promise.all(inFlight).then(() => {
    agent.destroy();
    process.stdout.write(JSON.stringify(samples));
  });
}, Number(durationMs));
