import type { TNotificationContent, TUserEventContent } from '@sigil/core';
import type { DbOrTx } from '../../db/client';
import type { HistoryService } from '../history/history.service';
import type { NotificationsService } from './notifications.service';

/** What is both a notification and an event of the recipient's history (same kind, same data). */
export type TNewsContent = Extract<TNotificationContent, { kind: TUserEventContent['kind'] }> &
  Extract<TUserEventContent, { kind: TNotificationContent['kind'] }>;

/**
 * How a change tells the people it concerns, inside its own transaction: a notification (stored,
 * pushed live), an event of their recent history, or both. Services that change someone's standing
 * (invitations, endorsements, contacts, logins) take one.
 */
export interface PersonalNews {
  notify(tx: DbOrTx, did: string, content: TNotificationContent, picture?: string | null): Promise<void>;
  record(tx: DbOrTx, did: string, event: TUserEventContent): Promise<void>;
  /** Both: a notification, and the same event in the recipient's history. */
  tell(tx: DbOrTx, did: string, news: TNewsContent, picture?: string | null): Promise<void>;
}

/** For services built without anyone to tell (unit tests of their own rules). */
export const NO_NEWS: PersonalNews = {
  notify: () => Promise.resolve(),
  record: () => Promise.resolve(),
  tell: () => Promise.resolve(),
};

export class PersonalNewsService implements PersonalNews {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly history: HistoryService,
  ) {}

  async notify(
    tx: DbOrTx,
    did: string,
    content: TNotificationContent,
    picture: string | null = null,
  ): Promise<void> {
    await this.notifications.notify(tx, did, content, picture);
  }

  record(tx: DbOrTx, did: string, event: TUserEventContent): Promise<void> {
    return this.history.record(tx, did, event);
  }

  async tell(tx: DbOrTx, did: string, news: TNewsContent, picture: string | null = null): Promise<void> {
    await this.notifications.notify(tx, did, news, picture);
    await this.history.record(tx, did, news);
  }
}
