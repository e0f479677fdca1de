// Preloaded into a server under a benchmark's load to see where its CPU goes:
//   BENCH_SERVER_NODE_OPTIONS="--require ./bench/cpu-profile.cjs" npm run bench -- lists
// (`--cpu-prof` is not allowed in NODE_OPTIONS). Samples from the start; when the bench stops the
// server (SIGTERM), writes the profile to $TMPDIR/sigil-<pid>.cpuprofile, to open in Chromium's
// DevTools (Performance) or speedscope.
const inspector = require('node:inspector');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const session = new inspector.Session();
session.connect();
session.post('Profiler.enable', () =>
  session.post('Profiler.setSamplingInterval', { interval: 200 }, () => session.post('Profiler.start')),
);
process.prependListener('SIGTERM', () => {
  session.post('Profiler.stop', (error, result) => {
    if (error) return;
    const file = path.join(os.tmpdir(), `sigil-${process.pid}.cpuprofile`);
    fs.writeFileSync(file, JSON.stringify(result.profile));
    process.stderr.write(`CPU profile: ${file}\n`);
  });
});
