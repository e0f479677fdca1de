import { USER_EVENT_PAGE_SIZE, ZUserEvent, type TUserEventContent, type TUserEventPage } from '@sigil/core';
import type { Db, DbOrTx } from '../../db/client';
import type { SessionUser } from '../../lib/session-tokens';
import type { AccessGate } from '../access/access-gate.service';
import { insertUserEvent, userEventPage } from './history.repository';

/**
 * Recent history (spec §7 GET /v1/users/events): other services record what a person did or what
 * happened to them, inside the transaction of that change; the person reads their own, newest first.
 */
export class HistoryService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessGate,
  ) {}

  async record(tx: DbOrTx, did: string, event: TUserEventContent): Promise<void> {
    await insertUserEvent(tx, { did, kind: event.kind, payload: event.data });
  }

  async mine(user: SessionUser, page: number): Promise<TUserEventPage> {
    await this.access.require(user, 'history:read-own');
    const pageSize = USER_EVENT_PAGE_SIZE;
    const { rows, total } = await userEventPage(this.db, user.sub, { page, pageSize });
    return {
      data: rows.map((row) =>
        ZUserEvent.parse({
          id: row.id,
          kind: row.kind,
          data: row.payload,
          createdAt: row.createdAt.toISOString(),
        }),
      ),
      pagination: { page, pageSize, total, totalPages: Math.ceil(total / pageSize) },
    };
  }
}
