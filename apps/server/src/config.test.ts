import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
    const config = loadConfig({ PORT: '9000', PROVIDER_EMAILS: ' Ops@Example.com , b@x.io', DATABASE_URL: 'postgres://h/db' });
    expect(config.port).toBe(9000);
    expect(config.providerEmails).toEqual(['ops@example.com', 'b@x.io']);
    expect(config.databaseUrl).toBe('postgres://h/db');
  });

  it('names the variable and the rule for a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ DID_METHOD: 'Bad Method' })).toThrow(/DID_METHOD/);
  });
});
