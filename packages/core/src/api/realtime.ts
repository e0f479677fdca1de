import { z } from 'zod';
import { AUTH_REQUEST_STATUSES } from '../statuses';
import { ZNotification } from './notifications';

/**
 * Messages the server pushes on the WebSocket /api/comm/ws/{id}/web (docs/spec-notes.md). The
 * server builds them with these types; the console parses each one on arrival and ignores any it
 * does not know (an older console, a newer server). No import of ./auth: the login screen reads
 * these without loading the signup form's schemas.
 */
export const ZRealtimeSubscribed = z.object({ type: z.literal('subscribed'), topic: z.string() });

/**
 * A QR request changed status: a login or signup (the token itself is fetched with the poll secret),
 * or a "Verify a person" request (its outcome too).
 */
export const ZRealtimeAuthRequest = z.object({
  type: z.literal('auth-request'),
  txid: z.string(),
  status: z.enum(AUTH_REQUEST_STATUSES),
});

/** A new notification for the DID whose topic this is (the bell counts it at once). */
export const ZRealtimeNotification = z.object({
  type: z.literal('notification'),
  notification: ZNotification,
});

/** The provider's topic: an organisation signed up, so the Enrollment Requests list is stale. */
export const ZRealtimeEnrolmentRequested = z.object({ type: z.literal('enrolment-requested') });

/** The topic every provider login may watch (no DID: a provider may have logged in with Google). */
export const PROVIDER_TOPIC = 'provider';

export const ZRealtimeMessage = z.discriminatedUnion('type', [
  ZRealtimeSubscribed,
  ZRealtimeAuthRequest,
  ZRealtimeNotification,
  ZRealtimeEnrolmentRequested,
]);
export type TRealtimeMessage = z.infer<typeof ZRealtimeMessage>;
export type TRealtimeAuthRequest = z.infer<typeof ZRealtimeAuthRequest>;

/**
 * The one message a browser sends: the first frame on a DID's or the provider's topic, carrying
 * the session token. It travels inside the connection, not in its URL, so no proxy or server log
 * that records URLs ever sees it.
 */
export const ZRealtimeAuthenticate = z.object({
  type: z.literal('authenticate'),
  token: z.string().min(1).max(4096),
});
export type TRealtimeAuthenticate = z.infer<typeof ZRealtimeAuthenticate>;

/** The message in a WebSocket frame, or null for anything that is not one we know. */
export function parseRealtimeMessage(data: unknown): TRealtimeMessage | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = ZRealtimeMessage.safeParse(json);
  return parsed.success ? parsed.data : null;
}
