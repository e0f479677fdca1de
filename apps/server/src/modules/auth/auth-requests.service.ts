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
  type TLoginProtocol,
  type TOpenid4vpResponse,
  type TOrganisationSignup,
  type TWalletAnswerResult,
} from '@sigil/core';
import type { Db, DbTx } from '../../db/client';
import { AppError, badRequest, notFound, unauthorised, forbidden } from '../../lib/errors';
import { alreadyAnswered, isExpired, requireOpen } from '../../lib/qr-requests';
import { matchesHash, randomToken, sha256Hex } from '../../lib/random';
import type { Realtime } from '../../plugins/realtime';
import type { IdentitiesService } from '../identities/identities.service';
import {
  type AuthRequestRow,
  claimPendingRequest,
  consumeResult,
  findAuthRequest,
  insertAuthRequest,
  markExpired,
  setRequestOutcome,
} from './auth.repository';
import { decodeDidJwt, verifyWalletJwt } from './answer-verifier';
import type { Openid4vpLogin } from './openid4vp';
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

/** What the requests service works with (wired in app.ts). */
export interface AuthRequestsDeps {
  db: Db;
  resolver: Resolvable;
  identities: IdentitiesService;
  sessions: SessionsService;
  realtime: Realtime;
  orgSignup: OrgSignupHandler | null;
  /** Login by a standard wallet (OpenID4VP); without it only our own protocol is offered. */
  openid4vp: Openid4vpLogin | null;
  /** Told of each answer's outcome (the metrics count them). */
  countAnswer?: (intent: string, outcome: string) => void;
}

/** A holder who answered, verified by either protocol: the DID, the key that signed, their profile. */
type Answerer = { did: string; publicKey: string; name: string; email: string };

/**
 * The QR request/answer/poll protocol of docs/wallet-protocol.md: our wallets answer with a
 * did-jwt, standard wallets through OpenID4VP (§8); both settle a request the same way.
 */
export class AuthRequestsService {
  private readonly db: Db;
  private readonly countAnswer: (intent: string, outcome: string) => void;

  constructor(
    private readonly options: AuthRequestsOptions,
    private readonly deps: AuthRequestsDeps,
  ) {
    this.db = deps.db;
    this.countAnswer = deps.countAnswer ?? (() => undefined);
  }

