import {
  WALLET_APP_PATH,
  ZInvitationCode,
  ZMessageResponse,
  ZPendingInvitation,
  type TPendingInvitation,
  type ZAnswerInvitationRequest,
  type ZClaimInvitationRequest,
} from '@sigil/core';
import type { z } from 'zod';
import { compressedPublicKeyHex, didForPrivateKey } from './holder';
import { requestJson, type FetchLike } from './http';
import { normaliseBaseUrl, requestWalletToken, type SignerOptions } from './protocol';

/**
 * Answering an invitation from the wallet (docs/wallet-protocol.md, §7;
 * docs/architecture.md, Invitations): the invitation mail's link carries the code; the wallet binds
 * the invitation to its DID, then accepts or rejects it, acting with its own wallet token.
 */

export const CLAIM_INVITATION_PATH = '/api/v1/invitations/claim';
export const ANSWER_INVITATION_PATH = '/api/v1/invitations/membershiprole/enroll';
/** The query parameter of the mail's link: {publicUrl}/endorsements?invitationCode={code}. */
export const INVITATION_CODE_PARAM = 'invitationCode';
/** The console's screen the mail links to; what precedes it in a link is the server's public URL. */
const ENDORSEMENTS_PATH = '/endorsements';

export type TInvitationAnswer = z.input<typeof ZAnswerInvitationRequest>['invitationStatus'];
export type TAnswerInvitationBody = z.input<typeof ZAnswerInvitationRequest>;

export interface InvitationReference {
  invitationCode: string;
  /** The server's public URL when a link was given (the part before /endorsements), else undefined. */
  serverUrl?: string;
}

/**
 * A bare code as it is, or the code of a link: any URL with an invitationCode query parameter, in
 * its query (the console's link) or in its hash (the phone wallet's, `/wallet/#/invitation?…`).
 * Refuses a link without one and a code the server could never accept.
 */
export function parseInvitationReference(input: string): InvitationReference {
  const text = input.trim();
  if (!text) throw new Error('Missing the invitation: give its code or the link from the invitation mail');
  const link = asLink(text);
  if (!link) return { invitationCode: validCode(text) };

  const hashQuery = new URLSearchParams(link.url.hash.replace(/^#[^?]*\??/, ''));
  const code = (
    link.url.searchParams.get(INVITATION_CODE_PARAM) ?? hashQuery.get(INVITATION_CODE_PARAM)
  )?.trim();
  if (!code) throw new Error(`This link has no ${INVITATION_CODE_PARAM}: ${text}`);
  const isHttp = link.absolute && (link.url.protocol === 'http:' || link.url.protocol === 'https:');
  return { invitationCode: validCode(code), ...(isHttp ? { serverUrl: serverUrlOf(link.url) } : {}) };
}

/** A link is text with a scheme (https://…), or a path with a query string (/endorsements?…). */
function asLink(text: string): { url: URL; absolute: boolean } | null {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) && isUrl(text);
  if (!absolute && !text.includes('?')) return null;
  try {
    return { url: absolute ? new URL(text) : new URL(text, 'http://relative.invalid'), absolute };
  } catch {
    return null;
  }
}

function validCode(code: string): string {
  const parsed = ZInvitationCode.safeParse(code);
  if (!parsed.success) throw new Error(`Not an invitation code: ${code}`);
  return parsed.data;
}

/** Whether the text parses as a URL (not URL.canParse: the phone wallet runs in browsers older than it). */
function isUrl(text: string): boolean {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

/** {publicUrl}/endorsements?… or {publicUrl}/wallet/#… → {publicUrl}; a link to another path → its origin. */
function serverUrlOf(url: URL): string {
  const path = url.pathname.replace(/\/+$/, '');
  const walletPath = WALLET_APP_PATH.replace(/\/+$/, '');
  const base = path.endsWith(ENDORSEMENTS_PATH)
    ? path.slice(0, -ENDORSEMENTS_PATH.length)
    : path.endsWith(walletPath)
      ? path.slice(0, -walletPath.length)
      : '';
  return normaliseBaseUrl(`${url.origin}${base}`);
}

/** The body of PUT …/membershiprole/enroll; empty profile values are left out. */
export function answerInvitationBody(options: {
  invitationCode: string;
  answer: TInvitationAnswer;
  publicKey: string;
  name?: string;
  email?: string;
}): TAnswerInvitationBody {
  const name = options.name?.trim();
  const email = options.email?.trim();
  return {
    invitationStatus: options.answer,
    publicKey: options.publicKey,
    membersRequiredParams: { ...(name ? { name } : {}), ...(email ? { email } : {}) },
    invitationCode: options.invitationCode,
  };
}

export interface AnswerInvitationOptions extends SignerOptions {
  /** The server's public URL, e.g. http://localhost:8080 */
  baseUrl: string;
  invitationCode: string;
  answer: TInvitationAnswer;
  /** The wallet profile: sent as membersRequiredParams. */
  name?: string;
  email?: string;
  /** A wallet token already held; else one is asked for (POST /api/v1/auth/wallet). */
  token?: string;
  fetchImpl?: FetchLike;
}

export interface AnswerInvitationResult {
  did: string;
  /** The server's words, e.g. 'Accepted successfully'. */
  message: string;
  /** The invitation as the claim answered it, when the answer had that shape. */
  invitation?: TPendingInvitation;
}

/**
 * Claims the invitation for the wallet's DID (POST …/claim, idempotent), then answers it
 * (PUT …/membershiprole/enroll). A refusal at any step throws ServerRefusedError with the server's
 * message.
 */
export async function answerInvitation(options: AnswerInvitationOptions): Promise<AnswerInvitationResult> {
  const baseUrl = normaliseBaseUrl(options.baseUrl);
  const { fetchImpl, invitationCode } = options;
  const token = options.token ?? (await requestWalletToken({ ...options, baseUrl })).token;

  const claimBody: z.input<typeof ZClaimInvitationRequest> = { invitationCode };
  const claimed = ZPendingInvitation.safeParse(
    await requestJson('POST', `${baseUrl}${CLAIM_INVITATION_PATH}`, claimBody, { token, fetchImpl }),
  );

  const body = answerInvitationBody({
    invitationCode,
    answer: options.answer,
    publicKey: compressedPublicKeyHex(options.privateKey),
    name: options.name,
    email: options.email,
  });
  const answered = ZMessageResponse.safeParse(
    await requestJson('PUT', `${baseUrl}${ANSWER_INVITATION_PATH}`, body, { token, fetchImpl }),
  );
  if (!answered.success)
    throw new Error(`Unexpected answer from ${new URL(baseUrl).origin}: no message in it`);

  return {
    did: didForPrivateKey(options.privateKey, options.didMethod),
    message: answered.data.message,
    ...(claimed.success ? { invitation: claimed.data } : {}),
  };
}
