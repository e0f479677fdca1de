import type { Resolvable } from 'did-resolver';
import { isSuspended } from '@sigil/core';
import type {
  TAuthRejectionReason,
  TLoginMode,
  TMembershipRef,
  TProfileSettings,
  TSessionProfile,
  TSessionResponse,
} from '@sigil/core';
import type { Db, DbOrTx } from '../../db/client';
import { ACCESS_MESSAGES, AppError, badRequest, forbidden, unauthorised } from '../../lib/errors';
import type { SessionClaims, SessionTokens, SessionUser } from '../../lib/session-tokens';
import type { IdentitiesService } from '../identities/identities.service';
import type { EnrolmentService } from '../enrolment/enrolment.service';
import type { MembersService, MembershipRow } from '../members/members.service';
import { useWalletJti } from './auth.repository';
import { claimProvider, isClaimedProvider } from './provider-setup.repository';
import { decodeDidJwt, verifyWalletJwt } from './answer-verifier';
import { fetchGoogleUser } from './google';
import { NO_NEWS, type PersonalNews } from '../notifications/personal-news.service';

export interface SessionsOptions {
  publicUrl: string;
  didMethod: string;
  providerDids: string[];
  providerEmails: string[];
  /** Google sign-in is offered only with a client id and at least one provider e-mail. */
  googleClientId: string | null;
  googleUserinfoUrl: string;
}

type Holder = { did: string; name: string; email: string; avatar: string | null };

/** A membership one may log in through: its organisation is not suspended. */
const isUsable = (m: MembershipRow) => !isSuspended(m.organisationStatus);

function membershipRef(m: MembershipRow): TMembershipRef {
  return {
    enrollmentID: m.organisationId,
    enrolledOrg: m.businessName,
    organizationDid: m.organisationDid,
    type: m.roleType,
    membershipId: m.membershipId,
  };
}

/** Sessions: who may log in in which mode, their profile, account choice, logout, wallet tokens. */
export class SessionsService {
  constructor(
    private readonly db: Db,
    private readonly tokens: SessionTokens,
    private readonly options: SessionsOptions,
    private readonly resolver: Resolvable,
    private readonly identities: IdentitiesService,
    private readonly members: MembersService,
    private readonly enrolment: Pick<EnrolmentService, 'latestStatusOf'>,
    private readonly news: PersonalNews = NO_NEWS,
  ) {}

  /**
   * The session a wallet login opens, or why it may not: an organisation login needs an Admin,
   * UserAdmin or RoleAdmin membership (spec §4), a provider login a provider's DID (isProvider).
   */
  async startWalletLogin(
    tx: DbOrTx,
    mode: TLoginMode,
    holder: Holder,
    providerSetup?: string,
  ): Promise<TSessionResponse | { reason: TAuthRejectionReason }> {
    const session = await this.openWalletSession(tx, mode, holder, providerSetup);
    if ('token' in session) {
      const organisationName = session.profile.organisation?.businessName ?? null;
      await this.news.record(tx, holder.did, { kind: 'login', data: { mode, organisationName } });
    }
    return session;
  }

  private async openWalletSession(
    tx: DbOrTx,
    mode: TLoginMode,
    holder: Holder,
    providerSetup: string | undefined,
  ): Promise<TSessionResponse | { reason: TAuthRejectionReason }> {
    const extdata = { name: holder.name, email: holder.email };
    switch (mode) {
      case 'individual':
        return this.open({ sub: holder.did, aud: 'individual', did: { extdata } }, holder, []);
      case 'provider':
        if (!(await this.isProvider(tx, holder.did, providerSetup))) return { reason: 'NOT_PROVIDER' };
        return this.open({ sub: holder.did, aud: 'provider', did: { extdata } }, holder, []);
      case 'organisation': {
        const all = await this.members.adminMembershipsOf(holder.did, tx);
        const memberships = all.filter(isUsable);
        if (all.length > 0 && memberships.length === 0) return { reason: 'ORGANISATION_SUSPENDED' };
        if (memberships.length === 0) return { reason: await this.noOrganisationReason(tx, holder.did) };
        const only = memberships.length === 1 ? memberships[0]! : null;
        return this.open(this.organisationClaims(holder, only), holder, memberships, only);
      }
    }
  }