  async create(
    input: TAuthRequestCreate & { additionalParams?: TOrganisationSignup },
  ): Promise<TAuthRequestCreated> {
    const params = input.intent === 'orgsignup' ? input.additionalParams : null;
    if (params) {
      if (!this.deps.orgSignup)
        throw new AppError(501, 'NOT_AVAILABLE', 'Organisation signup is not available');
      await this.deps.orgSignup.check(params);
    }
    const setup =
      input.intent === 'login' && input.setupCode ? await this.setupClaim(input.mode, input.setupCode) : null;
    const protocol = input.intent === 'login' ? (input.protocol ?? 'sigil') : 'sigil';
    const openid4vp = protocol === 'openid4vp' ? this.deps.openid4vp : null;
    if (protocol === 'openid4vp' && !openid4vp) {
      throw new AppError(501, 'NOT_AVAILABLE', 'Login by a standard wallet is not available');
    }
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
      protocol,
      pollSecretHash: sha256Hex(pollSecret),
      params: params ?? setup,
      expiresAt,
    });
    if (openid4vp) {
      return { txid, qr: openid4vp.link(txid), pollSecret, expiresAt: expiresAt.toISOString() };
    }
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
    if (mode !== 'provider')
      throw badRequest(SETUP_MESSAGES.providerOnly, { setupCode: SETUP_MESSAGES.providerOnly });
    const codeHash = setupCodeHash(setupCode);
    if (!(await setupCodeExists(this.db, codeHash))) {
      throw badRequest(SETUP_MESSAGES.invalid, { setupCode: SETUP_MESSAGES.invalid });
    }
    return { providerSetup: codeHash };
  }

  /** Our wallet's signed answer. Refusals change nothing. */
  async answer(jwt: string): Promise<TWalletAnswerResult> {
    const claims = ZWalletAnswerClaims.safeParse(decodeDidJwt(jwt));
    if (!claims.success)
      throw badRequest('The answer lacks required claims (txid, nonce, approve, iat, exp)');
    const request = await this.answerable(claims.data.txid, 'sigil');
    if (claims.data.nonce !== request.nonce)
      throw badRequest('The answer does not match this request (wrong nonce)');

    const signer = await verifyWalletJwt(jwt, {
      audience: this.options.publicUrl,
      didMethod: this.options.didMethod,
      resolver: this.deps.resolver,
    });
    const answerer = {
      ...signer,
      name: claims.data.name?.trim() ?? '',
      email: claims.data.email?.trim().toLowerCase() ?? '',
    };
    return this.settle(request, answerer, claims.data.approve);
  }

  /** GET {request_uri}: the signed OpenID4VP request object, while its login request waits. */
  async openid4vpRequestObject(txid: string): Promise<string> {
    const openid4vp = this.requireOpenid4vp();
    const request = await this.answerable(txid, 'openid4vp');
    return openid4vp.requestObject(request);
  }

  /**
   * A standard wallet's direct_post: a self-issued ID token for the request named by `state`, or an
   * OAuth error by which the holder declined (it carries no signature, so it only ends the wait).
   */
  async openid4vpAnswer(form: TOpenid4vpResponse): Promise<TWalletAnswerResult> {
    const openid4vp = this.requireOpenid4vp();
    const request = await this.answerable(form.state, 'openid4vp');
    if (!form.id_token) {
      if (!form.error) throw badRequest('The answer carries neither an id_token nor an error');
      return this.settle(request, null, false);
    }
    const holder = await openid4vp.verifyIdToken(form.id_token, request);
    return this.settle(request, holder, true);
  }

  private requireOpenid4vp(): Openid4vpLogin {
    if (!this.deps.openid4vp)
      throw new AppError(404, 'NOT_AVAILABLE', 'Login by a standard wallet is not available');
    return this.deps.openid4vp;
  }

  /** A request an answer of `protocol` may still settle; else why not (404, 410, 409). */
  private async answerable(txid: string, protocol: TLoginProtocol): Promise<AuthRequestRow> {
    const request = await findAuthRequest(this.db, txid);
    if (!request || request.protocol !== protocol) throw notFound('Unknown login request');
    return requireOpen(request, async () => {
      await markExpired(this.db, request.txid);
      this.countAnswer(request.intent, 'EXPIRED');
    });
  }

  /**
   * One answer settles a request, in one transaction: the first wins, its holder is registered,
   * the login or signup is decided, and the console hears of it. `answerer` is null for a decline
   * that names no one.
   */
  private async settle(
    request: AuthRequestRow,
    answerer: Answerer | null,
    approve: boolean,
  ): Promise<TWalletAnswerResult> {
    const outcome = await this.db.transaction(async (tx) => {
      const won = await claimPendingRequest(tx, request.txid, {
        status: approve ? 'COMPLETED' : 'REJECTED',
        answeredByDid: answerer?.did ?? null,
      });
      if (!won) throw alreadyAnswered();
      let decided: Outcome = { status: 'REJECTED', result: { reason: 'DENIED_BY_HOLDER' } };
      if (answerer) {
        const { did, publicKey, name, email } = answerer;
        await this.deps.identities.registerHolder(tx, { did, publicKey, name, email });
        const holder = { did, ...(await this.deps.identities.profileOf(tx, did)) };
        if (approve)
          decided = await this.decide(
            tx,
            request.intent,
            request.mode as TLoginMode | null,
            request.params,
            holder,
          );
      }
      await setRequestOutcome(tx, request.txid, decided);
      await this.deps.realtime.publish(tx, {
        topic: request.txid,
        payload: { type: 'auth-request', txid: request.txid, status: decided.status },
      });
      return decided;
    });

    this.countAnswer(request.intent, outcome.status === 'REJECTED' ? outcome.result.reason : outcome.status);
    return outcome.status === 'REJECTED'
      ? { status: outcome.status, ...outcome.result }
      : { status: outcome.status };
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
        await tx.transaction((savepoint) =>
          this.deps.orgSignup!.complete(savepoint, params as TOrganisationSignup, holder),
        );
      } catch (error) {
        if (!(error instanceof AppError && error.statusCode === 409)) throw error;
        return { status: 'REJECTED', result: { reason: 'DUPLICATE_ORGANISATION', message: error.message } };
      }
      return { status: 'COMPLETED', result: {} };
    }
    const setup = params as Partial<ProviderSetupClaim> | null;
    const session = await this.deps.sessions.startWalletLogin(
      tx,
      mode ?? 'individual',
      holder,
      setup?.providerSetup,
    );
    if ('reason' in session) return { status: 'REJECTED', result: { reason: session.reason } };
    return { status: 'COMPLETED', result: { token: session.token, profile: session.profile } };
  }

  /** The console's poll: needs the poll secret; the token and profile are handed out once. */
  async poll(txid: string, pollSecret: string | undefined): Promise<TAuthPollResponse> {
    if (!pollSecret) throw unauthorised('The x-poll-secret header is required');
    const request = await findAuthRequest(this.db, txid);
    if (!request) throw notFound('Unknown login request');
    if (!matchesHash(pollSecret, request.pollSecretHash)) throw forbidden('Wrong poll secret');
    if (isExpired(request)) {
      if (request.status === 'PENDING') await markExpired(this.db, txid);
      return { status: 'EXPIRED' };
    }
    if (request.status === 'PENDING') return { status: 'PENDING' };
    const result = await consumeResult(this.db, txid);
    if (!result) throw new AppError(410, 'ALREADY_CONSUMED', 'This request has already been used');
    return { status: request.status as 'COMPLETED' | 'REJECTED', ...result };
  }
}
