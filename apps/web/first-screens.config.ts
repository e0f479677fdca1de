import type { Plugin } from 'vite';
import { STORAGE_KEYS } from '../../packages/core/src/constants';

/**
 * The screen a page load opens first, chosen before any module has run: by whether a session is
 * stored (spec §9's `token` key) and, for a signed-in load, by the address. The first rule that
 * matches wins. A signed-out load of any address ends on /login or another public screen, which
 * share most of the login screen's modules; a signed-in one opens the dashboard shell.
 */
interface FirstScreen {
  signedIn: boolean;
  /** The exact pathname, or null for any. */
  pathname: string | null;
  /** The source modules whose chunks (with their imports) load beside the entry's. */
  modules: readonly string[];
}

/** The dashboard shell with its header's bell, and the schema of the session's profile it waits for. */
const DASHBOARD_SHELL = [
  'src/layouts/dashboard-layout.tsx',
  'src/features/notifications/components/notification-bell.tsx',
  'src/lib/session-contracts.ts',
];

const FIRST_SCREENS: readonly FirstScreen[] = [
  { signedIn: true, pathname: '/', modules: ['src/features/home/pages/home-page.tsx', ...DASHBOARD_SHELL] },
  { signedIn: true, pathname: null, modules: DASHBOARD_SHELL },
  { signedIn: false, pathname: null, modules: ['src/features/auth/pages/login-page.tsx'] },
];

/** What the page's inline script receives: per rule, the chunk files to preload. */
type PreloadRule = [signedIn: boolean, pathname: string | null, files: string[]];

/** The call that every signed-in screen makes first (apps/web/src/lib/early-session-call.ts). */
const SESSION_CALL = '/api/v1/auth/me';

/**
 * The inline script. For a stored session it first sends the session's profile call, which the
 * console then reads instead of asking after its first render. Then it adds the first matching
 * rule's files as `<link rel=modulepreload>`. Plain ES5, in the page itself, so that it runs while
 * the HTML is parsed, before the entry has loaded. The server's content security policy allows it
 * by its hash (apps/server plugins/spa.ts).
 */
const preloadScript = (rules: PreloadRule[]) => `(function (rules) {
  var token = null;
  try { token = localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)}); } catch (e) {}
  var signedIn = token !== null;
  if (signedIn) {
    var response = fetch(${JSON.stringify(SESSION_CALL)}, {
      headers: { Accept: 'application/json', Authorization: 'Bearer ' + token }
    });
    response.catch(function () {});
    window.sigilEarlySessionCall = { token: token, response: response };
  }
  for (var i = 0; i < rules.length; i++) {
    var rule = rules[i];
    if (rule[0] !== signedIn || (rule[1] !== null && rule[1] !== location.pathname)) continue;
    for (var j = 0; j < rule[2].length; j++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = '/' + rule[2][j];
      document.head.appendChild(link);
    }
    return;
  }
})(${JSON.stringify(rules)});`;

/**
 * Preloads the first screen's modules with the entry's. A route's module is otherwise requested
 * only once the entry has run and the router has matched it: on a phone that is one more round
 * trip, after seconds of script, before the screen can paint (Lighthouse, docs/performance.md).
 * The entry's own imports are in the page already (Vite's modulepreload links).
 */
export function preloadFirstScreens(): Plugin {
  return {
    name: 'sigil-preload-first-screens',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('No entry chunk in the bundle');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const chunkOf = (module: string) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
          if (!chunk)
            throw new Error(
              `No chunk for ${module}: apps/web/first-screens.config.ts names a module the build lacks`,
            );
          return chunk.fileName;
        };
        // A modulepreload fetches one module, not its imports: name them all, the entry's aside.
        const closure = (file: string, into: Set<string>): Set<string> => {
          if (into.has(file)) return into;
          into.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
          return into;
        };
        const withEntry = closure(entry.fileName, new Set());
        const rules = FIRST_SCREENS.map(({ signedIn, pathname, modules }): PreloadRule => {
          const files = new Set<string>();
          for (const module of modules) closure(chunkOf(module), files);
          return [signedIn, pathname, [...files].filter((file) => !withEntry.has(file))];
        });
        return [{ tag: 'script', children: preloadScript(rules), injectTo: 'head' as const }];
      },
    },
  };
}
