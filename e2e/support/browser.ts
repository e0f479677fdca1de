import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';

const artifactsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');

/** Debian's Chromium (CHROMIUM_PATH overrides). A missing browser fails the suite: never a silent skip. */
export function chromiumLaunchOptions(options: { remoteDebuggingPort?: number } = {}): {
  executablePath: string;
  args: string[];
} {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: apt-get install -y chromium, or set CHROMIUM_PATH`,
    );
  }
  return {
    executablePath,
    args: [
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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

export interface ContextOptions {
  colorScheme?: 'light' | 'dark';
  locale?: string;
  /** The console's language, as if the user had picked it before (the language switch's choice). */
  language?: 'en' | 'de';
  /** Desktop (1366 × 860) unless given. */
  viewport?: { width: number; height: number };
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
    : ALL_SCREEN_VARIANTS.filter(({ colorScheme, language }) => (colorScheme === 'light') === (language === 'en'));

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
  });
  if (options.language) await context.addInitScript((lang) => localStorage.setItem('language', lang), options.language);
  const page = await context.newPage();
  return { context, page };
}

/** A fresh context (no shared storage) and a page on the console. */
export type OpenPage = (options?: ContextOptions) => Promise<{ context: BrowserContext; page: Page }>;

/**
 * The Chromium of one describe block: launched before its tests and closed after them. `open()`
 * gives each test a fresh context and page. The base URL may be a function, for a story that
 * starts its own server in its beforeAll.
 */
export function useChromium(baseURL: string | (() => string)): { open: OpenPage } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  // A failed test leaves what its pages showed: e2e/artifacts/failed-<test>-<n>.png.
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(async () => {
      const pages = browser?.contexts().flatMap((context) => context.pages()) ?? [];
      const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
      for (const [index, page] of pages.entries()) {
        await screenshot(page, `failed-${name}-${index + 1}`).catch(() => undefined);
      }
    });
  });
  const base = typeof baseURL === 'string' ? () => baseURL : baseURL;
  return { open: (options) => newPage(browser!, base(), options) };
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
