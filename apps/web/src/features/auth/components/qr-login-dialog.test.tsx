import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, SilentWebSocket } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';

const expiresAt = new Date(Date.now() + 120_000).toISOString();
const OURS = { txid: 'tx-ours', qr: 'http://sigil.test/wallet/#auth=ours', pollSecret: 's1', expiresAt };
const OPENID4VP = {
  txid: 'tx-openid4vp',
  qr: 'openid4vp://?client_id=decentralized_identifier%3Adid%3Asigil%3A0x1&request_uri=http%3A%2F%2Fsigil.test%2Fapi%2Fv1%2Fauth%2Fopenid4vp%2Frequests%2Ftx-openid4vp',
  pollSecret: 's2',
  expiresAt,
};

beforeEach(() => {
  vi.stubGlobal('WebSocket', SilentWebSocket);
});

/** The individual login dialog, open, with a server that answers either protocol's request. */
async function openLoginDialog() {
  const api = mockApi({
    'POST /api/v1/auth/request': (request) =>
      (request.body as { protocol?: string }).protocol === 'openid4vp' ? OPENID4VP : OURS,
    'GET /api/v1/auth/request': { status: 'PENDING' },
  });
  const { user } = renderApp('/login');
  await user.click(await screen.findByRole('button', { name: 'Login (Individual)' }));
  return { api, user, dialog: await screen.findByRole('dialog') };
}

describe('the login dialog', () => {
  it('offers another wallet: a new request over OpenID4VP, and back to our own wallet', async () => {
    const { api, user, dialog } = await openLoginDialog();
    expect(await within(dialog).findByDisplayValue(OURS.qr)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Use another wallet' }));
    expect(await within(dialog).findByDisplayValue(OPENID4VP.qr)).toBeTruthy();
    expect(within(dialog).getByLabelText('Wallet link (openid4vp://)')).toBeTruthy();
    expect(within(dialog).getByText(/OpenID4VP and SIOPv2/)).toBeTruthy();
    expect(api.callsTo('POST /api/v1/auth/request').map((call) => call.body)).toEqual([
      { intent: 'login', mode: 'individual' },
      { intent: 'login', mode: 'individual', protocol: 'openid4vp' },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Use the Sigil wallet' }));
    expect(await within(dialog).findByDisplayValue(OURS.qr)).toBeTruthy();
    expect(within(dialog).queryByText(/OpenID4VP and SIOPv2/)).toBeNull();
  });

  it('switches once on a double click: one new request, not there and back', async () => {
    const { api, user, dialog } = await openLoginDialog();
    await within(dialog).findByDisplayValue(OURS.qr);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Use another wallet' }));
    expect(await within(dialog).findByDisplayValue(OPENID4VP.qr)).toBeTruthy();
    expect(api.callsTo('POST /api/v1/auth/request')).toHaveLength(2);
  });
});
