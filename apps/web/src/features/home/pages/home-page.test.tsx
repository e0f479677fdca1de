import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGGED_IN_AS, ROLE_TYPES } from '@sigil/core';
import { mockApi } from '../../../test/api-mock';
import {
  createActivity,
  createActivityReport,
  createOrganisationDetail,
  createOrganisationProfile,
  createProfile,
} from '../../../test/factories';
import { renderApp, signIn } from '../../../test/render-app';

describe('home', () => {
  it("shows 'Your Organization' for an organisation admin, and the organisation's recent activities", async () => {
    const profile = createOrganisationProfile(ROLE_TYPES.admin);
    const orgDid = profile.organisation?.did ?? '';
    const activities = Array.from({ length: 7 }, (_, index) =>
      createActivity({ filename: `file-${index + 1}.pdf`, name: index === 0 ? 'Ada Member' : '' }),
    );
    const api = mockApi({
      [`GET /api/accounts/${orgDid}`]: createOrganisationDetail({
        AccountDid: orgDid,
        BusinessName: 'Acme Ltd',
        Email: 'ops@acme.example',
        ContactNumber: '+65 9123 4567',
        CorporateWebsite: 'https://acme.example',
        MailingAddress1: '1 Raffles Place',
      }),
      'GET /api/public/reports': createActivityReport(activities),
    });
    signIn(profile, LOGGED_IN_AS.organisation);
    renderApp('/');

    const panel = within(await screen.findByRole('region', { name: 'Your Organization' }));
    expect((await panel.findByTestId('your-organisation-businessName')).textContent).toBe('Acme Ltd');
    expect(panel.getByTestId('your-organisation-did').textContent).toBe(orgDid);
    expect(panel.getByTestId('your-organisation-email').textContent).toBe('ops@acme.example');
    expect(panel.getByTestId('your-organisation-contactNumber').textContent).toBe('+65 9123 4567');
    expect(panel.getByTestId('your-organisation-website').textContent).toBe('https://acme.example');
    expect(panel.getByTestId('your-organisation-address').textContent).toBe('1 Raffles Place');
    expect(api.callsTo(`GET /api/accounts/${orgDid}`)[0]?.query.get('memberId')).toBe('m1');

    const recent = within(screen.getByRole('region', { name: 'Recent Organization Activities' }));
    await recent.findByText('file-1.pdf');
    expect(recent.getAllByTestId('activity-row')).toHaveLength(5);
    expect(recent.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'User DID',
      'Event',
      'Time',
      'File Name',
      'Others',
    ]);
    expect(recent.getAllByTestId('activity-row')[0]?.textContent).toContain('Ada Member');
    expect(recent.queryByText('file-6.pdf')).toBeNull();
    expect(recent.getByRole('link', { name: 'View more' }).getAttribute('href')).toBe('/my-activities');
    expect(api.callsTo('GET /api/public/reports')[0]?.query.get('did')).toBe(orgDid);
  });

  it("shows 'Your Information' for an individual, with their own activities", async () => {
    const profile = createProfile({ name: 'Ada Lovelace', email: 'ada@example.org' });
    const api = mockApi({ 'GET /api/reports': createActivityReport([]) });
    signIn(profile, LOGGED_IN_AS.individual);
    renderApp('/');

    const panel = within(await screen.findByRole('region', { name: 'Your Information' }));
    expect(panel.getByTestId('your-information-name').textContent).toBe('Ada Lovelace');
    expect(panel.getByTestId('your-information-did').textContent).toBe(profile.did);
    expect(panel.getByTestId('your-information-email').textContent).toBe('ada@example.org');
    expect(screen.queryByRole('region', { name: 'Your Organization' })).toBeNull();

    const recent = within(screen.getByRole('region', { name: 'Recent Organization Activities' }));
    expect(await recent.findByText('No data available.')).toBeTruthy();
    expect(api.callsTo('GET /api/reports')[0]?.query.get('did')).toBe(profile.did);
    // No day range, so no time zone: the home needs no Intl (activity-report.ts filterQuery).
    expect(api.callsTo('GET /api/reports')[0]?.query.get('timezone')).toBeNull();
    expect(api.callsTo('GET /api/public/reports')).toHaveLength(0);
  });

  it('offers View more only to those who may open My Activities', async () => {
    mockApi({ 'GET /api/public/reports': createActivityReport([]) });
    signIn(createOrganisationProfile(ROLE_TYPES.userAdmin), LOGGED_IN_AS.organisation);
    renderApp('/');
    await screen.findByRole('region', { name: 'Your Organization' });
    expect(screen.queryByRole('link', { name: 'View more' })).toBeNull();
  });
});
