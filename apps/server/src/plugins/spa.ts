import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@sigil/core';
import { loadPrerenderedScreens, PRERENDERED_DIR } from './prerendered';
import { dropDocumentHeaders } from './security-headers';

/** The text of each inline script (a `<script>` without `src`) of an HTML page. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The content security policy's sources for the inline scripts of the built console's index.html
 * ('sha256-…' each): the policy lets exactly these run, and no other inline script. None without a
 * build. The build writes one (apps/web/first-screens.config.ts, decision 0013).
 */
export function consoleInlineScripts(webDistDir: string): string[] {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  return [...readFileSync(indexFile, 'utf8').matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((script) => script.trim() !== '')
    .map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
}

/**
 * Serves the built console with history fallback: any non-API GET that is not a file returns
 * its prerendered screen (a public screen, or the not-found page for a path of no screen) or else
 * index.html; an unknown /api path is a JSON 404.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDistDir: string,
  productName: string,
): Promise<void> {
  const hasConsole = existsSync(path.join(webDistDir, 'index.html'));
  const prerendered = loadPrerenderedScreens(webDistDir, productName);
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The prerendered screens are sent at their screens' paths, with the product's name put in:
      // never as files of their own.
      allowedPath: (pathname) => !pathname.startsWith(`/${PRERENDERED_DIR}/`),
      // The build made .br and .gz copies of each text file: the one the browser accepts is sent.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (immutable) dropDocumentHeaders(res);
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'console build not found: only the API is served (run npm run build)');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (!isApi && hasConsole && (request.method === 'GET' || request.method === 'HEAD')) {
      if (prerendered.send(request, reply, pathname)) return reply;
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ error: { code: ERROR_CODES.notFound, message: `No route ${request.method} ${pathname}` } });
  });
}
