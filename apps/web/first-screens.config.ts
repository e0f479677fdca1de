import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import {
  LOOK_COOKIE,
  PREFERENCE_STORAGE_KEYS,
  STORAGE_KEYS,
  SUPPORTED_LANGUAGES,
} from '../../packages/core/src/constants.ts';

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

/**
 * The dashboard shell with its header's bell (src/app/dashboard.tsx), and what it waits for: the
 * schema of the session's profile and the console's texts.
 */
const DASHBOARD_SHELL = [
  'src/app/dashboard.tsx',
  'src/lib/session-contracts.ts',
  'src/locales/en-console.json',
];

const HOME: FirstScreen = {
  signedIn: true,
  pathname: '/',
  modules: ['src/features/home/pages/home-page.tsx', ...DASHBOARD_SHELL],
};
const LOGIN: FirstScreen = {
  signedIn: false,
  pathname: null,
  modules: ['src/features/auth/pages/login-page.tsx'],
};
const FIRST_SCREENS: readonly FirstScreen[] = [
  HOME,
  { signedIn: true, pathname: null, modules: DASHBOARD_SHELL },
  LOGIN,
];

/** What the page's inline script receives: per rule, the chunk files to preload. */
type PreloadRule = [signedIn: boolean, pathname: string | null, files: string[]];

/** The call that every signed-in screen makes first (apps/web/src/lib/early-session-call.ts). */
const SESSION_CALL = '/api/v1/auth/me';

/**
 * The inline script. It works out the page's look (language and theme) as the console will: the
 * stored choice, else the browser's languages (lib/i18n browserLanguage) and colour scheme. It
 * keeps that look in a cookie, so the server sends the next page prerendered in it, and marks a
 * prerendered page whose look is not this one, or that a session will replace, as stale: hidden
 * until main.tsx renders the console afresh (decision 0015). For a stored session it then sends
 * the session's profile call, which the console reads instead of asking after its first render.
 * Then it adds the first matching
 * rule's files as `<link rel=modulepreload>`. Plain ES5, in the page itself, so that it runs while
 * the HTML is parsed, before the entry has loaded. The server's content security policy allows it
 * by its hash (apps/server plugins/spa.ts).
 */
const preloadScript = (rules: PreloadRule[]) => `(function (rules) {
  var token = null, language = null, theme = null;
  try {
    token = localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)});
    language = localStorage.getItem(${JSON.stringify(PREFERENCE_STORAGE_KEYS.language)});
    theme = localStorage.getItem(${JSON.stringify(PREFERENCE_STORAGE_KEYS.theme)});
  } catch (e) {}
  var signedIn = token !== null;
  var languages = ${JSON.stringify(SUPPORTED_LANGUAGES)};
  if (languages.indexOf(language) < 0) {
    language = languages[0];
    var tags = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    for (var t = 0; t < tags.length; t++) {
      var primary = String(tags[t]).split('-')[0].toLowerCase();
      if (languages.indexOf(primary) >= 0) { language = primary; break; }
    }
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  var look = language + '.' + theme;
  document.cookie = ${JSON.stringify(LOOK_COOKIE)} + '=' + look + '; path=/; max-age=31536000; samesite=lax';
  var html = document.documentElement;
  var served = html.getAttribute('data-look');
  var stale = served !== null && (served !== look || signedIn);
  if (stale) html.setAttribute('data-prerendered', 'stale');
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
      // A page that paints from its HTML needs no script for it: the document comes first.
      if (served !== null && !stale) link.fetchPriority = 'low';
      document.head.appendChild(link);
    }
    return;
  }
})(${JSON.stringify(rules)});`;

/**
 * The chunk files each first screen loads beside the entry's (in FIRST_SCREENS' order), and the
 * entry's own: a chunk with the chunks it imports, which a modulepreload does not fetch by itself.
 */
