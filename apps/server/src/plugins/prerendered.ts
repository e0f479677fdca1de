import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ALL_LOOKS,
  DEFAULT_LANGUAGE,
  LOOK_COOKIE,
  lookName,
  parseLook,
  PRERENDER_PRODUCT_NAME,
  SUPPORTED_LANGUAGES,
  type TLanguage,
  type TLook,
} from '@sigil/core';
import escapeHtml from 'escape-html';

/**
 * The console's public screens as the build prerendered them (apps/web src/prerender.tsx), one page
 * per look (language × theme): sent in the look the visitor's browser will show, so the screen
 * paints before any JavaScript has run, and React hydrates it (decision 0015).
 */
interface PrerenderedPaths {
  /** Path → screen, for the screens prerendered; `/__not-found__` is the not-found page. */
  screens: Record<string, string>;
  /** Every path the console has a screen for. */
  appPaths: string[];
}

const NOT_FOUND_PATH = '/__not-found__';
const BROTLI_BEST = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
/** Chromium sends the colour scheme once asked for it (Accept-CH), from the next request on. */
const COLOUR_SCHEME_HINT = 'sec-ch-prefers-color-scheme';

/** A prerendered page, and its compressed forms once a browser has asked for them. */
interface Page {
  html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** The build's folder of prerendered screens, inside the console's dist folder. */
export const PRERENDERED_DIR = 'prerendered';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The first of the browser's languages (Accept-Language, by weight) that the console speaks. */
function acceptedLanguage(header: string | undefined): TLanguage {
  const ranked = (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { primary: tag.split('-')[0]?.toLowerCase() ?? '', q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find((entry) => (SUPPORTED_LANGUAGES as readonly string[]).includes(entry.primary));
  return (found?.primary as TLanguage | undefined) ?? DEFAULT_LANGUAGE;
}

/**
 * The look a request's browser will show: the one its page last kept in the look cookie, else its
 * languages and colour scheme as the request states them. The page's own script checks the guess
 * and renders afresh when it was wrong (apps/web first-screens.config.ts).
 */
export function lookOf(request: Pick<FastifyRequest, 'headers'>): TLook {
  const kept = parseLook(cookieValue(request.headers.cookie, LOOK_COOKIE));
  if (kept) return kept;
  const scheme = request.headers[COLOUR_SCHEME_HINT];
  return {
    language: acceptedLanguage(request.headers['accept-language']),
    theme: scheme === 'dark' ? 'dark' : 'light',
  };
}

export interface PrerenderedScreens {
  /** Sends the prerendered page for `pathname`, or returns false when it has none. */
  send(request: FastifyRequest, reply: FastifyReply, pathname: string): boolean;
}

/** The prerendered pages of a build, with the product name put in; none without them. */
export function loadPrerenderedScreens(webDistDir: string, productName: string): PrerenderedScreens {
  const dir = path.join(webDistDir, PRERENDERED_DIR);
  const pathsFile = path.join(dir, 'paths.json');
  if (!existsSync(pathsFile)) return { send: () => false };
  const paths = JSON.parse(readFileSync(pathsFile, 'utf8')) as PrerenderedPaths;
  const appPaths = new Set(paths.appPaths);
  const pages = new Map<string, Page>();
  for (const screen of Object.values(paths.screens)) {
    for (const look of ALL_LOOKS) {
      const name = `${screen}.${lookName(look)}`;
      const html = Buffer.from(
        readFileSync(path.join(dir, `${name}.html`), 'utf8').replaceAll(
          PRERENDER_PRODUCT_NAME,
          escapeHtml(productName),
        ),
      );
      pages.set(name, { html });
    }
  }

  return {
    send(request, reply, pathname) {
      const screen =
        paths.screens[pathname] ?? (appPaths.has(pathname) ? undefined : paths.screens[NOT_FOUND_PATH]);
      const page = screen && pages.get(`${screen}.${lookName(lookOf(request))}`);
      if (!page) return false;
      const accepted = request.headers['accept-encoding'] ?? '';
      // Each page is compressed the first time a browser asks for it: compressing all of them (at
      // brotli's best) was 0.4 s of every start (docs/performance.md, Start-up).
      const [encoding, body] = /\bbr\b/.test(accepted)
        ? (['br', (page.br ??= brotliCompressSync(page.html, BROTLI_BEST))] as const)
        : /\bgzip\b/.test(accepted)
          ? (['gzip', (page.gzip ??= gzipSync(page.html, { level: 9 }))] as const)
          : ([null, page.html] as const);
      if (encoding) reply.header('content-encoding', encoding);
      void reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', `Accept-Encoding, Accept-Language, Cookie, ${COLOUR_SCHEME_HINT}`)
        .header('accept-ch', COLOUR_SCHEME_HINT)
        .send(body);
      return true;
    },
  };
}