  /**
   * A DID in PROVIDER_DIDS, one that claimed the role on the first run, or one claiming it now with
   * the setup code this login was asked with (the code is used up: decision 0016).
   */
  private async isProvider(tx: DbOrTx, did: string, providerSetup: string | undefined): Promise<boolean> {
    if (this.options.providerDids.includes(did) || (await isClaimedProvider(tx, did))) return true;
    return providerSetup !== undefined && (await claimProvider(tx, providerSetup, did));
  }

  /**
   * Why a DID with no admin membership may not log in as an organisation: its own signup still
   * awaits the provider's review or was rejected, or else the spec's "only admin" refusal.
   */
  private async noOrganisationReason(tx: DbOrTx, did: string): Promise<TAuthRejectionReason> {
    const enrolment = await this.enrolment.latestStatusOf(tx, did);
    if (enrolment === 'INVITED') return 'ENROLMENT_PENDING';
    if (enrolment === 'REJECTED') return 'ENROLMENT_REJECTED';
    return 'NOT_ORGANISATION_ADMIN';
  }

  /** An organisation login with several memberships picks one; a new token carries the choice. */
  async selectAccount(user: SessionUser, membershipId: string): Promise<TSessionResponse> {
    if (user.aud !== 'organisation') throw forbidden('Only an organisation login selects an account');
    const memberships = (await this.members.adminMembershipsOf(user.sub)).filter(isUsable);
    const chosen = memberships.find((m) => m.membershipId === membershipId);
    if (!chosen) throw forbidden('This membership is not yours');
    const holder = { did: user.sub, ...(await this.identities.profileOf(this.db, user.sub)) };
    const session = await this.open(this.organisationClaims(holder, chosen), holder, memberships, chosen);
    await this.tokens.revoke(user);
    return session;
  }

  async profile(user: SessionUser): Promise<TSessionProfile> {
    if (user.aud === 'wallet') throw forbidden();
    if (user.aud !== 'organisation') {
      const stored = user.sub.startsWith('did:') ? await this.identities.profileOf(this.db, user.sub) : null;
      return {
        did: user.sub,
        name: stored?.name || user.did.extdata.name,
        email: stored?.email || user.did.extdata.email,
        mode: user.aud,
        avatar: stored?.avatar ?? null,
        roles: [],
        selectedAccount: null,
        organisation: null,
      };
    }
    const holder = { did: user.sub, ...(await this.identities.profileOf(this.db, user.sub)) };
    const memberships = (await this.members.adminMembershipsOf(user.sub)).filter(isUsable);
    const selected = user.mid ? await this.members.membership(user.mid) : undefined;
    if (user.mid && (!selected || selected.memberDid !== user.sub)) {
      throw unauthorised('Your membership has ended: please log in again');
    }
    if (selected && !isUsable(selected)) throw unauthorised(ACCESS_MESSAGES.organisationSuspended);
    return this.buildProfile(holder, 'organisation', memberships, selected ?? null);
  }

  /**
   * PUT /api/v1/auth/me: my name, e-mail and avatar (account settings). A login without a DID (a
   * provider through Google) has no registry profile to change.
   */
  async updateProfile(user: SessionUser, input: TProfileSettings): Promise<TSessionProfile> {
    if (user.aud === 'wallet') throw forbidden();
    await this.db.transaction(async (tx) => {
      const changed = await this.identities.setProfile(tx, user.sub, {
        name: input.name,
        email: input.email,
        ...(input.avatar !== undefined ? { avatar: input.avatar } : {}),
      });
      if (!changed) throw badRequest('This login has no registered DID to keep a profile for');
      await this.news.record(tx, user.sub, {
        kind: 'settings-changed',
        data: { what: 'profile', organisationName: null },
      });
    });
    return this.profile(user);
  }

  async logout(user: SessionUser): Promise<void> {
    await this.tokens.revoke(user);
  }

