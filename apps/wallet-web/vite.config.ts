import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The phone wallet, served by the API server at /wallet/ (apps/server plugins/wallet-app.ts).
 * vite-plugin-pwa writes the web app manifest and a Workbox service worker that precaches the
 * app shell, the decoder's WebAssembly included: the wallet opens and scans with no network.
 */
/** WALLET_APP_PATH of @sigil/core (the config is loaded by Node, which does not read TypeScript packages). */
const WALLET_APP_PATH = '/wallet/';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: WALLET_APP_PATH,
  plugins: [
    react(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: {
        id: WALLET_APP_PATH,
        name: 'Sigil Wallet',
        short_name: 'Wallet',
        description: 'Your DID, your endorsements, and your answer to a Sigil console’s QR code.',
        start_url: WALLET_APP_PATH,
        scope: WALLET_APP_PATH,
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#2e7d32',
        background_color: '#ffffff',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,wasm}'],
        // The QR decoder's WebAssembly is about 1.1 MB.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        navigateFallback: `${WALLET_APP_PATH}index.html`,
        navigateFallbackAllowlist: [/^\/wallet\//],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  // React Router's production build, as the console's (apps/web/vite.config.ts).
  resolve: {
    alias: [
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
        ),
      },
    ],
  },
  server: { proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } } },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      // As the console's build: @sigil/core's unused modules drop out of its barrel.
      treeshake: { moduleSideEffects: [{ test: /[\\/]packages[\\/]core[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
});
