import { vi } from 'vitest';
import { DEFAULT_PUBLIC_CONFIG } from '../lib/public-config';

export interface MockRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

/** A JSON body or a Response. */
type Reply = object | string | number | boolean | null;
type Handler = (request: MockRequest) => Reply | Promise<Reply>;

function urlOf(input: RequestInfo | URL): URL {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(href, 'http://localhost');
}

/**
 * Stubs fetch with routes keyed 'METHOD /api/path' (the decoded pathname, no query). A route is a
 * JSON body, a Response, or a handler returning either; GET /api/v1/config answers the defaults and
 * anything else is a 404. `calls` records every request, in order.
 */
export function mockApi(routes: Record<string, Handler | Reply>) {
  const calls: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = urlOf(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request: MockRequest = {
      method,
      path: decodeURIComponent(url.pathname),
      query: url.searchParams,
      body,
      headers: new Headers(init?.headers),
    };
    calls.push(request);
    const route = routes[`${method} ${request.path}`];
    if (route === undefined) {
      if (url.pathname === '/api/v1/config') return Response.json(DEFAULT_PUBLIC_CONFIG);
      return apiError(404, `No mock for ${method} ${url.pathname}`);
    }
    const reply = typeof route === 'function' ? await (route as Handler)(request) : route;
    return reply instanceof Response ? reply : Response.json(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    /** The requests made to one 'METHOD /path'. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/** The API's error shape (docs/architecture.md, API conventions). */
export function apiError(status: number, message: string, fields?: Record<string, string>): Response {
  const code = status >= 500 ? 'INTERNAL_ERROR' : status === 409 ? 'CONFLICT' : 'VALIDATION_FAILED';
  return Response.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status });
}

/** A WebSocket that never connects: the QR flows then rely on polling, as they must. */
export class SilentWebSocket {
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  close(): void {}
}
