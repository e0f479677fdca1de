import { useEffect, useRef } from 'react';
import { parseRealtimeMessage, type TRealtimeAuthenticate, type TRealtimeMessage } from '@sigil/core';
import { useSessionStore } from './session-store';

/** Waits before opening a dropped channel again: doubling from 1 s up to 30 s. */
const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

/** ws(s)://<this host>/api/comm/ws/{topic}/web. A token is never in it: URLs are logged. */
export function realtimeUrl(topic: string): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/api/comm/ws/${encodeURIComponent(topic)}/web`;
}

/**
 * Listens to a topic of the live channel while mounted, authenticated by the session's token: the user's own
 * DID (their notifications) or the provider's topic. A dropped connection is opened again after a
 * pause (the server or the network went away); `onMessage` hears every message it knows.
 * `onReconnected` runs when a channel that had dropped is open again: what was pushed meanwhile is
 * lost, so the caller fetches again.
 */
export function useRealtimeTopic(
  topic: string | null,
  onMessage: (message: TRealtimeMessage) => void,
  onReconnected?: () => void,
): void {
  const token = useSessionStore((state) => state.token);
  const handlers = useRef({ onMessage, onReconnected });
  useEffect(() => {
    handlers.current = { onMessage, onReconnected };
  }, [onMessage, onReconnected]);

  useEffect(() => {
    if (!topic || !token || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wait = RECONNECT_FIRST_MS;
    let dropped = false;
    let stopped = false;

    const open = () => {
      const opened = new WebSocket(realtimeUrl(topic));
      socket = opened;
      // The session token goes in the first frame: the server subscribes once it has checked it.
      opened.onopen = () => {
        const authenticate: TRealtimeAuthenticate = { type: 'authenticate', token };
        opened.send(JSON.stringify(authenticate));
      };
      opened.onmessage = (event) => {
        const message = parseRealtimeMessage(event.data);
        if (!message) return;
        if (message.type === 'subscribed') {
          wait = RECONNECT_FIRST_MS;
          if (dropped) handlers.current.onReconnected?.();
          dropped = false;
        }
        handlers.current.onMessage(message);
      };
      opened.onclose = (event) => {
        // 4401: the token is not (or no longer) good for this topic; the session watcher handles that.
        if (stopped || event.code === 4401) return;
        dropped = true;
        timer = setTimeout(open, wait);
        wait = Math.min(wait * 2, RECONNECT_MAX_MS);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [topic, token]);
}
