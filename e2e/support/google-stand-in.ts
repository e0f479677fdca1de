import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Google's userinfo endpoint, played locally: access token → user. */
export const GOOGLE_USERS: Record<
  string,
  { sub: string; email: string; email_verified: boolean; name: string }
> = {
  'google-token-operator': {
    sub: 'g-1',
    email: 'operator@sigil.example',
    email_verified: true,
    name: 'Olivia Operator',
  },
};

export async function startGoogleStandIn(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const user = GOOGLE_USERS[token];
    res.writeHead(user ? 200 : 401, { 'content-type': 'application/json' });
    res.end(JSON.stringify(user ?? { error: 'invalid_token' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/userinfo`,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
