// Preloaded into the server under measurement (NODE_OPTIONS=--import): on SIGUSR2 it writes the
// longest event-loop stall since the last signal to BENCH_LOOP_FILE and starts counting again, so
// a bench can read the server's stalls from outside its process.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
process.on('SIGUSR2', () => {
  writeFileSync(
    process.env.BENCH_LOOP_FILE,
    JSON.stringify({ longestStallMs: delay.max / 1e6, at: Date.now() }),
  );
  delay.reset();
});
