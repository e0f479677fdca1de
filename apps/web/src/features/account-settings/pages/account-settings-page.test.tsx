import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGGED_IN_AS } from '@sigil/core';
import { mockApi } from '../../../test/api-mock';
import { createOrganisationDetail, createProfile, ORGANISATION_DID } from '../../../test/factories';
import { renderApp, signIn, signInOrganisation } from '../../../test/render-app';

const PROTECT = 'GET /api/v1/member-detail/protect';
const SET_PROTECT = 'POST /api/v1/member-detail/protect';

describe('account settings', () => {
  it('gives an individual the DID privacy switch beside their profile, as on Endorsements', async () => {
    let flag: 'Y' | 'N' = 'Y';
    const api = mockApi({
      [PROTECT]: () => ({ protectFlag: flag }),
      [SET_PROTECT]: ({ body }) => {
        flag = (body as { protectProfile: 'Y' | 'N' }).protectProfile;
        return { protectFlag: flag, message: 'Your DID details are now public' };
      },
    });
    signIn(createProfile({ mode: 'individual' }), LOGGED_IN_AS.individual);
    const { user } = renderApp('/account-setting');

    const privacy = within(await screen.findByRole('region', { name: 'DID privacy' }));
    const toggle = await privacy.findByRole('switch', { name: 'Show my DID details in DID search' });
    await waitFor(() => expect(toggle).toHaveProperty('disabled', false));
    expect(toggle).toHaveProperty('checked', false);
    await user.click(toggle);
    expect(await screen.findByText('Your DID details are now public')).toBeTruthy();
    expect(api.callsTo(SET_PROTECT).map((call) => call.body)).toEqual([{ protectProfile: 'N' }]);
    expect(screen.getByRole('region', { name: 'My profile' })).toBeTruthy();
  });

  it("shows an organisation's Admin the features the provider granted, and no privacy switch", async () => {
    signInOrganisation('Admin');
    const did = ORGANISATION_DID;
    mockApi({
      [`GET /api/accounts/${did}`]: createOrganisationDetail({
        AccountDid: did,
        AccountFeatures: ['endorsements'],
      }),
    });
    renderApp('/account-setting');

    const features = await screen.findByTestId('organisation-features');
    expect(within(features).getByText('Endorsements')).toBeTruthy();
    expect(within(features).queryByText('Membership schemes')).toBeNull();
    expect(screen.getByText('Granted by the provider. Ask the provider to change them.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'DID privacy' })).toBeNull();
  });
});
