import {
  PRESENTATION_PATHS,
  ZAuthRequestCreated,
  ZPresentationPoll,
  type TAuthRequestCreated,
  type TPresentationPoll,
} from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import type { QrRequestCalls } from '../../../lib/auth-requests';

/** POST /api/v1/presentations: a QR asking a wallet to present an endorsement. */
async function createPresentationRequest(): Promise<TAuthRequestCreated> {
  return ZAuthRequestCreated.parse(await apiClient.post(PRESENTATION_PATHS.requests, {}));
}

/** GET /api/v1/presentations/{txid} with the poll secret: PENDING, or what the registry found. */
async function pollPresentationRequest(created: TAuthRequestCreated): Promise<TPresentationPoll> {
  return ZPresentationPoll.parse(
    await apiClient.get(`${PRESENTATION_PATHS.requests}/${encodeURIComponent(created.txid)}`, {
      headers: { 'x-poll-secret': created.pollSecret },
    }),
  );
}

export const PRESENTATION_REQUEST_CALLS: QrRequestCalls<TPresentationPoll> = {
  create: createPresentationRequest,
  poll: pollPresentationRequest,
};
