import type { FastifyInstance } from 'fastify';

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** A fetch answered by the app itself (app.inject), whatever the URL's host: the request's path and query. */
export function injectAsFetch(app: FastifyInstance): Fetch {
  return async (input, init = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: res.headers as Record<string, string>,
    });
  };
}

/**
 * The registry reading its own public URLs as any verifier does (DID documents, status lists,
 * accreditations), without a trip through the network; any other URL is fetched.
 */
export function selfFetch(app: FastifyInstance, publicUrl: string): Fetch {
  const own = injectAsFetch(app);
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return url.startsWith(`${publicUrl}/`) ? own(input, init) : fetch(input, init);
  };
}
