import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { testConfig, type AppConfig } from '../config';
import type { Database } from '../db/client';
import { openSharedTestDatabases, openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * The whole app on its own fresh database, driven through app.inject. `prepare` may add routes
 * before the app is sealed. Close it in afterAll/afterEach.
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  prepare?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestApp> {
  const config = testConfig({ webDistDir: '/nonexistent-console-build', ...overrides });
  // A data directory testConfig made goes with the app (one given in overrides is the caller's).
  const removeDataDir = () => {
    if (overrides.dataDir === undefined) rmSync(config.dataDir, { recursive: true, force: true });
  };
  const database = await openTestDatabase();
  const app = await buildApp({ config, database }).catch(async (error: unknown) => {
    await database.close();
    removeDataDir();
    throw error;
  });
  try {
    await prepare?.(app);
    await app.ready();
  } catch (error) {
    // A test that expects the app to be refused still leaves no database behind.
    await app.close();
    removeDataDir();
    throw error;
  }
  const close = async () => {
    await app.close();
    removeDataDir();
  };
  return { app, database, config, close };
}

/**
 * The test app of one describe block: built before its tests (before the block's own beforeAll
 * hooks, when called first) and closed after them. Its fields may be read in tests and hooks.
 */
export function useTestApp(
  overrides: Partial<AppConfig> = {},
  prepare?: (app: FastifyInstance) => void | Promise<void>,
): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(overrides, prepare);
  });
  afterAll(() => built?.close());
  const current = (): TestApp => {
    if (!built) throw new Error('The test app is built in beforeAll: read it inside tests and hooks');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get config() {
      return current().config;
    },
    close: () => current().close(),
  };
}

/**
 * Several apps on one PostgreSQL database, as several server processes behind a balancer
 * (needs DATABASE_URL). They share the session key, as such processes must.
 */
export async function buildTestAppsSharingDatabase(
  count: number,
  overrides: Partial<AppConfig> = {},
  names: string[] = [],
): Promise<TestApp[]> {
  const databases = await openSharedTestDatabases(count, names);
  const shared = testConfig({ webDistDir: '/nonexistent-console-build', ...overrides });
  const apps: TestApp[] = [];
  let open = databases.length;
  for (const database of databases) {
    const app = await buildApp({ config: shared, database });
    await app.ready();
    const close = async () => {
      await app.close();
      // The data directory they share goes with the last of them.
      if (--open === 0 && overrides.dataDir === undefined)
        rmSync(shared.dataDir, { recursive: true, force: true });
    };
    apps.push({ app, database, config: shared, close });
  }
  return apps;
}
