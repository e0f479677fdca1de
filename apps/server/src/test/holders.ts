import { parseQr, createAnswerJwt, type AnswerOptions, type Holder } from '@sigil/wallet';
import type { FastifyInstance } from 'fastify';
import type { TAuthPollResponse, TAuthRequestCreate, TAuthRequestCreated } from '@sigil/core';

export { newHolder } from '@sigil/wallet';
export type TestHolder = Holder;

export async function startRequest(
  app: FastifyInstance,
  body: TAuthRequestCreate,
): Promise<TAuthRequestCreated> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/request', payload: body });
  if (res.statusCode !== 200) throw new Error(`auth request failed: ${res.statusCode} ${res.body}`);
  return res.json<TAuthRequestCreated>();
}

export async function answer(
  app: FastifyInstance,
  holder: TestHolder,
  created: TAuthRequestCreated,
  options: Partial<AnswerOptions> = {},
) {
  const qr = parseQr(created.qr);
  const jwt = await createAnswerJwt({ privateKey: holder.privateKey, qr, approve: true, ...options });
  return app.inject({ method: 'POST', url: '/api/v1/auth/response', payload: { jwt } });
}

export async function poll(app: FastifyInstance, created: TAuthRequestCreated) {
  return app.inject({
    method: 'GET',
    url: `/api/v1/auth/request?txid=${created.txid}`,
    headers: { 'x-poll-secret': created.pollSecret },
  });
}

/** A whole QR login: request, wallet answer, poll. Returns what the console receives. */
export async function loginWithWallet(
  app: FastifyInstance,
  holder: TestHolder,
  mode: 'individual' | 'organisation' | 'provider',
  options: Partial<AnswerOptions> = {},
): Promise<TAuthPollResponse> {
  const created = await startRequest(app, { intent: 'login', mode });
  const answered = await answer(app, holder, created, options);
  if (answered.statusCode !== 200) throw new Error(`answer refused: ${answered.statusCode} ${answered.body}`);
  return (await poll(app, created)).json<TAuthPollResponse>();
}

/** A session of `holder` acting through one membership (a DID with several picks one, as the console's picker does). */
export async function signInThrough(
  app: FastifyInstance,
  holder: TestHolder,
  membershipId: string,
): Promise<string> {
  const login = await loginWithWallet(app, holder, 'organisation');
  if (login.profile?.selectedAccount?.membershipId === membershipId) return login.token!;
  const picked = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/select-account',
    headers: { authorization: `Bearer ${login.token}` },
    payload: { membershipId },
  });
  return picked.json<{ token: string }>().token;
}
