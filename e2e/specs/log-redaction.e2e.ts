import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from '../support/browser';
import { loginWithWallet } from '../support/login';
import { startServer, type RunningServer } from '../support/server';
import { newHolder } from '../support/wallet';

/** Resolves once the page's live channel on `topic` is subscribed (the server checked its token). */
function subscribedTo(page: Page, topic: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload) === JSON.stringify({ type: 'subscribed', topic })) resolve();
      });
    });
  });
}

/** Adds the poll secret of every login request the page creates to `secrets`. */
function keepPollSecrets(page: Page, secrets: string[]): void {
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v1/auth/request') && response.request().method() === 'POST')
      void response.json().then((body: { pollSecret: string }) => secrets.push(body.pollSecret));
  });
}

/**
 * Issue 44's leak: a session token in a logged URL. A server logging every request (LOG_LEVEL=info)
 * sees a person and the provider log in, their consoles open the live channel, an invitation link
 * is opened and an old console puts its token in the channel's URL; then its log is read whole.
 */
describe('the server log', () => {
  const provider = newHolder();
  let server: RunningServer;
  const chromium = useChromium(() => server.baseUrl);

  beforeAll(async () => {
    server = await startServer({ PROVIDER_DIDS: provider.did, LOG_LEVEL: 'info' });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('keeps no session token, poll secret or invitation code', async () => {
    const secrets: string[] = [];
    const { page, context } = await chromium.open();
    keepPollSecrets(page, secrets);

    const person = newHolder();
    const personChannel = subscribedTo(page, person.did);
    await loginWithWallet(page, 'individual', person, { name: 'Log Reader' });
    await personChannel;
    const personToken = (await page.evaluate(() => localStorage.getItem('token')))!;
    secrets.push(personToken);

    // An old console's channel with the token in its URL: refused, and the URL is logged redacted.
    const inUrl = await page.evaluate(
      ([base, did, token]) =>
        new Promise<number>((resolve) => {
          const socket = new WebSocket(
            `${base.replace(/^http/, 'ws')}/api/comm/ws/${did}/web?token=${token}`,
          );
          socket.onopen = () => socket.send('{}');
          socket.onclose = (event) => resolve(event.code);
        }),
      [server.baseUrl, person.did, personToken] as const,
    );
    expect(inUrl).toBe(4401);

    const invitationCode = 'c0ffee-invitation-code-4711';
    secrets.push(invitationCode);
    await page.goto(`/endorsements?invitationCode=${invitationCode}`);
    expect((await page.request.delete(`/api/v1/invitations/${invitationCode}`)).status()).toBe(401);

    const { page: providerPage } = await chromium.open();
    keepPollSecrets(providerPage, secrets);
    const providerChannel = subscribedTo(providerPage, 'provider');
    await loginWithWallet(providerPage, 'provider', provider);
    await providerChannel;
    secrets.push((await providerPage.evaluate(() => localStorage.getItem('token')))!);
    await context.close();

    await server.pause();
    const log = server.output();
    // The log did record these requests: this test reads what a person would read.
    expect(log).toContain(`/api/comm/ws/${person.did}/web`);
    expect(log).toContain('/api/comm/ws/provider/web');
    expect(log).toContain('?token=[redacted]');
    expect(log).toContain('invitationCode=[redacted]');
    expect(log).toContain('/api/v1/invitations/[redacted]');
    expect(secrets).toHaveLength(5);
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/);
  });
});
