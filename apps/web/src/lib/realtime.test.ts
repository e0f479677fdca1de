import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRealtimeTopic } from './realtime';
import { useSessionStore } from './session-store';

/** A WebSocket that records its URL and what the page sends on it. */
class RecordingWebSocket {
  static opened: RecordingWebSocket[] = [];
  readonly sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    RecordingWebSocket.opened.push(this);
  }
  send(data: string): void {
    this.sent.push(data);
  }
  close(): void {}
}

afterEach(() => {
  RecordingWebSocket.opened = [];
  vi.unstubAllGlobals();
});

describe('useRealtimeTopic', () => {
  it('keeps the session token out of the URL and sends it as the first frame', () => {
    vi.stubGlobal('WebSocket', RecordingWebSocket);
    act(() => useSessionStore.getState().setToken('header.payload.signature'));
    const heard: unknown[] = [];
    renderHook(() => useRealtimeTopic('did:sigil:0xabc', (message) => heard.push(message)));

    const socket = RecordingWebSocket.opened[0]!;
    expect(socket.url).toMatch(/\/api\/comm\/ws\/did%3Asigil%3A0xabc\/web$/);
    expect(socket.url).not.toContain('header.payload.signature');
    expect(socket.sent).toEqual([]);
    act(() => socket.onopen?.());
    expect(socket.sent.map((frame) => JSON.parse(frame) as unknown)).toEqual([
      { type: 'authenticate', token: 'header.payload.signature' },
    ]);
    act(() => socket.onmessage?.({ data: JSON.stringify({ type: 'subscribed', topic: 'did:sigil:0xabc' }) }));
    expect(heard).toEqual([{ type: 'subscribed', topic: 'did:sigil:0xabc' }]);
  });
});
