import { randomUUID } from 'node:crypto';
import type { Resolvable } from 'did-resolver';
import {
  AUTH_RESPONSE_PATH,
  authQrLink,
  SETUP_MESSAGES,
  WALLET_PROTOCOL_VERSION,
  orgNameForQr,
  ZWalletAnswerClaims,
  type TAuthPollResponse,
  type TAuthQr,
  type TAuthRejectionReason,
  type TAuthRequestCreate,
  type TAuthRequestCreated,
  type TLoginMode,
  type TOrganisationSignup,
  type TWalletAnswerResult,
} from '@sigil/core';
import type { Db, DbTx } from '../../db/client';
import { AppError, badRequest, notFound, unauthorised, forbidden } from '../../lib/errors';
import { matchesHash, randomToken, sha256Hex } from '../../lib/random';
import type { Realtime } from '../../plugins/realtime';
import type { IdentitiesService } from '../identities/identities.service';
import {
  claimPendingRequest,
  consumeResult,
  findAuthRequest,
  insertAuthRequest,
  markExpired,
  setRequestOutcome,
} from './auth.repository';
import { decodeDidJwt, verifyWalletJwt } from './answer-verifier';
import { setupCodeHash } from './provider-setup';
import { setupCodeExists } from './provider-setup.repository';
import type { SessionsService } from './sessions.service';

/** Kept with a provider login request made with the setup code: the code's hash, used up by the answer. */
interface ProviderSetupClaim {
  providerSetup: string;
}

export interface Holder {
  did: string;
  name: string;
  email: string;
}

/** What the enrolment module does with a signup request (wired in app.ts). */
export interface OrgSignupHandler {
  /** Refuses early what the answer would be refused for (e.g. a duplicate organisation). */
  check(params: TOrganisationSignup): Promise<void>;
  /** Records the signup once the holder has agreed, inside the answer's transaction. */
  complete(tx: DbTx, params: TOrganisationSignup, holder: Holder): Promise<void>;
}

type Outcome =
  | { status: 'COMPLETED'; result: Record<string, unknown> }
  | { status: 'REJECTED'; result: { reason: TAuthRejectionReason; message?: string } };

export interface AuthRequestsOptions {
  publicUrl: string;
  didMethod: string;
  ttlSeconds: number;
}

/** The QR request/answer/poll protocol of docs/wallet-protocol.md. */
export class AuthRequestsService {
  constructor(
    private readonly db: Db,
    private readonly options: AuthRequestsOptions,
    private readonly resolver: Resolvable,
    private readonly identities: IdentitiesService,
    private readonly sessions: SessionsService,
    private readonly realtime: Realtime,
    private readonly orgSignup: OrgSignupHandler | null,
    /** Told of each answer's outcome (the metrics count them). */
    private readonly countAnswer: (intent: string, outcome: string) => void = () => undefined,
  ) {}

  async create(input: TAuthRequestCreate & { additionalParams?: TOrganisationSignup }): Promise<TAuthRequestCreated> {
    const params = input.intent === 'orgsignup' ? input.additionalParams : null;
    if (params) {
      if (!this.orgSignup) throw new AppError(501, 'NOT_AVAILABLE', 'Organisation signup is not available');
      await this.orgSignup.check(params);
    }
    const setup = input.intent === 'login' && input.setupCode ? await this.setupClaim(input.mode, input.setupCode) : null;
    const txid = randomUUID();
    const nonce = randomToken(16);
    const pollSecret = randomToken(32);
    const expiresAt = new Date(Date.now() + this.options.ttlSeconds * 1000);
    const mode = input.intent === 'login' ? input.mode : null;
    await insertAuthRequest(this.db, {
      txid,
      intent: input.intent,
      mode,
      nonce,
      pollSecretHash: sha256Hex(pollSecret),
      params: params ?? setup,
      expiresAt,
    });
    const qr: TAuthQr = {
      v: WALLET_PROTOCOL_VERSION,
      kind: 'auth',
      intent: input.intent,
      ...(mode ? { mode } : {}),
      txid,
      nonce,
      aud: this.options.publicUrl,
      endpoint: `${this.options.publicUrl}${AUTH_RESPONSE_PATH}`,
      exp: Math.floor(expiresAt.getTime() / 1000),
      // Only the reference and a short name: the other fields stay in the request's row (params).
      ...(params ? { org: { name: orgNameForQr(params.orgName) } } : {}),
    };
    // The link opens the phone wallet from a phone's own camera app; every wallet reads it (readAuthQr).
    return { txid, qr: authQrLink(qr), pollSecret, expiresAt: expiresAt.toISOString() };
  }

  /** A provider login that claims the role with the first run's setup code (decision 0016). */
  private async setupClaim(mode: TLoginMode, setupCode: string): Promise<ProviderSetupClaim> {
    if (mode !== 'provider') throw badRequest(SETUP_MESSAGES.providerOnly, { setupCode: SETUP_MESSAGES.providerOnly });
    const codeHash = setupCodeHash(setupCode);
    if (!(await setupCodeExists(this.db, codeHash))) {
      throw badRequest(SETUP_MESSAGES.invalid, { setupCode: SETUP_MESSAGES.invalid });
    }
    return { providerSetup: codeHash };
  }

