import { describe, expect, it, vi } from 'vitest';
import { validToken } from '../test/jwt';
import { createApiClient, ServerError } from './api-client';
import { readTextStream, type StreamProgress } from './read-text-stream';

/** A response whose body arrives in these chunks (text, or raw bytes). */
function streamed(chunks: (string | Uint8Array)[], init?: ResponseInit): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
  return new Response(body, init);
}

function client(response: () => Response, token = validToken()) {
  const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(response()));
  const deps = {
    fetch: fetch as unknown as typeof globalThis.fetch,
    getToken: () => token,
    onTokenRefreshed: vi.fn(),
    onSessionRejected: vi.fn(),
  };
  return { api: createApiClient(deps), fetch, deps };
}

describe('a streamed download', () => {
  it('reads the text to the end and tells the bytes and lines after each chunk', async () => {
    const progress: StreamProgress[] = [];
    // 'ü' is two bytes: the first chunk ends between them.
    const name = new TextEncoder().encode('Jürgen,did:x\n');
    const text = await readTextStream(
      streamed(['Name,DID\n', name.slice(0, 2), name.slice(2), 'Ada,did:y\n']),
      (p) => progress.push(p),
    );
    expect(text).toBe('Name,DID\nJürgen,did:x\nAda,did:y\n');
    expect(progress).toEqual([
      { bytes: 9, lines: 1 },
      { bytes: 11, lines: 1 },
      { bytes: 23, lines: 2 },
      { bytes: 33, lines: 3 },
    ]);
  });

  it('goes through the api client: its token, the refreshed token, and a refusal as a ServerError', async () => {
    const refreshed = validToken();
    const { api, fetch, deps } = client(() =>
      streamed(['a,b\n'], { headers: { 'content-type': 'text/csv', 'x-auth-token': refreshed } }),
    );
    const response = await api.getFile('/reports/download', {
      query: { did: 'did:sigil:0x1', didFilter: ['a', 'b'] },
    });
    expect(await readTextStream(response)).toBe('a,b\n');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/reports/download?did=did%3Asigil%3A0x1&didFilter=a&didFilter=b');
    expect(new Headers(init.headers).get('authorization')).toMatch(/^Bearer /);
    expect(deps.onTokenRefreshed).toHaveBeenCalledWith(refreshed);

    const refused = client(() =>
      Response.json({ error: { code: 'VALIDATION_FAILED', message: 'Invalid date' } }, { status: 400 }),
    );
    await expect(refused.api.getFile('/reports/download')).rejects.toEqual(
      expect.objectContaining({ name: 'ServerError', message: 'Invalid date', status: 400 }),
    );
    await expect(refused.api.getFile('/reports/download')).rejects.toBeInstanceOf(ServerError);
  });
});
