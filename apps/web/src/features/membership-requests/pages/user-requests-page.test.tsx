import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENDORSEMENT_MESSAGES, formatDateTime, LOGGED_IN_AS, ROLE_TYPES } from '@sigil/core';
import { apiError, mockApi } from '../../../test/api-mock';
import {
  createActor,
  createMembershipRequest,
  createOrganisationProfile,
  didOf,
  uuidOf,
} from '../../../test/factories';
import {
  choose,
  expectNoSeriousAxeViolations,
  fill,
  openScreen,
  PAGE_TEST_TIMEOUT,
  tableRowOf,
} from '../../../test/page-test';
import { signIn, signInOrganisation } from '../../../test/render-app';
import { checkOf, firstCellsOf, REJECT, SENT } from '../testing';

const openPage = () => openScreen('/user/request', 'Membership Requests');
const shownRequesters = () => firstCellsOf('request-row');

describe('membership requests to check (/user/request)', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('lists the SENT requests with their values, kind, maker and date; in the sidebar', async () => {
    const application = createMembershipRequest({
      requesterName: 'Grace Hopper',
      schemeName: 'Sales',
      values: { 'Employee number': '42', Department: 'Radio', Started: '2025-01-15' },
      // The server sends them in the role's field order, each with its kind.
      entries: [
        { fieldName: 'Department', kind: 'text', value: 'Radio' },
        { fieldName: 'Employee number', kind: 'number', value: '42' },
        { fieldName: 'Started', kind: 'date', value: '2025-01-15' },
      ],
    });
    const maker = createActor({ name: 'Uma UserAdmin' });
    const enrolment = createMembershipRequest({
      requesterName: 'Beta Ltd',
      kind: 'ENROLMENT',
      schemeName: 'Partner',
      schemeId: uuidOf(9901),
      createdBy: maker,
    });
    const api = mockApi({ [SENT]: [application, enrolment] });
    signInOrganisation(ROLE_TYPES.userAdmin);
    await openPage();

    const row = await tableRowOf('Grace Hopper');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Requester',
      'Requester DID',
      'Role',
      'Kind',
      'Values',
      'Created by',
      'Created Date',
      'Actions',
    ]);
    // The requester's DID, and again under Created by: an applicant makes their own request.
    expect(row.getAllByText(application.requesterDid)).toHaveLength(2);
    expect(row.getByText('Sales')).toBeTruthy();
    expect(row.getByText('Application')).toBeTruthy();
    expect(row.getByText('Employee number:')).toBeTruthy();
    expect(row.getByText('42')).toBeTruthy();
    // In the role's order, a date as the console shows dates.
    expect(row.getByText('Department:').closest('dl')?.textContent).toBe(
      'Department: RadioEmployee number: 42Started: 15/01/2025',
    );
    expect(row.getByText(formatDateTime(application.createdAt))).toBeTruthy();
    expect(row.getByRole('button', { name: 'Check the request of Grace Hopper for Sales' })).toBeTruthy();
    expect(row.getByRole('button', { name: 'Reject the request of Grace Hopper for Sales' })).toBeTruthy();

    const enrolmentRow = await tableRowOf('Beta Ltd');
    expect(enrolmentRow.getByText('Enrollment')).toBeTruthy();
    expect(enrolmentRow.getByText('Uma UserAdmin')).toBeTruthy();
    expect(api.callsTo(SENT)[0]?.query.get('organizationDid')).toBe(application.organizationDid);
    expect(api.callsTo(SENT)[0]?.headers.get('Authorization')).toMatch(/^Bearer /);

    const sidebar = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(sidebar.getByRole('link', { name: 'Requests' }).getAttribute('aria-current')).toBe('page');
    await expectNoSeriousAxeViolations();
  });

  it("says 'No data available.' without requests", async () => {
    mockApi({ [SENT]: [] });
    signInOrganisation(ROLE_TYPES.admin);
    await openPage();
    expect(await screen.findByText('No data available.')).toBeTruthy();
  });

  it('checks a request: PUT …/check, a toast, and the list is fetched again', async () => {
    const request = createMembershipRequest({ requesterName: 'Grace Hopper' });
    let checked = false;
    const api = mockApi({
      [SENT]: () => (checked ? [] : [request]),
      [checkOf(request.id)]: () => {
        checked = true;
        return { ...request, status: 'CHECKED', label: 'WAITING', checkedBy: createActor() };
      },
    });
    signInOrganisation(ROLE_TYPES.userAdmin);
    const { user } = await openPage();

    await user.click((await tableRowOf('Grace Hopper')).getByRole('button', { name: /^Check/ }));
    expect(await screen.findByText(ENDORSEMENT_MESSAGES.checked)).toBeTruthy();
    expect(api.callsTo(checkOf(request.id))).toHaveLength(1);
    expect(await screen.findByText('No data available.')).toBeTruthy();
    expect(api.callsTo(SENT).length).toBeGreaterThan(1);
  });

  it('disables the buttons while the check runs, then says why it failed', async () => {
    const request = createMembershipRequest({ requesterName: 'Grace Hopper' });
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      [SENT]: [request],
      [checkOf(request.id)]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    signInOrganisation(ROLE_TYPES.userAdmin);
    const { user } = await openPage();
    const row = await tableRowOf('Grace Hopper');
    await user.click(row.getByRole('button', { name: /^Check/ }));
    await waitFor(() =>
      expect(row.getByRole('button', { name: /^Check/ }).hasAttribute('disabled')).toBe(true),
    );
    expect(row.getByRole('button', { name: /^Reject/ }).hasAttribute('disabled')).toBe(true);

    answer(apiError(409, ENDORSEMENT_MESSAGES.alreadyChecked));
    expect(
      await screen.findByText(`Somethings wrong please try again: ${ENDORSEMENT_MESSAGES.alreadyChecked}`),
    ).toBeTruthy();
  });

  it('rejects only with a reason, and posts { id, reason }', async () => {
    const request = createMembershipRequest({ requesterName: 'Grace Hopper', schemeName: 'Sales' });
    const api = mockApi({
      [SENT]: [request],
      [REJECT]: { ...request, status: 'REJECTED', label: 'REJECTED', reason: 'Not an employee' },
    });
    signInOrganisation(ROLE_TYPES.userAdmin);
    const { user } = await openPage();

    await user.click((await tableRowOf('Grace Hopper')).getByRole('button', { name: /^Reject/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject request' }));
    expect(dialog.getByText(/Reject the request of Grace Hopper for the role Sales\?/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText('Reason is required')).toBeTruthy();
    expect(api.callsTo(REJECT)).toHaveLength(0);

    await fill(user, dialog.getByRole('textbox', { name: /Reason/ }), '  Not an employee ');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected successfully')).toBeTruthy();
    expect(api.callsTo(REJECT)[0]?.body).toEqual({ id: request.id, reason: 'Not an employee' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('searches by requester name (trimmed, any case) and filters by role', async () => {
    mockApi({
      [SENT]: [
        createMembershipRequest({ requesterName: 'Grace Hopper', schemeName: 'Sales' }),
        createMembershipRequest({
          requesterName: 'Alan Turing',
          schemeName: 'Audit',
          schemeId: uuidOf(9902),
        }),
        createMembershipRequest({ requesterName: 'Ada Lovelace', schemeName: 'Sales' }),
      ],
    });
    signInOrganisation(ROLE_TYPES.userAdmin);
    const { user } = await openPage();
    await tableRowOf('Grace Hopper');

    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Select All', 'Audit', 'Sales']);
    await user.click(screen.getByRole('option', { name: 'Sales' }));
    expect(shownRequesters().sort()).toEqual(['Ada Lovelace', 'Grace Hopper']);

    await choose(user, 'Role', 'Select All');
    await user.type(screen.getByRole('searchbox', { name: 'Search by Requester Name' }), '  TURING ');
    await waitFor(() => expect(shownRequesters()).toEqual(['Alan Turing']), { timeout: 2000 });
  });

  it('pages at 10 rows', async () => {
    mockApi({
      [SENT]: Array.from({ length: 12 }, (_, index) =>
        createMembershipRequest({ requesterName: `Person ${index + 1}` }),
      ),
    });
    signInOrganisation(ROLE_TYPES.userAdmin);
    const { user } = await openPage();
    await screen.findAllByTestId('request-row');
    expect(shownRequesters()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(shownRequesters()).toHaveLength(2);
  });

  it('four eyes: whoever enrolled the account cannot check the request, and is told why', async () => {
    const me = didOf(4242);
    signIn(createOrganisationProfile(ROLE_TYPES.userAdmin, { did: me }), LOGGED_IN_AS.organisation);
    mockApi({
      [SENT]: [
        createMembershipRequest({
          requesterName: 'Beta Ltd',
          kind: 'ENROLMENT',
          createdBy: { did: me, name: 'Ada Lovelace' },
        }),
      ],
    });
    await openPage();
    const row = await tableRowOf('Beta Ltd');
    expect(row.getByRole('button', { name: /^Check/ }).hasAttribute('disabled')).toBe(true);
    expect(row.getByRole('button', { name: /^Reject/ }).hasAttribute('disabled')).toBe(true);
    expect(row.getByTestId('four-eyes-hint').textContent).toBe(
      'You enrolled this account: another person must check the request',
    );
  });
});
