import { ZApiError } from '@sigil/core';
import { ServerRefusedError, ServerUnreachableError } from './errors';

/** What the wallet needs of fetch; the global fetch fits, and so does a test app's inject adapter. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

const REQUEST_TIMEOUT_MS = 15_000;

export type JsonMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface JsonRequestOptions {
  /**
   * A session token, sent as `x-auth-token` (accepted on every path:
   * docs/architecture.md, API conventions).
   */
  token?: string;
  fetchImpl?: FetchLike;
}

/**
 * POSTs a JSON body and returns the parsed JSON answer (undefined for an empty body).
 * A non-2xx answer throws ServerRefusedError with the server's message; no answer at all throws
 * ServerUnreachableError.
 */
export async function postJson(url: string, body: unknown, fetchImpl: FetchLike = fetch): Promise<unknown> {
  return requestJson('POST', url, body, { fetchImpl });
}

/** Sends a JSON request (a body for anything but GET and DELETE) and reads the answer as postJson does. */
export async function requestJson(
  method: JsonMethod,
  url: string,
  body: unknown,
  { token, fetchImpl = fetch }: JsonRequestOptions = {},
): Promise<unknown> {
  const origin = new URL(url).origin;
  const hasBody = body !== undefined;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method,
      headers: {
        accept: 'application/json',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...(token ? { 'x-auth-token': token } : {}),
      },
      ...(hasBody ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ServerUnreachableError(origin, { cause: error });
  }

  const text = await response.text();
  const json = parseJsonOrUndefined(text);
  if (!response.ok) throw refusal(response, json);
  return json;
}

function refusal(response: Response, json: unknown): ServerRefusedError {
  const apiError = ZApiError.safeParse(json);
  if (apiError.success) {
    return new ServerRefusedError(apiError.data.error.message, response.status, apiError.data.error.code);
  }
  const statusText = response.statusText ? ` ${response.statusText}` : '';
  return new ServerRefusedError(`The server answered HTTP ${response.status}${statusText}`, response.status);
}

function parseJsonOrUndefined(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
