import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TAuthRequestCreate } from '@sigil/core';
import { mockApi } from '../test/api-mock';
import { useAuthRequest } from './auth-requests';

const CREATED = { txid: 'tx-1', qr: '{}', pollSecret: 's', expiresAt: '2030-01-01T00:00:00.000Z' };
const BODY: TAuthRequestCreate = { intent: 'login', mode: 'individual' };

/** A WebSocket the test speaks through. */
class ScriptedWebSocket {
  static last: ScriptedWebSocket | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor() {
    ScriptedWebSocket.last = this;
  }
  close(): void {}
  receive(data: unknown) {
    this.onmessage?.({ data });
  }
}

describe('useAuthRequest and the WebSocket', () => {
  it('polls at once on a status change of the request, and ignores unknown messages', async () => {
    vi.stubGlobal('WebSocket', ScriptedWebSocket);
    const api = mockApi({
      'POST /api/v1/auth/request': CREATED,
      'GET /api/v1/auth/request': { status: 'REJECTED', reason: 'DENIED_BY_HOLDER' },
    });
    const { result } = renderHook(() => useAuthRequest(BODY, true));
    await waitFor(() => expect(result.current.state.phase).toBe('waiting'));
    const socket = ScriptedWebSocket.last!;

    act(() => {
      socket.receive('not json');
      socket.receive(JSON.stringify({ type: 'notification', id: 7 }));
      socket.receive(JSON.stringify({ type: 'auth-request', txid: 'tx-1', status: 'SOMETHING' }));
      socket.receive(JSON.stringify({ type: 'subscribed', topic: 'tx-1' }));
    });
    expect(api.callsTo('GET /api/v1/auth/request')).toHaveLength(0);

    act(() => socket.receive(JSON.stringify({ type: 'auth-request', txid: 'tx-1', status: 'REJECTED' })));
    await waitFor(() => expect(result.current.state.phase).toBe('answered'), { timeout: 500 });
    expect(api.callsTo('GET /api/v1/auth/request')[0]?.headers.get('x-poll-secret')).toBe('s');
  });

  it('fails when the server answers something that is not an auth request', async () => {
    vi.stubGlobal('WebSocket', ScriptedWebSocket);
    mockApi({ 'POST /api/v1/auth/request': { txid: 'tx-1' } });
    const { result } = renderHook(() => useAuthRequest(BODY, true));
    await waitFor(() => expect(result.current.state.phase).toBe('failed'));
  });
});
