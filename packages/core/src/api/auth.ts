import { z } from 'zod';
import { ZOrganisationSignup } from '../schemas/organisation-signup';
import { VALIDATION_MESSAGES as M } from '../schemas/messages';
import { ZText } from '../schemas/text';
import { ZLoginProtocol } from './openid4vp';
import { ZLoginMode, ZSessionProfile } from './session';
import { ZAuthRejectionReason, ZAuthRequestStatus } from './wallet-protocol';

/** Refusals of a provider login with the first run's setup code (field `setupCode`). */
export const SETUP_MESSAGES = {
  required: M.setupCodeRequired,
  providerOnly: M.setupCodeProviderOnly,
  invalid: M.setupCodeInvalid,
} as const;
const SETUP_CODE_MAX = 64;

/** POST /api/v1/auth/request */
export const ZAuthRequestCreate = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('login'),
    mode: ZLoginMode,
    /** The first run's provider setup code (a provider login only): the DID that answers becomes the provider. */
    setupCode: z.string().trim().min(1).max(SETUP_CODE_MAX).optional(),
    /** 'openid4vp': a standard wallet answers (SIOPv2 ID token); else Sigil's own QR protocol. */
    protocol: ZLoginProtocol.optional(),
  }),
  z.object({ intent: z.literal('orgsignup'), additionalParams: ZOrganisationSignup }),
]);
export type TAuthRequestCreate = z.input<typeof ZAuthRequestCreate>;

/** The console's /setup form: the code the server printed at its first start (decision 0016). */
export const ZProviderSetupForm = z.object({
  setupCode: z.string().trim().min(1, SETUP_MESSAGES.required).max(SETUP_CODE_MAX, SETUP_MESSAGES.invalid),
});
export type TProviderSetupForm = z.infer<typeof ZProviderSetupForm>;

export const ZAuthRequestCreated = z.object({
  txid: z.string(),
  qr: z.string(),
  pollSecret: z.string(),
  expiresAt: z.string(),
});
export type TAuthRequestCreated = z.infer<typeof ZAuthRequestCreated>;

export const ZAuthPollResponse = z.object({
  status: ZAuthRequestStatus,
  token: z.string().optional(),
  profile: ZSessionProfile.optional(),
  /** Why a REJECTED request was refused; NOT_ORGANISATION_ADMIN shows the spec's modal. */
  reason: ZAuthRejectionReason.optional(),
  /** The server's words for the refusal, where it has more to say than the reason. */
  message: z.string().optional(),
});
export type TAuthPollResponse = z.infer<typeof ZAuthPollResponse>;

/** POST /api/v1/auth/select-account: an organisation login picks one of its memberships. */
export const ZSelectAccountRequest = z.object({ membershipId: ZText().min(1) });

/** POST /api/auth/google (spec §7): response holds data.token and the user. */
export const ZGoogleLoginRequest = z.object({ access_token: ZText().min(1) });
export const ZGoogleLoginResponse = z.object({
  data: z.object({ token: z.string(), user: ZSessionProfile }),
});
