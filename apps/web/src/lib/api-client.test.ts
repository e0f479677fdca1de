import { describe, expect, it, vi } from 'vitest';
import { validToken } from '../test/jwt';
import { ZApiError } from '@sigil/core';
import { createApiClient, parseApiError, ServerError, toApiUrl } from './api-client';

function setup({ token = null as string | null, response = () => Response.json({ ok: true }) } = {}) {
  const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(response()));
  const deps = {
    fetch: fetch as unknown as typeof globalThis.fetch,
    getToken: vi.fn(() => token),
    onTokenRefreshed: vi.fn(),
    onSessionRejected: vi.fn(),
  };
  const call = (index = 0) => {
    const [url, init] = fetch.mock.calls[index]!;
    return { url, init, headers: new Headers(init.headers) };
  };
  return { client: createApiClient(deps), fetch, deps, call };
}

describe('api client: what a call needs', () => {
  it('refuses a call without a URL', async () => {
    const { client, fetch } = setup();
    await expect(client.get('')).rejects.toThrow('A request needs a URL');
    await expect(client.request('GET', undefined as unknown as string)).rejects.toThrow(
      'A request needs a URL',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a POST, PUT or PATCH without a payload, but not a GET or DELETE', async () => {
    const { client, fetch } = setup();
    await expect(client.post('/v1/invitations/', undefined)).rejects.toThrow(
      'A POST request needs a payload',
    );
    await expect(client.request('PUT', '/accounts/1')).rejects.toThrow('A PUT request needs a payload');
    await expect(client.request('PATCH', '/accounts/1')).rejects.toThrow('A PATCH request needs a payload');
    expect(fetch).not.toHaveBeenCalled();

    await client.get('/v1/users/');
    await client.delete('/v1/invitations/ABC');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sends the payload as JSON', async () => {
    const { client, call } = setup();
    await client.delete('/v1/trustanchor/schemes', { payload: { schemeIds: ['1', '2'] } });
    expect(call().init.method).toBe('DELETE');
    expect(call().init.body).toBe('{"schemeIds":["1","2"]}');
    expect(call().headers.get('content-type')).toBe('application/json');
  });
});

describe('api client: paths', () => {
  it('serves spec paths outside /api under /api', async () => {
    expect(toApiUrl('/v1/trustanchor/schemes')).toBe('/api/v1/trustanchor/schemes');
    expect(toApiUrl('/reports')).toBe('/api/reports');
    expect(toApiUrl('reports')).toBe('/api/reports');
    expect(toApiUrl('/api/v1/config')).toBe('/api/v1/config');
    expect(toApiUrl('/api/invite/invitations/')).toBe('/api/invite/invitations/');
    expect(toApiUrl('/apidocs')).toBe('/api/apidocs');

    const { client, call } = setup();
    await client.get('/reports', {
      query: { page: 1, pageSize: 10, did: 'did:sigil:0x1', from: undefined, orgDidFilter: ['a', 'b'] },
    });
    expect(call().url).toBe(
      '/api/reports?page=1&pageSize=10&did=did%3Asigil%3A0x1&orgDidFilter=a&orgDidFilter=b',
    );
  });
});

describe('api client: errors', () => {
  it('raises a ServerError with status and the server message for any status above 299', async () => {
    const { client } = setup({
      response: () =>
        Response.json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Name is required',
              fields: { name: 'Name is required' },
            },
          },
          { status: 400 },
        ),
    });
    const error = await client.get('/v1/users/').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Name is required',
      code: 'VALIDATION_FAILED',
      fields: { name: 'Name is required' },
      body: { error: { code: 'VALIDATION_FAILED', message: 'Name is required' } },
    });
  });

  it('carries a text body as text', async () => {
    const { client } = setup({ response: () => new Response('Bad gateway', { status: 502 }) });
    await expect(client.get('/v1/users/')).rejects.toMatchObject({
      status: 502,
      body: 'Bad gateway',
      message: 'Bad gateway',
    });
  });

  it('treats 3xx answers as errors too', async () => {
    const { client } = setup({ response: () => new Response(null, { status: 304 }) });
    await expect(client.get('/v1/users/')).rejects.toMatchObject({
      status: 304,
      message: 'Request failed with status 304',
    });
  });

  it('returns the parsed JSON body on success, text for text, undefined when empty', async () => {
    await expect(setup({ response: () => Response.json({ id: 7 }) }).client.get('/x')).resolves.toEqual({
      id: 7,
    });
    await expect(setup({ response: () => new Response('hello') }).client.get('/x')).resolves.toBe('hello');
    await expect(
      setup({ response: () => new Response(null, { status: 204 }) }).client.get('/x'),
    ).resolves.toBeUndefined();
  });
});

