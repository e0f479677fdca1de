// What the server project's global setup (global-setup.ts) hands to the test files (vitest inject).
declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database, dumped once per run: every test database starts as a copy. */
    migratedPgliteDump?: string;
    /** The server bundled for this run (server-bundle.ts): lifecycle.test.ts starts it. */
    serverBundle?: string;
  }
}

export {};
