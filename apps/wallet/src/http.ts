import { ZApiError } from '@sigil/core';
import { ServerRefusedError, ServerUnreachableError } from './errors';

/** What the wallet needs of fetch; the global fetch fits, and so does a test app's inject adapter. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

const REQUEST_TIMEOUT_MS = 15_000;

/**
 * POSTs a JSON body and returns the parsed JSON answer (undefined for an empty body).
 * A non-2xx answer throws ServerRefusedError with the server's message; no answer at all throws
 * ServerUnreachableError.
 */
export async function postJson(url: string, body: unknown, fetchImpl: FetchLike = fetch): Promise<unknown> {
  const origin = new URL(url).origin;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
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
