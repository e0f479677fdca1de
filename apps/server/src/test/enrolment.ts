import type { FastifyInstance } from 'fastify';
import type { TAuthPollResponse, TEnrolmentRequestItem, TOrganisationSignupInput } from '@sigil/core';
import { answer, loginWithWallet, newHolder, poll, startRequest, type TestHolder } from './holders';

let sequence = 0;

/** Seven valid signup fields, unique per call unless overridden. */
export function signupFields(overrides: Partial<TOrganisationSignupInput> = {}): TOrganisationSignupInput {
  const n = ++sequence;
  return {
    orgName: `Acme ${n} Pte Ltd`,
    contactEmail: `Ops${n}@Acme.Example`,
    contactNumber: '+65 9123 4567',
    orgRegNumber: `2019${String(n).padStart(5, '0')}K`,
    corporateWebsite: `https://acme${n}.example`,
    mailingAddress1: `${n} Raffles Place`,
    countryOfIncorporation: 'Singapore',
    ...overrides,
  };
}

/** The console's signup step 1 and the wallet's answer; returns what the console's poll receives. */
export async function signupThroughWallet(
  app: FastifyInstance,
  fields: TOrganisationSignupInput,
  holder: TestHolder = newHolder(),
  profile: { name?: string; email?: string } = { name: 'Rita Requester', email: 'rita@acme.example' },
): Promise<{ holder: TestHolder; polled: TAuthPollResponse }> {
  const created = await startRequest(app, { intent: 'orgsignup', additionalParams: fields });
  const answered = await answer(app, holder, created, profile);
  if (answered.statusCode !== 200)
    throw new Error(`signup answer refused: ${answered.statusCode} ${answered.body}`);
  return { holder, polled: (await poll(app, created)).json<TAuthPollResponse>() };
}

export const bearer = (token: string | undefined) => ({ authorization: `Bearer ${token}` });

export async function providerToken(app: FastifyInstance, provider: TestHolder): Promise<string> {
  const result = await loginWithWallet(app, provider, 'provider');
  if (!result.token) throw new Error(`provider login failed: ${JSON.stringify(result)}`);
  return result.token;
}

export async function listEnrolments(
  app: FastifyInstance,
  token: string,
  query = '',
): Promise<TEnrolmentRequestItem[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/invite/invitations/${query}`,
    headers: bearer(token),
  });
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
  return res.json<TEnrolmentRequestItem[]>();
}

export function decide(
  app: FastifyInstance,
  token: string,
  id: string,
  type: 'approve' | 'reject',
  extra: { features?: string[]; reason?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/invite/invitations/${id}`,
    headers: bearer(token),
    payload: { id, type, ...extra },
  });
}
