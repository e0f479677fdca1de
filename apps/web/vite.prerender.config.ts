import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import escapeHtml from 'escape-html';

/**
 * The second step of `npm run build`: the public screens rendered to HTML at build time, once per
 * look (language × theme), so that their first paint needs no JavaScript (decision 0015). Vite
 * builds `src/prerender.tsx` for Node, one file with every library in it; this config's plugin
 * then runs it and writes `dist/prerendered/<screen>.<look>.html` from the client build's
 * index.html, with `paths.json`, which the server reads (apps/server plugins/prerendered.ts).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
// Inside dist (ignored by git; a dot folder the server does not serve), removed once the pages are written.
const ssrOut = path.join(dist, '.prerender');

/** Minimal stand-ins for the browser's storage and navigator, which modules read as they load. */
function browserStandIns(): void {
  class MemoryStorage {
    private items = new Map<string, string>();
    get length() {
      return this.items.size;
    }
    key = (index: number) => [...this.items.keys()][index] ?? null;
    getItem = (key: string) => this.items.get(key) ?? null;
    setItem = (key: string, value: string) => void this.items.set(key, String(value));
    removeItem = (key: string) => void this.items.delete(key);
    clear = () => this.items.clear();
  }
  Object.assign(globalThis, { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });
  if (!('navigator' in globalThis))
    Object.assign(globalThis, { navigator: { language: 'en', languages: ['en'] } });
}

/** What hides a prerendered screen the page's first script found not to be this visitor's. */
const STALE_RULE = '<style>html[data-prerendered=stale] #root{visibility:hidden}</style>';

function writePrerenderedScreens(): Plugin {
  return {
    name: 'sigil-write-prerendered-screens',
    apply: 'build',
    async closeBundle() {
      browserStandIns();
      type Entry = typeof import('./src/prerender');
      const entry = (await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href)) as Entry;
      const { ALL_LOOKS, lookName, PRERENDER_PRODUCT_NAME } = entry;
      const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
      const outDir = path.join(dist, 'prerendered');
      rmSync(outDir, { recursive: true, force: true });
      mkdirSync(outDir, { recursive: true });
      for (const [screen, pathname] of Object.entries(entry.PRERENDERED_SCREENS)) {
        for (const look of ALL_LOOKS) {
          const rendered = await entry.renderScreen(pathname, look);
          const { html, title } = rendered;
          // Plain styles, not emotion's: the console's own cache must not adopt them, so that a page
          // rendered afresh in another look can drop them (main.tsx) and a hydrated one makes its own.
          const styles = rendered.styles.replaceAll('data-emotion="', 'data-prerendered-style="');
          const page = template
            .replace(/<html lang="[^"]*">/, `<html lang="${look.language}" data-look="${lookName(look)}">`)
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
            .replace(
              '</head>',
              `<meta name="application-name" content="${PRERENDER_PRODUCT_NAME}" />${STALE_RULE}${styles}</head>`,
            )
            .replace('<div id="root"></div>', `<div id="root">${html}</div>`)
            // The page paints from its HTML: its scripts are not needed for that (decision 0015).
            .replaceAll(
              '<script type="module" crossorigin',
              '<script type="module" fetchpriority="low" crossorigin',
            )
            .replaceAll(
              '<link rel="modulepreload" crossorigin',
              '<link rel="modulepreload" fetchpriority="low" crossorigin',
            );
          if (!page.includes(html)) throw new Error('prerender: index.html has no <div id="root"></div>');
          writeFileSync(path.join(outDir, `${screen}.${lookName(look)}.html`), page);
        }
      }
      const screens = Object.fromEntries(
        Object.entries(entry.PRERENDERED_SCREENS).map(([screen, p]) => [p, screen]),
      );
      writeFileSync(path.join(outDir, 'paths.json'), JSON.stringify({ screens, appPaths: entry.APP_PATHS }));
      rmSync(ssrOut, { recursive: true, force: true });
    },
  };
}

export default defineConfig({
  root: here,
  plugins: [react(), writePrerenderedScreens()],
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/prerender.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'prerender.js', codeSplitting: false } },
  },
});
