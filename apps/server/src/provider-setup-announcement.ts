import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { prepareProviderSetup } from './modules/auth/provider-setup';

/** Where the first run's setup code is written, readable by the server's own user only. */
export const setupCodeFile = (dataDir: string) => path.join(dataDir, 'provider-setup-code.txt');

/**
 * While the registry has no provider, tells whoever started the server how to become it
 * (decision 0016). The code itself goes to a file of the data directory and, when a person watches
 * the terminal, to the terminal; never to the log, which may be collected elsewhere.
 */
export async function announceProviderSetup(
  db: Db,
  config: Pick<AppConfig, 'providerDids' | 'providerEmails' | 'dataDir' | 'publicUrl'>,
  log: FastifyBaseLogger,
  terminal: { isTTY?: boolean; write: (text: string) => unknown } = process.stdout,
): Promise<void> {
  const code = await prepareProviderSetup(db, config);
  const file = setupCodeFile(config.dataDir);
  if (!code) {
    rmSync(file, { force: true });
    return;
  }
  writeFileSync(file, `${code}\n`, { mode: 0o600 });
  const where = `${config.publicUrl}/setup`;
  log.warn(`No provider yet: open ${where} and enter the setup code from ${file} to become the provider`);
  if (terminal.isTTY) {
    terminal.write(
      `\nNo provider yet. To become the provider, open ${where}\nand enter this one-time setup code: ${code}\n(also in ${file}; a new code at each start until it is used)\n\n`,
    );
  }
}
