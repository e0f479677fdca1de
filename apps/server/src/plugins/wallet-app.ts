import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { WALLET_APP_PATH } from '@sigil/core';
import { dropDocumentHeaders } from './security-headers';

/**
 * The phone wallet's content security policy: as strict as the console's, with what a scanner
 * needs. Its own origin only (no third party at all); 'wasm-unsafe-eval' compiles the QR decoder's
 * WebAssembly (served from here, barcode-detector's ZXing) and grants no JavaScript eval; the
 * service worker is a script of this origin.
 */
export const WALLET_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Serves the built phone wallet (apps/wallet-web) at /wallet/: hashed assets for a year, the page,
 * its manifest and its service worker fresh on every visit (a new release reaches the phone at its
 * next start). The wallet routes in the URL's hash, so /wallet/ is its only page.
 */
export async function registerWalletApp(app: FastifyInstance, walletDistDir: string): Promise<void> {
  if (!existsSync(path.join(walletDistDir, 'index.html'))) {
    app.log.warn(
      { walletDistDir },
      'phone wallet build not found: /wallet/ is not served (run npm run build)',
    );
    return;
  }
  // /wallet → /wallet/: the page's service worker scope and its links are under the slash.
  const bare = WALLET_APP_PATH.slice(0, -1);
  app.addHook('onRequest', async (request, reply) => {
    const [pathname, query] = request.url.split('?', 2);
    if (pathname === bare)
      await reply.redirect(`${WALLET_APP_PATH}${query === undefined ? '' : `?${query}`}`, 301);
  });
  await app.register(fastifyStatic, {
    root: walletDistDir,
    prefix: WALLET_APP_PATH,
    decorateReply: false,
    index: ['index.html'],
    redirect: false,
    wildcard: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (immutable) {
        dropDocumentHeaders(res);
        return;
      }
      res.header('content-security-policy', WALLET_CONTENT_SECURITY_POLICY);
    },
  });
}
