import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLE_CODES, ROLE_TYPES } from '@sigil/core';
import { apiError, mockApi } from '../../../test/api-mock';
import { ACTIVE_ROLES, createActiveRole, ORGANISATION_DID } from '../../../test/factories';
import {
  expectNoSeriousAxeViolations,
  openScreen,
  PAGE_LOAD,
  PAGE_TEST_TIMEOUT,
} from '../../../test/page-test';
import { signInOrganisation } from '../../../test/render-app';
import { createCustomRoleMember, createMemberIn, MEMBERS } from '../testing';

const sales = createActiveRole({ schemeName: 'Sales' });
const audit = createActiveRole({ schemeName: 'Audit' });
const seller = createCustomRoleMember(sales, { Name: 'Sam Seller', EmailId: 'sam@acme.example' });
const UPDATE = `PUT /api/accounts/${ORGANISATION_DID}/members/${seller.MemberDid}`;

async function openPage(memberId = seller.MemberID) {
  signInOrganisation(ROLE_TYPES.userAdmin);
  return openScreen(`/user/manage?memberId=${memberId}`, 'Manage User');
}

const field = (name: string) => screen.findByRole('textbox', { name: new RegExp(`^${name}`) }, PAGE_LOAD);

describe('manage a user', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it("saves the user's name, email and role; says so and goes back to User Management", async () => {
    const api = mockApi({
      [MEMBERS]: [seller],
      [ACTIVE_ROLES]: [sales, audit],
      [UPDATE]: { ...seller, Name: 'Samuel Seller', TypeOfRole: 'Audit', SchemeId: audit.id },
    });
    const { user, router } = await openPage();

    const name = await field('Name');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Sam Seller'));
    expect(name.getAttribute('maxlength')).toBe('100');
    expect((await field('Email')).getAttribute('maxlength')).toBe('254');
    await expectNoSeriousAxeViolations();

    await user.clear(name);
    await user.type(name, ' Samuel Seller ');
    await user.clear(await field('Email'));
    await user.type(await field('Email'), 'Samuel@ACME.example');
    await user.click(screen.getByRole('combobox', { name: /^Role/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Audit', 'Machine User', 'Sales']);
    await user.click(screen.getByRole('option', { name: 'Audit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Successfully update membership details')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-management'));
    expect(api.callsTo(UPDATE)[0]?.body).toEqual({
      memberId: seller.MemberID,
      name: 'Samuel Seller',
      email: 'samuel@acme.example',
      roleCode: audit.id,
    });
    expect(api.callsTo(ACTIVE_ROLES)[0]?.query.get('organizationDid')).toBe(ORGANISATION_DID);
  });

  it('sends Machine User as its code, 1005', async () => {
    const api = mockApi({ [MEMBERS]: [seller], [ACTIVE_ROLES]: [sales], [UPDATE]: seller });
    const { user } = await openPage();
    await user.click(await screen.findByRole('combobox', { name: /^Role/ }, PAGE_LOAD));
    await user.click(await screen.findByRole('option', { name: 'Machine User' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(UPDATE)).toHaveLength(1));
    expect((api.callsTo(UPDATE)[0]?.body as { roleCode: string }).roleCode).toBe(ROLE_CODES.machineUser);
  });

  it("says 'Somethings wrong please try again' when the update fails, and stays", async () => {
    mockApi({
      [MEMBERS]: [seller],
      [ACTIVE_ROLES]: [sales],
      [UPDATE]: () => apiError(500, 'Internal server error'),
    });
    const { user, router } = await openPage();
    await field('Name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Somethings wrong please try again')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/manage');
  });

  it('checks the fields with the request’s own messages before sending', async () => {
    const api = mockApi({ [MEMBERS]: [seller], [ACTIVE_ROLES]: [sales] });
    const { user } = await openPage();
    await user.clear(await field('Name'));
    await user.clear(await field('Email'));
    await user.type(await field('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(await screen.findByText('Email invalid')).toBeTruthy();
    expect(api.callsTo(UPDATE)).toHaveLength(0);
  });

  it('finds no user for an unknown id', async () => {
    mockApi({ [MEMBERS]: [seller], [ACTIVE_ROLES]: [sales] });
    await openPage('no-such-member');
    expect(await screen.findByText(/is not a member of your organization/, {}, PAGE_LOAD)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('finds no user for an admin-type member: Admin Management manages those', async () => {
    const admin = createMemberIn('admin', { Name: 'Ada Admin' });
    mockApi({ [MEMBERS]: [seller, admin], [ACTIVE_ROLES]: [sales] });
    await openPage(admin.MemberID);
    const alert = await screen.findByRole('alert', {}, PAGE_LOAD);
    expect(within(alert).getByText(/is not a member of your organization/)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Back to User Management' }).getAttribute('href')).toBe(
      '/user-management',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('Cancel goes back to User Management', async () => {
    mockApi({ [MEMBERS]: [seller], [ACTIVE_ROLES]: [sales] });
    const { user, router } = await openPage();
    await user.click(await screen.findByRole('link', { name: 'Cancel' }, PAGE_LOAD));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-management'));
  });
});
