import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger';

describe('redactUrl', () => {
  it('hides the value of every secret query parameter and keeps the rest', () => {
    expect(redactUrl('/api/comm/ws/did:sigil:0xab/web?token=eyJ.a.b')).toBe(
      '/api/comm/ws/did:sigil:0xab/web?token=[redacted]',
    );
    expect(redactUrl('/api/v1/auth/request?txid=t1&pollSecret=s3cret&x=1')).toBe(
      '/api/v1/auth/request?txid=t1&pollSecret=[redacted]&x=1',
    );
    expect(redactUrl('/endorsements?invitationCode=abc123')).toBe('/endorsements?invitationCode=[redacted]');
    expect(redactUrl('/cb?access_token=a&id_token=b&code=c&state=s')).toBe(
      '/cb?access_token=[redacted]&id_token=[redacted]&code=[redacted]&state=s',
    );
    // Named in percent-encoding or in another case, still a secret.
    expect(redactUrl('/x?%74oken=abc&TOKEN=def')).toBe('/x?%74oken=[redacted]&TOKEN=[redacted]');
    expect(redactUrl('/api/v1/reports?startDate=&endDate=')).toBe('/api/v1/reports?startDate=&endDate=');
  });

  it('hides a path segment matched by a secret route parameter', () => {
    expect(redactUrl('/api/v1/invitations/abc123', '/api/v1/invitations/:invitationCode')).toBe(
      '/api/v1/invitations/[redacted]',
    );
    expect(
      redactUrl(
        '/api/v1/invitations/role-machine-user/abc?lang=de',
        '/api/v1/invitations/role-machine-user/:invitationCode',
      ),
    ).toBe('/api/v1/invitations/role-machine-user/[redacted]?lang=de');
    expect(redactUrl('/api/v1/identities/did:sigil:0x1', '/api/v1/identities/:did')).toBe(
      '/api/v1/identities/did:sigil:0x1',
    );
  });
});
