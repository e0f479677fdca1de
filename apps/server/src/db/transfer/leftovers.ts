import { constants, readFileSync, type Dirent } from 'node:fs';
import { open, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { DUMP_FIRST_WORDS } from './dump-format';

/** `NAME.partial-<pid>`: an export's file while it is written; `NAME.partial-<pid>.d`: its copy of the embedded database. */
const PARTIAL = /^(.+)\.partial-([1-9]\d*)(\.d)?$/;

export interface Leftovers {
  removed: string[];
  /** What could not be looked at or removed, one sentence each; the export goes on. */
  warnings: string[];
}

/**
 * Removes, in `target`'s folder, what exports killed before they ended left there: the partial
 * files and copies whose process no longer runs (or whose pid is this process's own, after a
 * reboot). Those of `target` itself; those of other names (a nightly export names each file by
 * its date) only when they are plainly an export's: a file that starts as a dump does, a folder
 * that holds only the copied `pglite`. Whether a process runs is asked of this machine.
 */
export async function removeLeftovers(target: string): Promise<Leftovers> {
  const folder = path.dirname(target);
  const result: Leftovers = { removed: [], warnings: [] };
  let entries: Dirent[];
  try {
    entries = (await readdir(folder, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
  } catch (error) {
    result.warnings.push(
      `Could not look for the leftovers of stopped exports in ${folder}: ${messageOf(error)}`,
    );
    return result;
  }
  for (const entry of entries) {
    const match = PARTIAL.exec(entry.name);
    if (!match) continue;
    const [, base, pidText, copy] = match;
    // An export leaves a plain file or a folder, never a link, a pipe or a device (opening a pipe
    // would wait for a writer).
    if (copy ? !entry.isDirectory() : !entry.isFile()) continue;
    const pid = Number(pidText);
    if (pid !== process.pid && isRunning(pid)) continue;
    const file = path.join(folder, entry.name);
    try {
      if (base !== path.basename(target) && !(await (copy ? holdsOnlyACopy(file) : startsAsADump(file))))
        continue;
      await rm(file, { recursive: true, force: true });
      result.removed.push(file);
    } catch (error) {
      result.warnings.push(`Could not remove ${file}, left by a stopped export: ${messageOf(error)}`);
    }
  }
  return result;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
  return !isZombie(pid);
}

/**
 * A killed process whose parent has not collected it yet (a container's first process often never
 * does) still answers the signal check on Linux; /proc tells its state. Elsewhere: not a zombie.
 */
function isZombie(pid: number): boolean {
  try {
    // The state follows the command name, which is in parentheses and may itself hold any of them.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return false;
  }
}

async function startsAsADump(file: string): Promise<boolean> {
  const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    const head = Buffer.alloc(DUMP_FIRST_WORDS.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead).toString('utf8') === DUMP_FIRST_WORDS;
  } finally {
    await handle.close();
  }
}

async function holdsOnlyACopy(folder: string): Promise<boolean> {
  const entries = await readdir(folder);
  return entries.length === 1 && entries[0] === 'pglite';
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
