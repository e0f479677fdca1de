import { z } from 'zod';
import type { KindAndData } from './common';

/**
 * Notifications (spec §3 "notifications (each with a seen flag)", §7 WebSocket messages that "may
 * carry a picture and notifications"): what happened to a person that they should see, stored so
 * it survives a reload, pushed live on their WebSocket topic (their DID). Each kind carries the
 * data its text needs; the console words it in the reader's language.
 */

/** How many of the newest notifications the bell's list shows. */
export const NOTIFICATION_LIST_SIZE = 50;

/** A contact card as it travels in a share: what the receiver may save as a contact of their own. */
export const ZContactCard = z.object({
  name: z.string(),
  did: z.string(),
  email: z.string(),
  organisation: z.string(),
  note: z.string(),
});
export type TContactCard = z.infer<typeof ZContactCard>;

const ZNotificationBase = z.object({
  id: z.string(),
  /** The sender's avatar (a data: URL), when the notification comes from someone who has one. */
  picture: z.string().nullable(),
  seen: z.boolean(),
  createdAt: z.string(),
});

export const ZContactSharedNotification = ZNotificationBase.extend({
  kind: z.literal('contact-shared'),
  data: z.object({ fromDid: z.string(), fromName: z.string(), contact: ZContactCard }),
});

/** An organisation issued me an endorsement (I joined one of its roles), or revoked it. */
const ZEndorsementData = z.object({
  organisationName: z.string(),
  organisationDid: z.string(),
  roleName: z.string(),
});
export const ZEndorsementIssuedNotification = ZNotificationBase.extend({
  kind: z.literal('endorsement-issued'),
  data: ZEndorsementData,
});
export const ZEndorsementRevokedNotification = ZNotificationBase.extend({
  kind: z.literal('endorsement-revoked'),
  data: ZEndorsementData,
});

/** The person I invited answered. */
export const ZInvitationAnsweredNotification = ZNotificationBase.extend({
  kind: z.literal('invitation-answered'),
  data: z.object({
    inviteeName: z.string(),
    inviteeDid: z.string(),
    accepted: z.boolean(),
    roleType: z.string(),
  }),
});

export const ZNotification = z.discriminatedUnion('kind', [
  ZContactSharedNotification,
  ZEndorsementIssuedNotification,
  ZEndorsementRevokedNotification,
  ZInvitationAnsweredNotification,
]);
export type TNotification = z.infer<typeof ZNotification>;
export type TNotificationKind = TNotification['kind'];
/** What a service hands over to notify someone: the kind and its data (the rest is the store's). */
export type TNotificationContent = KindAndData<TNotification>;

export const ZNotificationList = z.object({
  /** The newest NOTIFICATION_LIST_SIZE, newest first. */
  data: z.array(ZNotification),
  /** How many of all of one's notifications are not seen yet. */
  unseen: z.number().int(),
});
export type TNotificationList = z.infer<typeof ZNotificationList>;

export const ZNotificationParams = z.object({ id: z.uuid({ error: 'Notification not found' }) });
export const ZNotificationsSeen = z.object({ unseen: z.number().int() });