  /** POST /api/v1/auth/wallet: a did-jwt { iss, aud, iat, exp ≤ 300 s, jti } buys a wallet token. */
  async walletToken(jwt: string): Promise<{ token: string; expiresAt: string }> {
    const payload = decodeDidJwt(jwt);
    if (typeof payload.jti !== 'string' || payload.jti.length < 8)
      throw new AppError(400, 'VALIDATION_FAILED', 'The request needs a jti');
    const signer = await verifyWalletJwt(jwt, {
      audience: this.options.publicUrl,
      didMethod: this.options.didMethod,
      resolver: this.resolver,
    });
    const jti = payload.jti;
    const issued = await this.db.transaction(async (tx) => {
      const fresh = await useWalletJti(tx, `${signer.did}:${jti}`, new Date(Number(payload.exp) * 1000));
      if (!fresh) throw new AppError(409, 'REPLAYED', 'This token request was already used');
      await this.identities.registerHolder(tx, { did: signer.did, publicKey: signer.publicKey });
      const profile = await this.identities.profileOf(tx, signer.did);
      return this.tokens.issue({
        sub: signer.did,
        aud: 'wallet',
        did: { extdata: { name: profile.name, email: profile.email } },
      });
    });
    return { token: issued.token, expiresAt: issued.expiresAt.toISOString() };
  }

  /** Provider sign-in with Google: a verified e-mail listed in PROVIDER_EMAILS. */
  async googleLogin(accessToken: string): Promise<{ data: { token: string; user: TSessionProfile } }> {
    // 404, not signup's 501: a sign-in switched off by configuration is no server fault, and anyone
    // may call this public route, so it must not raise the 5xx alarms of monitoring.
    if (!this.googleConfigured())
      throw new AppError(404, 'NOT_AVAILABLE', 'Google sign-in is not configured');
    const google = await fetchGoogleUser(this.options.googleUserinfoUrl, accessToken);
    if (!google?.emailVerified) throw unauthorised('Google sign-in failed');
    if (!this.options.providerEmails.includes(google.email))
      throw forbidden('This Google account is not a provider operator');
    const holder = {
      did: `mailto:${google.email}`,
      name: google.name,
      email: google.email,
      avatar: google.picture,
    };
    const session = await this.open(
      { sub: holder.did, aud: 'provider', did: { extdata: { name: holder.name, email: holder.email } } },
      holder,
      [],
    );
    return { data: { token: session.token, user: session.profile } };
  }

  /** Without a client id or anyone allowed in, asking Google would only ever end in a refusal. */
  private googleConfigured(): boolean {
    return Boolean(this.options.googleClientId) && this.options.providerEmails.length > 0;
  }

  private organisationClaims(holder: Holder, selected: MembershipRow | null): SessionClaims {
    return {
      sub: holder.did,
      aud: 'organisation',
      did: {
        ...(selected ? { organizationDid: selected.organisationDid } : {}),
        extdata: { name: holder.name, email: holder.email },
      },
      ...(selected ? { mid: selected.membershipId, role: selected.roleType } : {}),
    };
  }

  private async open(
    claims: SessionClaims,
    holder: Holder,
    memberships: MembershipRow[],
    selected: MembershipRow | null = null,
  ): Promise<TSessionResponse> {
    const { token } = await this.tokens.issue(claims);
    return { token, profile: this.buildProfile(holder, claims.aud as TLoginMode, memberships, selected) };
  }

  private buildProfile(
    holder: Holder,
    mode: TLoginMode,
    memberships: MembershipRow[],
    selected: MembershipRow | null,
  ): TSessionProfile {
    return {
      did: holder.did,
      name: holder.name,
      email: holder.email,
      mode,
      avatar: holder.avatar,
      roles: memberships.map(membershipRef),
      selectedAccount: selected
        ? { id: selected.organisationDid, type: selected.roleType, membershipId: selected.membershipId }
        : null,
      organisation: selected
        ? { did: selected.organisationDid, businessName: selected.businessName, logo: selected.logo }
        : null,
    };
  }
}