  /** The wallet's signed answer. Refusals change nothing. */
  async answer(jwt: string): Promise<TWalletAnswerResult> {
    const claims = ZWalletAnswerClaims.safeParse(decodeDidJwt(jwt));
    if (!claims.success) throw badRequest('The answer lacks required claims (txid, nonce, approve, iat, exp)');
    const request = await findAuthRequest(this.db, claims.data.txid);
    if (!request) throw notFound('Unknown login request');
    if (request.status === 'EXPIRED' || (request.status === 'PENDING' && request.expiresAt <= new Date())) {
      await markExpired(this.db, request.txid);
      this.countAnswer(request.intent, 'EXPIRED');
      throw new AppError(410, 'REQUEST_EXPIRED', 'This request has expired: ask for a new QR code');
    }
    if (request.status !== 'PENDING') throw new AppError(409, 'ALREADY_ANSWERED', 'This request has already been answered');
    if (claims.data.nonce !== request.nonce) throw badRequest('The answer does not match this request (wrong nonce)');

    const signer = await verifyWalletJwt(jwt, {
      audience: this.options.publicUrl,
      didMethod: this.options.didMethod,
      resolver: this.resolver,
    });
    const holderProfile = { name: claims.data.name?.trim() ?? '', email: claims.data.email?.trim().toLowerCase() ?? '' };

    const outcome = await this.db.transaction(async (tx) => {
      const won = await claimPendingRequest(tx, request.txid, {
        status: claims.data.approve ? 'COMPLETED' : 'REJECTED',
        answeredByDid: signer.did,
      });
      if (!won) throw new AppError(409, 'ALREADY_ANSWERED', 'This request has already been answered');
      await this.identities.registerHolder(tx, { did: signer.did, publicKey: signer.publicKey, ...holderProfile });
      const holder = { did: signer.did, ...(await this.identities.profileOf(tx, signer.did)) };
      const decided = claims.data.approve
        ? await this.decide(tx, request.intent, request.mode as TLoginMode | null, request.params, holder)
        : ({ status: 'REJECTED', result: { reason: 'DENIED_BY_HOLDER' } } as const);
      await setRequestOutcome(tx, request.txid, decided);
      await this.realtime.publish(tx, {
        topic: request.txid,
        payload: { type: 'auth-request', txid: request.txid, status: decided.status },
      });
      return decided;
    });

    this.countAnswer(request.intent, outcome.status === 'REJECTED' ? outcome.result.reason : outcome.status);
    return outcome.status === 'REJECTED' ? { status: outcome.status, ...outcome.result } : { status: outcome.status };
  }

  private async decide(
    tx: DbTx,
    intent: string,
    mode: TLoginMode | null,
    params: unknown,
    holder: Holder & { avatar: string | null },
  ): Promise<Outcome> {
    if (intent === 'orgsignup') {
      try {
        // A savepoint: a duplicate found now is an answer (REJECTED), not a failed transaction.
        await tx.transaction((savepoint) => this.orgSignup!.complete(savepoint, params as TOrganisationSignup, holder));
      } catch (error) {
        if (!(error instanceof AppError && error.statusCode === 409)) throw error;
        return { status: 'REJECTED', result: { reason: 'DUPLICATE_ORGANISATION', message: error.message } };
      }
      return { status: 'COMPLETED', result: {} };
    }
    const setup = params as Partial<ProviderSetupClaim> | null;
    const session = await this.sessions.startWalletLogin(tx, mode ?? 'individual', holder, setup?.providerSetup);
    if ('reason' in session) return { status: 'REJECTED', result: { reason: session.reason } };
    return { status: 'COMPLETED', result: { token: session.token, profile: session.profile } };
  }

  /** The console's poll: needs the poll secret; the token and profile are handed out once. */
  async poll(txid: string, pollSecret: string | undefined): Promise<TAuthPollResponse> {
    if (!pollSecret) throw unauthorised('The x-poll-secret header is required');
    const request = await findAuthRequest(this.db, txid);
    if (!request) throw notFound('Unknown login request');
    if (!matchesHash(pollSecret, request.pollSecretHash)) throw forbidden('Wrong poll secret');
    if (request.status === 'PENDING') {
      if (request.expiresAt > new Date()) return { status: 'PENDING' };
      await markExpired(this.db, txid);
      return { status: 'EXPIRED' };
    }
    if (request.status === 'EXPIRED') return { status: 'EXPIRED' };
    const result = await consumeResult(this.db, txid);
    if (!result) throw new AppError(410, 'ALREADY_CONSUMED', 'This request has already been used');
    return { status: request.status as 'COMPLETED' | 'REJECTED', ...result };
  }
}
