import { bytesToHex } from '@noble/hashes/utils';
import type { TestProject } from 'vitest/node';
import type {} from 'vitest';
import { didForPrivateKey, generatePrivateKey } from '@sigil/wallet';
import { startGoogleStandIn } from './google-stand-in';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    providerKeyHex: string;
  }
}

/** One server for the whole browser suite, with a provider DID and a local Google stand-in. */
export default async function setup(project: TestProject) {
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
  };
}
