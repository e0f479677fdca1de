import path from 'node:path';
import type { AppConfig } from '../config';
import type { DatabaseLocation } from './client';

/** DATABASE_URL wins; otherwise the embedded database lives in DATA_DIR/pglite. */
export function databaseLocation(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): DatabaseLocation {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}
