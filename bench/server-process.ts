import { existsSync, readFileSync } from 'node:fs';

/** The server process's resident memory now, from /proc. */
export function rssMbOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024;
}

/**
 * The server's longest event-loop stall since the last call: bench/loop-monitor.mjs, preloaded
 * into the server, writes it to `file` on SIGUSR2.
 */
export async function longestStallOf(pid: number, file: string): Promise<number> {
  const asked = Date.now();
  process.kill(pid, 'SIGUSR2');
  for (;;) {
    const written = existsSync(file) ? readWritten(file) : undefined;
    if (written && written.at >= asked) return written.longestStallMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** What the monitor wrote, or nothing while it is half written. */
function readWritten(file: string): { longestStallMs: number; at: number } | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { longestStallMs: number; at: number };
  } catch {
    return undefined;
  }
}
