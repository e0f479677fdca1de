import os from 'node:os';
import { startServer } from '../e2e/support/server';
import { measureLoginLatency, reportLoginLatency } from './login-latency';

/** `npm run bench`: boots the built server on a fresh embedded database and measures. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 50);
const server = await startServer({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
try {
  console.log(`Sigil benchmarks — ${new Date().toISOString()} — ${os.cpus().length}× ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
  console.log(reportLoginLatency(await measureLoginLatency(server.baseUrl, rounds)));
} finally {
  await server.stop();
}
