import { ConfigError, loadConfig } from '../../config';
import { exportDatabase } from './export';
import { importDatabase } from './import';

/**
 * `npm run db:export -- FILE` and `npm run db:import -- FILE [--replace]`
 * (docs/operations.md, Backup and restore). Exit code 1 with one sentence on anything refused.
 */
const USAGE = 'Usage: npm run db:export -- FILE | npm run db:import -- FILE [--replace]';

async function main([command, ...rest]: string[]): Promise<void> {
  const replace = rest.includes('--replace');
  const [file, ...extra] = rest.filter((arg) => arg !== '--replace');
  if (
    !file ||
    extra.length > 0 ||
    (command !== 'export' && command !== 'import') ||
    (command === 'export' && replace)
  ) {
    throw new ConfigError(USAGE);
  }
  const config = loadConfig();
  if (command === 'export') {
    const { file: written, bytes, keys, leftovers } = await exportDatabase(config, file);
    for (const removed of leftovers.removed)
      console.log(`Removed ${removed}, left by an export that was stopped.`);
    for (const warning of leftovers.warnings) console.warn(`Note: ${warning}`);
    console.log(`Wrote ${written} (${(bytes / 1e6).toFixed(1)} MB).`);
    console.log(
      `A server restored from it needs the master key ${keys.masterKey ?? '(none yet)'} and, for sessions to survive, ` +
        `the session key ${keys.sessionKey ?? '(none yet)'}: keep DATA_DIR/keys (or MASTER_KEY and SESSION_PRIVATE_KEY) ` +
        'safe, and apart from the dump.',
    );
    return;
  }
  const { warnings } = await importDatabase(config, file, { replace });
  for (const warning of warnings) console.warn(`Note: ${warning}`);
  console.log(`Imported ${file}, and brought the schema up to date.`);
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