describe('api client: tokens', () => {
  it('sends a Bearer token to ordinary paths', async () => {
    const token = validToken();
    const { client, call } = setup({ token });
    await client.get('/v1/trustanchor/schemes');
    expect(call().headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(call().headers.get('x-auth-token')).toBeNull();
  });

  it.each([
    '/api/invite/invitations/?status=&orgName=',
    '/api/invite/check-email/a@b.co',
    '/v1/invitations/orgroles/sent',
    '/v1/invitations/',
    '/accounts/42/features',
    '/features?type=Feature_Type',
  ])('sends x-auth-token to the invitation service and features: %s', async (path) => {
    const token = validToken();
    const { client, call } = setup({ token });
    await client.get(path);
    expect(call().headers.get('x-auth-token')).toBe(token);
    expect(call().headers.get('authorization')).toBeNull();
  });

  it('sends no auth header without a token', async () => {
    const { client, call } = setup({ token: null });
    await client.get('/api/v1/config');
    await client.get('/v1/invitations/');
    for (const index of [0, 1]) {
      expect(call(index).headers.get('authorization')).toBeNull();
      expect(call(index).headers.get('x-auth-token')).toBeNull();
    }
  });

  it("refuses to send a stored token that is not a three-part JWT: 'Incorrect format JWT'", async () => {
    const { client, fetch } = setup({ token: 'not-a-jwt' });
    await expect(client.get('/v1/users/')).rejects.toThrow('Incorrect format JWT');
    await expect(setup({ token: 'a.b' }).client.get('/v1/users/')).rejects.toThrow('Incorrect format JWT');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stores a refreshed token from the x-auth-token response header', async () => {
    const refreshed = validToken({ jti: 'new' });
    const { client, deps } = setup({
      token: validToken(),
      response: () => Response.json({}, { headers: { 'x-auth-token': refreshed } }),
    });
    await client.get('/v1/users/');
    expect(deps.onTokenRefreshed).toHaveBeenCalledWith(refreshed);
  });

  it('refuses a malformed token in the x-auth-token response header and keeps the stored one', async () => {
    const { client, deps } = setup({
      token: validToken(),
      response: () => Response.json({}, { headers: { 'x-auth-token': 'only.two' } }),
    });
    await expect(client.get('/v1/users/')).rejects.toThrow('Incorrect format JWT');
    expect(deps.onTokenRefreshed).not.toHaveBeenCalled();
  });

  it('reports a 401 to a call that carried our token as the end of the session', async () => {
    const unauthorised = () =>
      Response.json({ error: { code: 'UNAUTHORISED', message: 'Token revoked' } }, { status: 401 });
    const withToken = setup({ token: validToken(), response: unauthorised });
    await expect(withToken.client.get('/v1/users/')).rejects.toMatchObject({
      status: 401,
      message: 'Token revoked',
    });
    expect(withToken.deps.onSessionRejected).toHaveBeenCalledTimes(1);

    const withoutToken = setup({ token: null, response: unauthorised });
    await expect(withoutToken.client.get('/v1/users/')).rejects.toMatchObject({ status: 401 });
    expect(withoutToken.deps.onSessionRejected).not.toHaveBeenCalled();
  });

  it('does not end the session for a 401 to a token that was replaced while the call was on its way', async () => {
    const unauthorised = () =>
      Response.json({ error: { code: 'UNAUTHORISED', message: 'Token revoked' } }, { status: 401 });
    const { client, deps } = setup({ token: validToken(), response: unauthorised });
    const replacement = validToken({ sub: 'did:sigil:0x' + '2'.repeat(40) });
    deps.getToken.mockReturnValueOnce(deps.getToken()).mockReturnValue(replacement);
    await expect(client.get('/v1/users/')).rejects.toMatchObject({ status: 401 });
    expect(deps.onSessionRejected).not.toHaveBeenCalled();
  });
});

describe('api client: the error shape', () => {
  it('reads an error body exactly as core ZApiError does', () => {
    const bodies: unknown[] = [
      { error: { code: 'NOT_FOUND', message: 'Not found' } },
      { error: { code: 'VALIDATION_FAILED', message: 'Invalid', fields: { email: 'Required' } } },
      { error: { code: 'CONFLICT', message: 'Taken', extra: 1 }, other: true },
      { error: { code: 'X', message: 'Y', fields: { email: 1 } } },
      { error: { code: 'X', message: 'Y', fields: ['a'] } },
      { error: { code: 'X', message: 'Y', fields: null } },
      { error: { code: 1, message: 'Y' } },
      { error: { message: 'Y' } },
      { error: 'Not found' },
      { message: 'Not found' },
      'Not found',
      null,
      undefined,
      [],
    ];
    for (const body of bodies) {
      const parsed = ZApiError.safeParse(body);
      expect(parseApiError(body)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});
