import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SETUP_MESSAGES, type TAuthPollResponse } from '@sigil/core';
import { setupCodeFile, announceProviderSetup } from '../../provider-setup-announcement';
import { useTestApp } from '../../test/build-test-app';
import { answer, loginWithWallet, newHolder, poll, startRequest } from '../../test/holders';
import { newSetupCode, prepareProviderSetup } from './provider-setup';

const providerLogin = (setupCode: string) => ({ intent: 'login', mode: 'provider', setupCode }) as const;

describe('the first provider, by the setup code of the first run', () => {
  const t = useTestApp();

  const askWith = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/request', payload: body });

  it('makes codes of 20 characters in four groups, each new', () => {
    const code = newSetupCode();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/);
    expect(newSetupCode()).not.toBe(code);
  });

  it('turns the DID that answers a provider login made with the code into the provider, once', async () => {
    const code = (await prepareProviderSetup(t.database.db, { providerDids: [], providerEmails: [] }))!;
    const first = newHolder();
    expect(await loginWithWallet(t.app, first, 'provider')).toEqual({
      status: 'REJECTED',
      reason: 'NOT_PROVIDER',
    });

    const wrong = await askWith(providerLogin('00000-00000-00000-00000'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: { message: SETUP_MESSAGES.invalid, fields: { setupCode: SETUP_MESSAGES.invalid } },
    });
    const individual = await askWith({ intent: 'login', mode: 'individual', setupCode: code });
    expect(individual.json()).toMatchObject({ error: { message: SETUP_MESSAGES.providerOnly } });

    // Typed as a person might: lower case, no dashes, an O for a 0.
    const typed = code.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o');
    const claim = await startRequest(t.app, providerLogin(typed));
    const racing = await startRequest(t.app, providerLogin(code));
    expect((await answer(t.app, first, claim)).json()).toEqual({ status: 'COMPLETED' });
    const session = (await poll(t.app, claim)).json<TAuthPollResponse>();
    expect(session.profile).toMatchObject({ did: first.did, mode: 'provider' });

    // The code is used up: a second request made with it before, or after, makes nobody provider.
    expect((await answer(t.app, newHolder(), racing)).json()).toEqual({
      status: 'REJECTED',
      reason: 'NOT_PROVIDER',
    });
    expect((await askWith(providerLogin(code))).json()).toMatchObject({
      error: { message: SETUP_MESSAGES.invalid },
    });

    // The provider logs in without it from now on, and a new start makes no new code.
    expect((await loginWithWallet(t.app, first, 'provider')).profile).toMatchObject({ mode: 'provider' });
    expect(await prepareProviderSetup(t.database.db, { providerDids: [], providerEmails: [] })).toBeNull();
  });

  it('makes no code when PROVIDER_DIDS or PROVIDER_EMAILS names a provider', async () => {
    const none = { providerDids: [] as string[], providerEmails: [] as string[] };
    expect(
      await prepareProviderSetup(t.database.db, { ...none, providerDids: ['did:sigil:0x1'] }),
    ).toBeNull();
    expect(
      await prepareProviderSetup(t.database.db, { ...none, providerEmails: ['ops@example.com'] }),
    ).toBeNull();
  });
});

describe('the announcement at start', () => {
  const t = useTestApp();

  it('writes the code to a file of the server user only, shows it on a terminal, and logs only where it is', async () => {
    const logged: string[] = [];
    const shown: string[] = [];
    const log = { warn: (line: string) => logged.push(line) } as unknown as Parameters<
      typeof announceProviderSetup
    >[2];
    const config = { ...t.config, providerDids: [], providerEmails: [] };
    await announceProviderSetup(t.database.db, config, log, {
      isTTY: true,
      write: (text) => shown.push(text),
    });

    const file = setupCodeFile(config.dataDir);
    const code = readFileSync(file, 'utf8').trim();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(shown.join('')).toContain(code);
    expect(shown.join('')).toContain('http://sigil.test/setup');
    expect(logged.join('\n')).toContain(file);
    expect(logged.join('\n')).not.toContain(code);
    expect((await startRequest(t.app, providerLogin(code))).txid).toBeTruthy();

    // Not on a terminal (a service's output is its log): the file alone holds it.
    shown.length = 0;
    await announceProviderSetup(t.database.db, config, log, {
      isTTY: false,
      write: (text) => shown.push(text),
    });
    expect(shown).toEqual([]);
    expect(readFileSync(file, 'utf8').trim()).not.toBe(code);
  });
});
