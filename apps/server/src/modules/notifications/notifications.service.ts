import {
  NOTIFICATION_LIST_SIZE,
  ZNotification,
  type TNotification,
  type TNotificationContent,
  type TNotificationList,
} from '@sigil/core';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-tokens';
import type { RealtimePublisher } from '../../plugins/realtime';
import type { AccessGate } from '../access/access-gate.service';
import {
  countUnseen,
  insertNotification,
  markAllSeen,
  markSeen,
  newestNotifications,
  type NotificationRow,
} from './notifications.repository';

export const NOTIFICATION_MESSAGES = { notFound: 'Notification not found' } as const;

/** A picture larger than this is left out of a notification (it travels in every list and push). */
const MAX_PICTURE_CHARS = 256 * 1024;

/**
 * A stored notification as the API gives it. Its kind and data were checked when it was made
 * (`notify`); on the way out of a list the response serializer matches each against
 * ZNotification's kinds, leaves out keys they do not name and refuses one that fits none, so a
 * zod parse here would check every row twice (decision 0024).
 */
function toNotification(row: NotificationRow): TNotification {
  return {
    id: row.id,
    kind: row.kind,
    data: row.payload,
    picture: row.picture,
    seen: row.seen,
    createdAt: row.createdAt.toISOString(),
  } as TNotification;
}

/**
 * A person's notifications (spec §3, §7): stored, pushed at once on their WebSocket topic (their
 * DID) to every process by the realtime plugin, listed and marked seen only by their recipient.
 */
export class NotificationsService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessGate,
    private readonly realtime: RealtimePublisher,
  ) {}

  /** Stores a notification for `recipientDid` and announces it, both in the caller's transaction. */
  async notify(
    tx: DbOrTx,
    recipientDid: string,
    content: TNotificationContent,
    picture: string | null = null,
  ): Promise<TNotification> {
    const row = await insertNotification(tx, {
      recipientDid,
      kind: content.kind,
      payload: content.data,
      picture: picture && picture.length <= MAX_PICTURE_CHARS ? picture : null,
    });
    // Checked as it is made: content that fits no kind rolls the caller's change back, as it is never pushed.
    const notification = ZNotification.parse(toNotification(row));
    await this.realtime.publish(tx, { topic: recipientDid, payload: { type: 'notification', notification } });
    return notification;
  }

  async list(user: SessionUser): Promise<TNotificationList> {
    await this.access.require(user, 'notifications:read-own');
    const [rows, unseen] = await Promise.all([
      newestNotifications(this.db, user.sub, NOTIFICATION_LIST_SIZE),
      countUnseen(this.db, user.sub),
    ]);
    return { data: rows.map(toNotification), unseen };
  }

  async markSeen(user: SessionUser, id: string): Promise<TNotification> {
    await this.access.require(user, 'notifications:read-own');
    const row = await markSeen(this.db, user.sub, id);
    if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
    return toNotification(row);
  }

  async markAllSeen(user: SessionUser): Promise<{ unseen: number }> {
    await this.access.require(user, 'notifications:read-own');
    await markAllSeen(this.db, user.sub);
    return { unseen: 0 };
  }
}
