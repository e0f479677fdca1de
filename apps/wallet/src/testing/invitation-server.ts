import { ANSWER_INVITATION_PATH, CLAIM_INVITATION_PATH } from '../invitations';
import { WALLET_TOKEN_PATH } from '../protocol';
import { createPendingInvitation } from './factories';
import { startJsonServer, type JsonReply, type RecordedRequest, type TestServer } from './http-server';

type Route = (request: RecordedRequest) => JsonReply;

/**
 * A local stand-in for the server's side of an invitation answer (wallet token, claim, answer),
 * until the wallet can be tested against the real invitation routes. `routes` replace its answers,
 * keyed 'METHOD /path'; anything else is a 404 in the API's error shape.
 */
export function startInvitationServer(routes: Record<string, Route> = {}): Promise<TestServer> {
  const all: Record<string, Route> = {
    [`POST ${WALLET_TOKEN_PATH}`]: () => ({
      status: 200,
      body: { token: 'wallet-token', expiresAt: '2030-01-01T00:00:00.000Z' },
    }),
    [`POST ${CLAIM_INVITATION_PATH}`]: () => ({ status: 200, body: createPendingInvitation() }),
    [`PUT ${ANSWER_INVITATION_PATH}`]: ({ body }) => ({
      status: 200,
      body: {
        message:
          (body as { invitationStatus?: string }).invitationStatus === 'Accepted'
            ? 'Accepted successfully'
            : 'Rejected successfully',
      },
    }),
    ...routes,
  };
  return startJsonServer(
    (request) =>
      all[`${request.method} ${request.path}`]?.(request) ?? {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.path}` } },
      },
  );
}
