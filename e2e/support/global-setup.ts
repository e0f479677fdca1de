import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bytesToHex } from '@noble/hashes/utils';
import type { TestProject } from 'vitest/node';
import type {} from 'vitest';
import { didForPrivateKey, generatePrivateKey } from '@sigil/wallet';
import { openMigratedPglite } from '../../apps/server/src/test/migrated-pglite';
import { startGoogleStandIn } from './google-stand-in';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    providerKeyHex: string;
  }
}

/** An embedded database, migrated, for every server of the suite to start from a copy of (server.ts). */
async function migratedPgliteTemplate(): Promise<{ dir: string; remove: () => void }> {
  const root = mkdtempSync(path.join(tmpdir(), 'sigil-e2e-template-'));
  const dir = path.join(root, 'pglite');
  await (await openMigratedPglite(dir)).close();
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** One server for the whole browser suite, with a provider DID and a local Google stand-in. */
export default async function setup(project: TestProject) {
  const template = await migratedPgliteTemplate();
  process.env.E2E_PGLITE_TEMPLATE = template.dir; // the test workers start after this, with it
  const providerKey = generatePrivateKey();
  const google = await startGoogleStandIn();
  const server = await startServer({
    PROVIDER_DIDS: didForPrivateKey(providerKey),
    PROVIDER_EMAILS: 'operator@sigil.example',
    GOOGLE_CLIENT_ID: 'e2e-client-id.apps.googleusercontent.com',
    GOOGLE_USERINFO_URL: google.url,
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('providerKeyHex', bytesToHex(providerKey));
  return async () => {
    await server.stop();
    await google.close();
    template.remove();
  };
}
