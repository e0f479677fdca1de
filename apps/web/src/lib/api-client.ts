import type { TApiError } from '@sigil/core';
import { assertJwtFormat } from './jwt';
import { notifySessionRejected } from './session-events';
import { useSessionStore } from './session-store';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type TQueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  /** JSON body. Required for every method other than GET and DELETE (spec §5), unless a file is sent. */
  payload?: unknown;
  /** A file sent as the body itself, with its own type (an organisation's logo). */
  file?: Blob;
  query?: Record<string, TQueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * The answer of this very request, already asked for (index.html's early session call): read as
   * if this client had sent it, its refusal and refreshed token included.
   */
  sent?: Promise<Response>;
}

/**
 * The error shape of core's ZApiError, checked by hand for size: this client loads with every
 * screen, and zod (25 KB gzip) would come with it onto /login (npm run size). api-client.test.ts
 * holds the two to the same answers.
 */
export function parseApiError(body: unknown): TApiError | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const { error } = body;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, fields } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  if (fields === undefined) return { error: { code, message } };
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return null;
  if (!Object.values(fields).every((value) => typeof value === 'string')) return null;
  return { error: { code, message, fields: fields as Record<string, string> } };
}

/** Any response status above 299 (spec §8). `message` is the server's own message when it sent one. */
export class ServerError extends Error {
  readonly status: number;
  /** Parsed JSON when the response was JSON, else its text. */
  readonly body: unknown;
  readonly code: string | undefined;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, body: unknown) {
    const parsed = parseApiError(body);
    const text = typeof body === 'string' && body.trim() ? body.trim() : null;
    super(parsed ? parsed.error.message : (text ?? `Request failed with status ${status}`));
    this.name = 'ServerError';
    this.status = status;
    this.body = body;
    this.code = parsed?.error.code;
    this.fields = parsed?.error.fields;
  }
}

/**
 * A spec path that does not start with /api is served at /api + path
 * (docs/architecture.md, API conventions).
 */
export function toApiUrl(path: string): string {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  return absolute === '/api' || absolute.startsWith('/api/') || absolute.startsWith('/api?')
    ? absolute
    : `/api${absolute}`;
}

/** Spec §7: the invitation service and features take x-auth-token, everything else a Bearer token. */
export function usesXAuthToken(apiUrl: string): boolean {
  const path = apiUrl.split('?')[0] ?? apiUrl;
  return (
    path.startsWith('/api/invite/') || path.startsWith('/api/v1/invitations') || path.includes('/features')
  );
}

export function authHeaders(apiUrl: string, token: string | null): Record<string, string> {
  if (!token) return {};
  return usesXAuthToken(apiUrl) ? { 'x-auth-token': token } : { Authorization: `Bearer ${token}` };
}

function withQuery(url: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export interface ApiClientDeps {
  /** Defaults to the global fetch, looked up on each call. */
  fetch?: typeof fetch;
  getToken: () => string | null;
  /** A valid token received in the x-auth-token response header. */
  onTokenRefreshed: (token: string) => void;
  /** The server answered 401 to a call that carried our token: the session is over. */
  onSessionRejected: () => void;
}

export function createApiClient(deps: ApiClientDeps) {
  async function send(
    method: THttpMethod,
    path: string,
    options: RequestOptions,
    accept: string,
  ): Promise<Response> {
    if (!path || !path.trim()) throw new Error('A request needs a URL');
    const hasPayload = options.payload !== undefined;
    if (!hasPayload && !options.file && method !== 'GET' && method !== 'DELETE') {
      throw new Error(`A ${method} request needs a payload`);
    }

    const token = deps.getToken();
    if (token) assertJwtFormat(token);

    const url = toApiUrl(path.trim());
    const headers: Record<string, string> = {
      Accept: accept,
      ...(hasPayload ? { 'Content-Type': 'application/json' } : {}),
      ...(options.file ? { 'Content-Type': options.file.type || 'application/octet-stream' } : {}),
      ...authHeaders(url, token),
      ...options.headers,
    };
    const doFetch = deps.fetch ?? globalThis.fetch;
    const response = await (options.sent ??
      doFetch(withQuery(url, options.query), {
        method,
        headers,
        body: options.file ?? (hasPayload ? JSON.stringify(options.payload) : undefined),
        signal: options.signal,
      }));

    if (response.status > 299) {
      // A refusal of a token that was replaced meanwhile (switch organisation revokes the old one
      // while a request that carried it may still be on its way) does not end the new session.
      if (response.status === 401 && token && deps.getToken() === token) deps.onSessionRejected();
      throw new ServerError(response.status, await readBody(response));
    }

    const refreshed = response.headers.get('x-auth-token');
    if (refreshed) {
      assertJwtFormat(refreshed);
      deps.onTokenRefreshed(refreshed);
    }
    return response;
  }

  async function request<T = unknown>(
    method: THttpMethod,
    path: string,
    options: RequestOptions = {},
  ): Promise<T> {
    return (await readBody(await send(method, path, options, 'application/json'))) as T;
  }

  return {
    request,
    /** GET a file (a CSV export) and hand back the response itself, its body unread: to be streamed. */
    getFile: (path: string, options?: Omit<RequestOptions, 'payload'>) =>
      send('GET', path, options ?? {}, '*/*'),
    /** PUT a file as the body itself. */
    putFile: <T = unknown>(path: string, file: Blob) => request<T>('PUT', path, { file }),
    get: <T = unknown>(path: string, options?: Omit<RequestOptions, 'payload'>) =>
      request<T>('GET', path, options),
    delete: <T = unknown>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
    post: <T = unknown>(path: string, payload: unknown, options?: RequestOptions) =>
      request<T>('POST', path, { ...options, payload }),
    put: <T = unknown>(path: string, payload: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, { ...options, payload }),
    patch: <T = unknown>(path: string, payload: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, { ...options, payload }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The console's client: the session store's token, refreshed tokens stored back, 401 ends the session. */
export const apiClient: ApiClient = createApiClient({
  getToken: () => useSessionStore.getState().token,
  onTokenRefreshed: (token) => useSessionStore.getState().setToken(token),
  onSessionRejected: notifySessionRejected,
});
