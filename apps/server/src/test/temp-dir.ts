import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';

/**
 * A new folder under the system's temporary folder, removed when the running test finishes. Call
 * it inside a test: an embedded database left behind is 40 MB, and every run of the suite left a
 * few hundred megabytes before the tests removed what they made.
 */
export function tempDirOfTest(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
