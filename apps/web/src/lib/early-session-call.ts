/**
 * The `GET /api/v1/auth/me` that index.html's inline script sends for a stored session while the
 * page's modules load (apps/web/first-screens.config.ts): the profile then comes with the first
 * render instead of a round trip after it.
 */
interface EarlySessionCall {
  token: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    sigilEarlySessionCall?: EarlySessionCall;
  }
}

/**
 * The early call's answer, once, when it was sent with `token` (the stored token may have been
 * replaced meanwhile): the session's first profile request reads it instead of asking again.
 */
export function takeEarlySessionCall(token: string | null): Promise<Response> | undefined {
  const call = window.sigilEarlySessionCall;
  delete window.sigilEarlySessionCall;
  return call && token !== null && call.token === token ? call.response : undefined;
}
