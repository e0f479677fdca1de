import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPresentationPoll } from '@sigil/core';
import { mockApi, SilentWebSocket } from '../../../test/api-mock';
import { i18n } from '../../../lib/i18n';
import { renderApp, signInOrganisation } from '../../../test/render-app';

const HOLDER = 'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK';
const ISSUER = 'did:sigil:0x1111111111111111111111111111111111111111';
const REGISTRY = 'did:sigil:0x2222222222222222222222222222222222222222';
const CREATED = {
  txid: 'tx-1',
  qr: 'openid4vp://?client_id=decentralized_identifier%3Adid%3Asigil%3A0x2&request_uri=http%3A%2F%2Fsigil.test%2Fx',
  pollSecret: 'secret',
  expiresAt: new Date(Date.now() + 120_000).toISOString(),
};
const FOUND: TPresentationPoll = {
  status: 'COMPLETED',
  verification: {
    verified: false,
    presented: true,
    holder: HOLDER,
    issuer: ISSUER,
    role: 'Site Inspector',
    steps: [
      { step: 'presentation', ok: true, outcome: 'presented', facts: { holder: HOLDER } },
      { step: 'signature', ok: true, outcome: 'signed', facts: { issuer: ISSUER } },
      { step: 'status', ok: false, outcome: 'revoked', facts: { index: '7', url: 'http://sigil.test/list' } },
      { step: 'accreditation', ok: null, outcome: 'notChecked', facts: {} },
      { step: 'registry', ok: true, outcome: 'trustedRegistry', facts: { registry: REGISTRY } },
    ],
  },
};

beforeEach(() => {
  vi.stubGlobal('WebSocket', SilentWebSocket);
});

describe('Verify a Person', () => {
  it('shows the QR once asked, then what the registry found, step by step, in German too', async () => {
    let answered = false;
    const api = mockApi({
      'POST /api/v1/presentations': CREATED,
      'GET /api/v1/presentations/tx-1': () => (answered ? FOUND : { status: 'PENDING' }),
    });
    signInOrganisation('Admin');
    const { user } = renderApp('/verify-person');
    await screen.findByRole('heading', { level: 1, name: 'Verify a Person' });
    expect(api.callsTo('POST /api/v1/presentations')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Show the QR code' }));
    expect(await screen.findByDisplayValue(CREATED.qr)).toBeTruthy();
    expect(screen.getByText(/speaks OpenID4VP/)).toBeTruthy();

    answered = true;
    const result = within(await screen.findByTestId('presentation-result', {}, { timeout: 3000 }));
    expect(api.callsTo('GET /api/v1/presentations/tx-1')[0]?.headers.get('x-poll-secret')).toBe('secret');
    expect(result.getByRole('alert').textContent).toBe('Not verified');
    expect(result.getByText(HOLDER)).toBeTruthy();
    expect(result.getByText('Site Inspector')).toBeTruthy();
    const steps = within(result.getByRole('list', { name: 'What the registry checked' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual([
      `Presentation: Presented by its holder, ${HOLDER}, for this request.`,
      `Signature: Signed by ${ISSUER}.`,
      'Status: Revoked.',
      'Accreditation: Not checked: an earlier step failed.',
      `Registry: Issued under this registry, ${REGISTRY}.`,
    ]);

    await i18n.changeLanguage('de');
    expect(await result.findByText('Nicht bestätigt')).toBeTruthy();
    expect(result.getByText('Widerrufen.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Eine weitere Person prüfen' }));
    expect(api.callsTo('POST /api/v1/presentations')).toHaveLength(2);
  });
});