function firstLoads(chunks: readonly Rollup.OutputChunk[]): { entry: Set<string>; screens: Set<string>[] } {
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('No entry chunk in the bundle');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (module: string) => {
    const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(module)));
    if (!chunk)
      throw new Error(
        `No chunk for ${module}: apps/web/first-screens.config.ts names a module the build lacks`,
      );
    return chunk.fileName;
  };
  const closure = (file: string, into: Set<string>): Set<string> => {
    if (into.has(file)) return into;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
    return into;
  };
  const withEntry = closure(entry.fileName, new Set());
  const screens = FIRST_SCREENS.map(({ modules }) => {
    const files = new Set<string>();
    for (const module of modules) closure(chunkOf(module), files);
    return new Set([...files].filter((file) => !withEntry.has(file)));
  });
  return { entry: withEntry, screens };
}

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
        const { screens } = firstLoads(Object.values(bundle).filter((output) => output.type === 'chunk'));
        const rules = FIRST_SCREENS.map(({ signedIn, pathname }, index): PreloadRule => [
          signedIn,
          pathname,
          [...screens[index]!],
        ]);
        return [{ tag: 'script', children: preloadScript(rules), injectTo: 'head' as const }];
      },
    },
  };
}

/** Set while the first of the two builds runs (firstScreenChunks): it must not start a third. */
const FIRST_PASS = 'SIGIL_FIRST_SCREENS_FIRST_PASS';

/**
 * Two chunks named from what the first screens load, so that each first load asks for few scripts
 * (a phone on HTTP/1.1 asks for six at a time and waits a round trip for each; docs/performance.md,
 * 2026-11-28 "the home in seven requests"):
 * - `ui-first`: the UI libraries (`uiLibraries`: MUI, emotion and their helpers) that the entry and
 *   the login screen use, with what they import; /login loads nothing more of them;
 * - `signed-in`: every module the home's first load needs that the login screen does not: the
 *   dashboard shell, the home, and the parts of MUI, the API client and the core they use. Left to
 *   split by what shares what, they were some thirty chunks of one or two KB. Other signed-in
 *   screens load this chunk too: they need most of it (the shell), and the rest is a few KB. The
 *   console's texts stay a chunk of their own: the login screen loads them as well.
 * Which modules those are, only a build can tell (a barrel import names far more modules than the
 * build keeps), so the build runs twice: the first, unwritten, with the chunks split as they fall,
 * names them for the second.
 */
export function firstScreenChunks({ uiLibraries }: { uiLibraries: RegExp }): Plugin {
  return {
    name: 'sigil-first-screen-chunks',
    apply: 'build',
    // The first build splits as the modules fall, without the named groups: it tells module by
    // module what each first screen needs.
    outputOptions(options) {
      return process.env[FIRST_PASS] ? { ...options, codeSplitting: true } : null;
    },
    async config() {
      if (process.env[FIRST_PASS]) return;
      process.env[FIRST_PASS] = '1';
      let output: (Rollup.OutputChunk | Rollup.OutputAsset)[];
      try {
        const { build } = await import('vite');
        const result = await build({
          configFile: fileURLToPath(new URL('./vite.config.ts', import.meta.url)),
          logLevel: 'error',
          build: { write: false },
        });
        if (!('output' in result)) throw new Error('The first build gave no single output');
        output = result.output;
      } finally {
        delete process.env[FIRST_PASS];
      }
      const chunks = output.filter((item) => item.type === 'chunk');
      const { entry, screens } = firstLoads(chunks);
      const home = screens[FIRST_SCREENS.indexOf(HOME)]!;
      const login = screens[FIRST_SCREENS.indexOf(LOGIN)]!;
      const modulesOf = (loaded: (file: string) => boolean) =>
        new Set(chunks.filter((chunk) => loaded(chunk.fileName)).flatMap((chunk) => chunk.moduleIds));
      const loginUi = new Set(
        [...modulesOf((file) => entry.has(file) || login.has(file))].filter((id) => uiLibraries.test(id)),
      );
      const signedIn = new Set(
        [...modulesOf((file) => home.has(file) && !login.has(file))].filter((id) => !id.endsWith('.json')),
      );
      const groups = [
        { name: 'ui-first', priority: 20, test: (id: string) => loginUi.has(id) },
        {
          name: 'signed-in',
          priority: 15,
          // The modules the group names, not what they import: the entry's and the login screen's
          // stay where they are.
          includeDependenciesRecursively: false,
          test: (id: string) => signedIn.has(id),
        },
      ];
      return { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } };
    },
  };
}
