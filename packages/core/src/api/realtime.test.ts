import { describe, expect, it } from 'vitest';
import { parseRealtimeMessage } from './realtime';

describe('realtime messages', () => {
  it('reads the subscription confirmation and an auth-request status change', () => {
    expect(parseRealtimeMessage(JSON.stringify({ type: 'subscribed', topic: 'tx-1' }))).toEqual({
      type: 'subscribed',
      topic: 'tx-1',
    });
    expect(
      parseRealtimeMessage(JSON.stringify({ type: 'auth-request', txid: 'tx-1', status: 'COMPLETED' })),
    ).toEqual({
      type: 'auth-request',
      txid: 'tx-1',
      status: 'COMPLETED',
    });
  });

  it.each([
    ['an unknown type', JSON.stringify({ type: 'notification', id: 1 })],
    ['an unknown status', JSON.stringify({ type: 'auth-request', txid: 'tx-1', status: 'DONE' })],
    ['a missing txid', JSON.stringify({ type: 'auth-request', status: 'COMPLETED' })],
    ['text that is not JSON', 'hello'],
    ['a binary frame', new ArrayBuffer(2)],
  ])('ignores %s', (_name, data) => {
    expect(parseRealtimeMessage(data)).toBeNull();
  });
});
