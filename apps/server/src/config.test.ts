import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { holderMethods } from './lib/did/holder-resolver';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.productName).toBe('Sigil');
    expect(config.didMethod).toBe('sigil');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
  });

  it('reads lists and overrides', () => {
    const config = loadConfig({
      PORT: '9000',
      PROVIDER_EMAILS: ' Ops@Example.com , b@x.io',
      DATABASE_URL: 'postgres://h/db',
    });
    expect(config.port).toBe(9000);
    expect(config.providerEmails).toEqual(['ops@example.com', 'b@x.io']);
    expect(config.databaseUrl).toBe('postgres://h/db');
  });

  it('keeps the case of provider DIDs other than address DIDs, and lets did:web log in only when told', () => {
    const config = loadConfig({
      PROVIDER_DIDS:
        'did:sigil:0xABCDEF0123456789ABCDEF0123456789ABCDEF01, did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK',
    });
    expect(config.providerDids).toEqual([
      'did:sigil:0xabcdef0123456789abcdef0123456789abcdef01',
      'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK',
    ]);
    expect(holderMethods({ didMethod: 'sigil', didWeb: config.didWebLogin })).toEqual([
      'sigil',
      'key',
      'jwk',
    ]);
    const web = loadConfig({ DID_WEB_LOGIN: 'true' });
    expect(holderMethods({ didMethod: 'sigil', didWeb: web.didWebLogin })).toEqual([
      'sigil',
      'key',
      'jwk',
      'web',
    ]);
    expect(() => loadConfig({ DID_WEB_LOGIN: 'yes' })).toThrow(/DID_WEB_LOGIN/);
  });

  it('names the variable and the rule for a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ URL/,
    );
    expect(() => loadConfig({ DID_METHOD: 'Bad Method' })).toThrow(/DID_METHOD/);
  });

  it('reads the mail and key settings', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({
      mailLanguage: 'en',
      mailRetryIntervalMs: 5000,
      mailMaxAttempts: 8,
      masterKey: undefined,
    });
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(
      loadConfig({
        MAIL_LANGUAGE: 'de',
        MAIL_RETRY_INTERVAL_MS: '250',
        MAIL_MAX_ATTEMPTS: '3',
        MASTER_KEY: key,
      }),
    ).toMatchObject({
      mailLanguage: 'de',
      mailRetryIntervalMs: 250,
      mailMaxAttempts: 3,
      masterKey: key,
    });
    expect(() => loadConfig({ MAIL_LANGUAGE: 'fr' })).toThrow(/MAIL_LANGUAGE/);
    expect(() => loadConfig({ MASTER_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /MASTER_KEY: must be 32 random bytes/,
    );
    expect(() => loadConfig({ MASTER_KEY: 'not base64 at all!' })).toThrow(/MASTER_KEY/);
  });

  it('trusts no proxy by default, and reads TRUST_PROXY as true or a list of addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'TRUE' }).trustProxy).toBe(true);
    expect(
      loadConfig({ TRUST_PROXY: ' 10.0.0.1, 192.168.0.0/16 ,::1,fd00::/8, loopback' }).trustProxy,
    ).toEqual(['10.0.0.1', '192.168.0.0/16', '::1', 'fd00::/8', 'loopback']);
  });

  it('stops on a TRUST_PROXY it cannot read, naming the variable', () => {
    for (const bad of ['yes', '10.0.0.1/33', 'proxy.example', '10.0.0.1,', '-1', '1.5', '10.0.0.0/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(
        /TRUST_PROXY: must be false, true, or a comma-separated list of IP addresses or CIDRs/,
      );
    }
    // Fastify 5 ignores a hop count (it cannot tell a proxy from a direct client): refused, not ignored.
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(
      /TRUST_PROXY: a number of hops cannot tell a proxy/,
    );
  });
});
