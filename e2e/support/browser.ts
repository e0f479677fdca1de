import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { STORAGE_KEYS } from '@sigil/core';

const artifactsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');

/** Starts the browser with the feature lists merged (Chromium keeps only the last one it is given). */
const chromiumStarter = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'chromium.sh');

/**
 * The whole browser, headless, builds the address bar's drop-down, a page of its own in a renderer
 * of its own, for every window, and each browser context is a window: 0.8 s of CPU per context,
 * more than the console's /login costs (docs/performance.md, History, "2026-11-30 midday"). Nothing
 * here ever shows an address bar (the headless shell has none to turn off).
 */
const UNUSED_BROWSER_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * Which of Debian's two builds of Chromium. The stories run in the headless shell: Chromium's
 * engine (Blink, V8, its network stack) without the browser around it, which is what Playwright's
 * own headless runs use; the suite took about an eighth less time (docs/decisions/0025). The whole browser
 * is used where the browser around the page is what is checked: a web app's installability, which
 * the shell does not assess, and Lighthouse's scores.
 */
export type TChromiumBuild = 'headless-shell' | 'browser';

const CHROMIUM_BUILDS: Record<TChromiumBuild, { env: string; path: string; debianPackage: string }> = {
  'headless-shell': {
    env: 'CHROMIUM_HEADLESS_SHELL_PATH',
    path: '/usr/bin/chromium-headless-shell',
    debianPackage: 'chromium-headless-shell',
  },
  browser: { env: 'CHROMIUM_PATH', path: '/usr/bin/chromium', debianPackage: 'chromium' },
};

/**
 * How to launch Debian's Chromium (its path from CHROMIUM_PATH, or CHROMIUM_HEADLESS_SHELL_PATH
 * for the shell). A missing browser fails the suite: never a silent skip.
 */
export function chromiumLaunchOptions(
  options: { build?: TChromiumBuild; remoteDebuggingPort?: number } = {},
): {
  executablePath: string;
  args: string[];
  env: NodeJS.ProcessEnv;
} {
  const build = CHROMIUM_BUILDS[options.build ?? 'headless-shell'];
  const chromiumPath = process.env[build.env] ?? build.path;
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: apt-get install -y ${build.debianPackage}, or set ${build.env}`,
    );
  }
  return {
    executablePath: chromiumStarter,
    // The starter runs this binary (chromium.sh).
    env: { ...process.env, SIGIL_CHROMIUM_BINARY: chromiumPath },
    args: [
      `--disable-features=${UNUSED_BROWSER_FEATURES.join(',')}`,
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
      // Lighthouse (tools/lighthouse.ts) drives the same browser through this port.
      ...(options.remoteDebuggingPort ? [`--remote-debugging-port=${options.remoteDebuggingPort}`] : []),
    ],
  };
}

/** A Chromium of the stories' build (the headless shell) unless another is asked for. */
export function launchBrowser(build?: TChromiumBuild): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions({ build }));
}

export interface ContextOptions {
  colorScheme?: 'light' | 'dark';
  locale?: string;
  /** The console's language, as if the user had picked it before (the language switch's choice). */
  language?: 'en' | 'de';
  /** Desktop (1366 × 860) unless given. */
  viewport?: { width: number; height: number };
  /** A session the console finds in its storage, as a login leaves it (support/login.ts, signIn). */
  session?: { token: string; loggedInAs: string };
}

/** The looks a screen can be captured in: light and dark, English and German. */
const ALL_SCREEN_VARIANTS = [
  { colorScheme: 'light', language: 'en' },
  { colorScheme: 'dark', language: 'en' },
  { colorScheme: 'light', language: 'de' },
  { colorScheme: 'dark', language: 'de' },
] as const satisfies readonly ContextOptions[];

/**
 * The looks the galleries capture: light English and dark German, which between them show both
 * themes and both languages (the accessibility sweep checks every screen in both themes on its
 * own). `E2E_ALL_VARIANTS=1` captures all four, to look at every screen in each.
 */
export const screenVariants: readonly (typeof ALL_SCREEN_VARIANTS)[number][] =
  process.env.E2E_ALL_VARIANTS === '1'
    ? ALL_SCREEN_VARIANTS
    : ALL_SCREEN_VARIANTS.filter(
        ({ colorScheme, language }) => (colorScheme === 'light') === (language === 'en'),
      );

export async function newPage(
  browser: Browser,
  baseURL: string,
  options: ContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    colorScheme: options.colorScheme ?? 'light',
    locale: options.locale ?? 'en-GB',
    viewport: options.viewport ?? { width: 1366, height: 860 },
    ...(options.session && {
      storageState: {
        cookies: [],
        origins: [
          {
            origin: new URL(baseURL).origin,
            localStorage: [
              { name: STORAGE_KEYS.token, value: options.session.token },
              { name: STORAGE_KEYS.loggedInAs, value: options.session.loggedInAs },
            ],
          },
        ],
      },
    }),
  });
  if (options.language)
    await context.addInitScript((lang) => localStorage.setItem('language', lang), options.language);
  const page = await context.newPage();
  return { context, page };
}

/** A fresh context (no shared storage) and a page on the console. */
export type OpenPage = (options?: ContextOptions) => Promise<{ context: BrowserContext; page: Page }>;

/** A describe block's Chromium: fresh pages on the console, and the console's address. */
export interface Chromium {
  open: OpenPage;
  baseUrl: () => string;
}

/**
 * One Chromium per test worker, launched when a story first asks and shared by the files the worker
 * runs (they share modules: `isolate: false` in e2e/vitest.config.ts). Each test still gets fresh
 * contexts; Playwright ends the browser with the worker's process.
 */
let workerBrowser: Promise<Browser> | undefined;

function sharedBrowser(): Promise<Browser> {
  workerBrowser ??= launchBrowser().then((browser) => {
    browser.on('disconnected', () => (workerBrowser = undefined));
    return browser;
  });
  return workerBrowser;
}

/**
 * Chromium for one describe block: `open()` gives each test a fresh context and page, and the
 * block's contexts are closed after its tests. The base URL may be a function, for a story that
 * starts its own server in its beforeAll.
 */
export function useChromium(baseURL: string | (() => string)): Chromium {
  let browser: Browser | undefined;
  const contexts = new Set<BrowserContext>();
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await Promise.all([...contexts].map((context) => context.close().catch(() => undefined)));
  });
  // A failed test leaves what its pages showed: e2e/artifacts/failed-<test>-<n>.png.
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(async () => {
      const pages = [...contexts].flatMap((context) => context.pages());
      const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
      for (const [index, page] of pages.entries()) {
        await screenshot(page, `failed-${name}-${index + 1}`).catch(() => undefined);
      }
    });
  });
  const base = typeof baseURL === 'string' ? () => baseURL : baseURL;
  return {
    baseUrl: base,
    open: async (options) => {
      const opened = await newPage(browser!, base(), options);
      contexts.add(opened.context);
      opened.context.on('close', () => contexts.delete(opened.context));
      return opened;
    },
  };
}

/** Saves a screenshot under e2e/artifacts/ (ignored by git) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}

/** A JWT-shaped token with the given payload (not signed: for client-side expiry checks only). */
export function unsignedToken(payload: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'ES256', typ: 'JWT' })}.${encode(payload)}.c2lnbmF0dXJl`;
}
