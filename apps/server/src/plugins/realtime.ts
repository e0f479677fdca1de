import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Database } from '../db/client';
import type { SessionTokens } from '../lib/session-tokens';

const EVENTS_CHANNEL = 'sigil_events';

export interface RealtimeEvent {
  /** A txid (login requests) or a DID (a user's notifications). */
  topic: string;
  payload: Record<string, unknown>;
}

/**
 * Pushes events to browsers over WebSocket /api/comm/ws/{id}/web. Events go through Postgres
 * NOTIFY, so a browser connected to any process hears what any other process published.
 */
export class Realtime {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  private stopListening: (() => Promise<void>) | null = null;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(EVENTS_CHANNEL, (raw) => this.deliver(raw));
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    for (const set of this.sockets.values()) for (const socket of set) socket.close(1001, 'server shutting down');
    this.sockets.clear();
  }

  async publish(event: RealtimeEvent): Promise<void> {
    await this.database.notify(EVENTS_CHANNEL, JSON.stringify(event));
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

  private deliver(raw: string): void {
    let event: RealtimeEvent;
    try {
      event = JSON.parse(raw) as RealtimeEvent;
    } catch {
      return;
    }
    const message = JSON.stringify(event.payload);
    for (const socket of this.sockets.get(event.topic) ?? []) socket.send(message);
  }
}

/**
 * WebSocket route. A login request's txid may be watched by anyone holding it: its events say only
 * that the status changed (the token itself is fetched with the poll secret). A DID's topic needs
 * that DID's session token as the `token` query parameter.
 */
export function registerRealtimeRoutes(app: FastifyInstance, realtime: Realtime, tokens: SessionTokens): void {
  app.get<{ Params: { id: string }; Querystring: { token?: string } }>(
    '/api/comm/ws/:id/web',
    { websocket: true, schema: { hide: true } },
    async (socket, request) => {
      const topic = request.params.id;
      if (topic.startsWith('did:')) {
        const user = request.query.token ? await tokens.verify(request.query.token).catch(() => null) : null;
        if (!user || user.sub !== topic) {
          socket.close(4401, 'unauthorised');
          return;
        }
      }
      realtime.subscribe(topic, socket);
      socket.send(JSON.stringify({ type: 'subscribed', topic }));
    },
  );
}
