import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SETUP_MESSAGES } from '@sigil/core';
import { apiError, mockApi, SilentWebSocket } from '../../../test/api-mock';
import { i18n } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';
import { useSessionStore } from '../../../lib/session-store';
import { validToken } from '../../../test/jwt';

const CODE = '7KQ2M-ABCDE-FGHJK-MNPQR';
const CREATED = {
  txid: 'tx-1',
  qr: '{"v":1,"kind":"auth","intent":"login","mode":"provider","txid":"tx-1"}',
  pollSecret: 'secret',
  expiresAt: new Date(Date.now() + 120_000).toISOString(),
};

async function openSetup() {
  const view = renderApp('/setup');
  await screen.findByRole('heading', { level: 1, name: 'Set up Sigil' });
  return view;
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', SilentWebSocket);
});

describe('/setup, the first provider', () => {
  it('asks for the code, then shows the provider login QR made with it', async () => {
    const api = mockApi({
      'POST /api/v1/auth/request': CREATED,
      'GET /api/v1/auth/request': { status: 'PENDING' },
    });
    const { user } = await openSetup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(SETUP_MESSAGES.required)).toBeTruthy();
    expect(api.callsTo('POST /api/v1/auth/request')).toEqual([]);

    await user.type(screen.getByLabelText(/Setup code/), ` ${CODE} `);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Scan with Sigil mobile app - Provider')).toBeTruthy();
    expect(await within(dialog).findByTestId('qr-code')).toBeTruthy();
    expect(api.callsTo('POST /api/v1/auth/request')[0]?.body).toEqual({
      intent: 'login',
      mode: 'provider',
      setupCode: CODE,
    });
  });

  it('says a wrong or used code on the field, in German too, and opens no dialog', async () => {
    mockApi({
      'POST /api/v1/auth/request': () =>
        apiError(400, SETUP_MESSAGES.invalid, { setupCode: SETUP_MESSAGES.invalid }),
    });
    const { user } = await openSetup();
    await i18n.changeLanguage('de');
    await user.type(screen.getByLabelText(/Einrichtungscode/), CODE);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(
      await screen.findByText(
        'Dieser Einrichtungscode ist ungültig: Verwenden Sie den neuesten, den der Server bei seinem Start ausgegeben hat',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('signs the provider in once the wallet has answered', async () => {
    let answered = false;
    const profile = {
      did: 'did:sigil:0x1111111111111111111111111111111111111111',
      name: 'Ada',
      email: '',
      mode: 'provider',
      avatar: null,
      roles: [],
      selectedAccount: null,
      organisation: null,
    };
    mockApi({
      'POST /api/v1/auth/request': CREATED,
      'GET /api/v1/auth/request': () =>
        answered
          ? { status: 'COMPLETED', token: validToken({ aud: 'provider', sub: profile.did }), profile }
          : { status: 'PENDING' },
    });
    const { user, router } = await openSetup();
    await user.type(screen.getByLabelText(/Setup code/), CODE);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByTestId('qr-code');
    answered = true;
    await vi.waitFor(() => expect(useSessionStore.getState().profile?.mode).toBe('provider'), {
      timeout: 5000,
    });
    await vi.waitFor(() => expect(router.state.location.pathname).not.toBe('/setup'));
  });
});
