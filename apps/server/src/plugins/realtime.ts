import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { PROVIDER_TOPIC, ZRealtimeAuthenticate, type TRealtimeMessage } from '@sigil/core';
import type { Database, DbOrTx } from '../db/client';
import type { SessionTokens } from '../lib/session-tokens';
import { PUBLIC_ROUTE } from './auth';
import { deleteEventsBefore, eventsSince, insertEvent, type StoredEvent } from './realtime-events.repository';

const EVENTS_CHANNEL = 'sigil_events';
/** What a process that lost its LISTEN connection re-reads before the moment it was lost. */
const CATCH_UP_MARGIN_MS = 30_000;
/** Events are kept this long: longer than any login request lives, and any catch-up needs. */
const KEEP_EVENTS_MS = 10 * 60_000;
const PURGE_EVERY_MS = 60_000;

export interface RealtimeEvent {
  /** A txid (login requests), a DID (a user's notifications) or PROVIDER_TOPIC. */
  topic: string;
  /** What browsers receive: one of the messages packages/core defines. */
  payload: TRealtimeMessage;
}

/** Where a change announces itself: in its own transaction, so it is heard only if it commits. */
export interface RealtimePublisher {
  publish(tx: DbOrTx, event: RealtimeEvent): Promise<void>;
}

/**
 * Pushes events to browsers over WebSocket /api/comm/ws/{id}/web. An event is stored and
 * announced with NOTIFY in the transaction of the change it reports, so a browser connected to any
 * process hears what any other process committed; a process whose LISTEN connection was lost reads
 * the stored events it missed once it listens again.
 */
export class Realtime implements RealtimePublisher {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  /** Ids of the events delivered lately (id → when), so a catch-up sends none twice. */
  private readonly delivered = new Map<number, number>();
  private stopListening: (() => Promise<void>) | null = null;
  private purgeTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(
      EVENTS_CHANNEL,
      (raw) => this.deliverAnnounced(raw),
      (lostAt) => void this.catchUp(lostAt),
    );
    this.purgeTimer = setInterval(() => void this.purge(), PURGE_EVERY_MS);
    this.purgeTimer.unref();
  }

  async stop(): Promise<void> {
    if (this.purgeTimer) clearInterval(this.purgeTimer);
    await this.stopListening?.();
    for (const set of this.sockets.values())
      for (const socket of set) socket.close(1001, 'server shutting down');
    this.sockets.clear();
  }

  /** Publishes in the caller's transaction: browsers hear of it once, and only if it commits. */
  async publish(tx: DbOrTx, event: RealtimeEvent): Promise<void> {
    await insertEvent(tx, EVENTS_CHANNEL, event);
  }

  subscribe(topic: string, socket: WebSocket): void {
    let set = this.sockets.get(topic);
    if (!set) this.sockets.set(topic, (set = new Set()));
    set.add(socket);
    socket.on('close', () => {
      set.delete(socket);
      if (set.size === 0) this.sockets.delete(topic);
    });
  }

  private deliverAnnounced(raw: string): void {
    let event: StoredEvent;
    try {
      event = JSON.parse(raw) as StoredEvent;
    } catch {
      return;
    }
    this.deliver(event);
  }

  private deliver(event: StoredEvent): void {
    if (this.delivered.has(event.id)) return;
    this.delivered.set(event.id, Date.now());
    const message = JSON.stringify(event.payload);
    for (const socket of this.sockets.get(event.topic) ?? []) socket.send(message);
  }

  private async catchUp(lostAt: Date): Promise<void> {
    try {
      const missed = await eventsSince(this.database.db, new Date(lostAt.getTime() - CATCH_UP_MARGIN_MS));
      for (const event of missed) this.deliver(event);
      this.log.info({ lostAt, read: missed.length }, 'realtime: listening again, caught up on missed events');
    } catch (err) {
      this.log.warn({ err }, 'realtime: could not catch up on missed events');
    }
  }

  private async purge(): Promise<void> {
    const forgetBefore = Date.now() - KEEP_EVENTS_MS;
    for (const [id, at] of this.delivered) if (at < forgetBefore) this.delivered.delete(id);
    try {
      await deleteEventsBefore(this.database.db, new Date(forgetBefore));
    } catch (err) {
      this.log.warn({ err }, 'realtime: could not purge old events');
    }
  }
}

/** How long a DID's or the provider's channel waits for its `authenticate` message. */
const AUTHENTICATE_WITHIN_MS = 10_000;

/**
 * The session token a channel's first frame carries (`{ type: 'authenticate', token }`), or null
 * when the first frame is anything else or none comes in time. The listener is attached before
 * any await, so a frame sent right after the upgrade is not missed.
 */
function firstFrameToken(socket: WebSocket): Promise<string | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(null), AUTHENTICATE_WITHIN_MS);
    const done = (token: string | null) => {
      clearTimeout(timer);
      socket.off('message', onMessage);
      socket.off('close', onClose);
      resolve(token);
    };
    const onMessage = (data: RawData) => {
      let json: unknown = null;
      try {
        // ws hands a text frame over as one Buffer (its default binaryType).
        if (Buffer.isBuffer(data)) json = JSON.parse(data.toString('utf8'));
      } catch {
        // not JSON: refused below like any other first frame
      }
      const parsed = ZRealtimeAuthenticate.safeParse(json);
      done(parsed.success ? parsed.data.token : null);
    };
    const onClose = () => done(null);
    socket.on('message', onMessage);
    socket.on('close', onClose);
  });
}

/**
 * WebSocket route. A login request's txid may be watched by anyone holding it: its events say only
 * that the status changed (the token itself is fetched with the poll secret). A DID's topic needs
 * that DID's console session token, the provider's topic a provider login's: the browser sends it
 * as the first frame, never in the URL (a URL is logged; docs/spec-notes.md).
 */
export function registerRealtimeRoutes(
  app: FastifyInstance,
  realtime: Realtime,
  tokens: SessionTokens,
): void {
  app.get<{ Params: { id: string } }>(
    '/api/comm/ws/:id/web',
    // Public: a txid topic is watched by whoever holds the txid; a DID topic checks its own token.
    { websocket: true, config: PUBLIC_ROUTE, schema: { hide: true } },
    async (socket, request) => {
      const topic = request.params.id;
      if (topic.startsWith('did:') || topic === PROVIDER_TOPIC) {
        const token = await firstFrameToken(socket);
        const user = token ? await tokens.verify(token).catch(() => null) : null;
        const allowed =
          topic === PROVIDER_TOPIC ? user?.aud === 'provider' : user?.sub === topic && user.aud !== 'wallet';
        if (!allowed) {
          socket.close(4401, 'unauthorised');
          return;
        }
        if (socket.readyState !== socket.OPEN) return;
      }
      realtime.subscribe(topic, socket);
      const subscribed: TRealtimeMessage = { type: 'subscribed', topic };
      socket.send(JSON.stringify(subscribed));
    },
  );
}
