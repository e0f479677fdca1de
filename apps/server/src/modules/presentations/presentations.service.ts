import { randomUUID } from 'node:crypto';
import {
  ENDORSEMENT_QUERY_ID,
  PRESENTATION_PATHS,
  type TAuthRequestCreated,
  type TPresentationPoll,
  type TPresentationResponse,
  type TPresentationVerification,
} from '@sigil/core';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { alreadyAnswered, isExpired, requireOpen } from '../../lib/qr-requests';
import {
  clientIdOf,
  openid4vpLink,
  signRequestObject,
  type RequestSigner,
} from '../../lib/openid4vp-request';
import { matchesHash, randomToken, sha256Hex } from '../../lib/random';
import type { SessionUser } from '../../lib/session-tokens';
import type { RealtimePublisher } from '../../plugins/realtime';
import type { AccessGate } from '../access/access-gate.service';
import {
  findPresentationRequest,
  insertPresentationRequest,
  markPresentationExpired,
  settlePresentationRequest,
  type PresentationRequestRow,
} from './presentations.repository';

export interface PresentationsOptions {
  publicUrl: string;
  productName: string;
  ttlSeconds: number;
}

/** Checks a wallet's vp_token for a request (presentation-verifier.ts, with the registry's resolver and fetch). */
export type VerifyPresented = (
  vpToken: string,
  expected: { nonce: string; clientId: string },
) => Promise<TPresentationVerification>;

/**
 * "Verify a person" (docs/wallet-protocol.md §12): an organisation's Admin or UserAdmin shows a QR;
 * the holder's standard wallet presents an endorsement; the registry checks the presentation and
 * the chain, and the console reads what it found. The same QR lifecycle as a login: one answer,
 * a poll secret, a push on the request's topic.
 */
export class PresentationsService {
  private readonly clientId: string;

  constructor(
    private readonly db: Db,
    private readonly access: AccessGate,
    private readonly realtime: RealtimePublisher,
    private readonly registry: RequestSigner,
    private readonly verify: VerifyPresented,
    private readonly options: PresentationsOptions,
  ) {
    this.clientId = clientIdOf(registry);
  }

  async create(user: SessionUser): Promise<TAuthRequestCreated> {
    const actor = await this.access.require(user, 'persons:verify');
    const txid = randomUUID();
    const pollSecret = randomToken(32);
    const expiresAt = new Date(Date.now() + this.options.ttlSeconds * 1000);
    await insertPresentationRequest(this.db, {
      txid,
      organisationId: actor.membership!.organisationId,
      requestedByDid: user.sub,
      nonce: randomToken(16),
      pollSecretHash: sha256Hex(pollSecret),
      expiresAt,
    });
    const requestUri = `${this.options.publicUrl}${PRESENTATION_PATHS.requestObjects}/${txid}`;
    return {
      txid,
      qr: openid4vpLink(this.clientId, requestUri),
      pollSecret,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** GET {request_uri}: what the wallet is asked for — an endorsement, by DCQL — and where to answer. */
  async requestObject(txid: string): Promise<string> {
    const request = await this.answerable(txid);
    return signRequestObject(this.registry, {
      response_type: 'vp_token',
      response_mode: 'direct_post',
      response_uri: `${this.options.publicUrl}${PRESENTATION_PATHS.response}`,
      nonce: request.nonce,
      state: request.txid,
      exp: Math.floor(request.expiresAt.getTime() / 1000),
      dcql_query: {
        credentials: [
          {
            id: ENDORSEMENT_QUERY_ID,
            format: 'jwt_vc_json',
            meta: { type_values: [['VerifiableCredential', 'EndorsementCredential']] },
          },
        ],
      },
      client_metadata: {
        client_name: this.options.productName,
        vp_formats_supported: { jwt_vc_json: { alg_values: ['EdDSA', 'ES256', 'ES256K', 'ES256K-R'] } },
      },
    });
  }

  /**
   * The wallet's direct_post: a presentation, checked now and kept for the console; or an OAuth
   * error by which the holder declined. A presentation that fails a check is still an answer: the
   * console shows which step failed.
   */
  async answer(form: TPresentationResponse): Promise<{ status: 'COMPLETED' | 'REJECTED' }> {
    const request = await this.answerable(form.state);
    const outcome = form.vp_token
      ? {
          status: 'COMPLETED' as const,
          result: await this.verify(form.vp_token, { nonce: request.nonce, clientId: this.clientId }),
        }
      : { status: 'REJECTED' as const, result: { reason: form.error ?? 'access_denied' } };
    await this.db.transaction(async (tx) => {
      if (!(await settlePresentationRequest(tx, request.txid, outcome))) {
        throw alreadyAnswered();
      }
      await this.realtime.publish(tx, {
        topic: request.txid,
        payload: { type: 'auth-request', txid: request.txid, status: outcome.status },
      });
    });
    return { status: outcome.status };
  }

  /** The console's poll: its own organisation's request, with the poll secret. */
  async poll(user: SessionUser, txid: string, pollSecret: string | undefined): Promise<TPresentationPoll> {
    const actor = await this.access.require(user, 'persons:verify');
    // The session is valid: a missing secret is a malformed request, not a missing login.
    if (!pollSecret) throw badRequest('The x-poll-secret header is required');
    const request = await findPresentationRequest(this.db, txid);
    if (!request || request.organisationId !== actor.membership!.organisationId)
      throw notFound('Unknown request');
    if (!matchesHash(pollSecret, request.pollSecretHash)) throw forbidden('Wrong poll secret');
    if (request.status === 'PENDING' && isExpired(request)) {
      await markPresentationExpired(this.db, txid);
      return { status: 'EXPIRED' };
    }
    if (request.status === 'COMPLETED') {
      return { status: 'COMPLETED', verification: request.result as TPresentationVerification };
    }
    if (request.status === 'REJECTED') {
      return { status: 'REJECTED', reason: (request.result as { reason: string }).reason };
    }
    return { status: request.status as 'PENDING' | 'EXPIRED' };
  }

  /** A request a wallet may still fetch or answer; else why not (404, 410, 409). */
  private async answerable(txid: string): Promise<PresentationRequestRow> {
    const request = await findPresentationRequest(this.db, txid);
    if (!request) throw notFound('Unknown request');
    return requireOpen(request, () => markPresentationExpired(this.db, txid));
  }
}
