import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime, INVITATION_TYPES, ROLE_TYPES, type TInvitation } from '@sigil/core';
import { apiError, mockApi } from '../../../test/api-mock';
import { ORGANISATION_DID } from '../../../test/factories';
import {
  expectNoSeriousAxeViolations,
  fill,
  openScreen,
  PAGE_TEST_TIMEOUT,
  tableRowOf,
} from '../../../test/page-test';
import { signInOrganisation } from '../../../test/render-app';
import { createInvitation, inviteByEmail, openInviteDialog } from '../testing';

const LIST = 'GET /api/v1/invitations/orgroles/sent';
const SEND = 'POST /api/v1/invitations/';
const checkEmail = (email: string) => `GET /api/invite/check-email/${email}`;

const signInAdmin = () => signInOrganisation(ROLE_TYPES.admin);
const openPage = () => openScreen('/admin-invitations', 'Invitations');

const inviteeNames = () =>
  screen.getAllByTestId('invitation-row').map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('admin invitations', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('lists the invitations newest first, as the server sends them, with their columns and statuses', async () => {
    const pending = createInvitation({
      inviteeName: 'Grace Hopper',
      createdDate: '2026-11-05T10:00:00.000Z',
    });
    const accepted = createInvitation({
      inviteeName: 'Alan Turing',
      inviteeEmail: 'alan@example.org',
      roleCode: '1030',
      roleType: ROLE_TYPES.roleAdmin,
      status: 'ACCEPTED',
      acceptedDate: '2026-11-04T14:05:06.000Z',
      createdDate: '2026-11-03T10:00:00.000Z',
    });
    const rejected = createInvitation({
      inviteeName: 'Edsger Dijkstra',
      status: 'REJECTED',
      acceptedDate: '2026-11-02T08:00:00.000Z',
      createdDate: '2026-11-01T10:00:00.000Z',
    });
    const expired = createInvitation({
      inviteeName: 'Barbara Liskov',
      status: 'EXPIRED',
      createdDate: '2026-11-04T10:00:00.000Z',
    });
    const api = mockApi({ [LIST]: [pending, expired, accepted, rejected] });
    signInAdmin();
    await openPage();

    await tableRowOf('Grace Hopper');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Inviter Name',
      'Invitee Name',
      'Invitee Email',
      'Status',
      'Role Type',
      'Created Date',
      'Actions',
    ]);
    expect(inviteeNames()).toEqual(['Grace Hopper', 'Barbara Liskov', 'Alan Turing', 'Edsger Dijkstra']);

    const pendingRow = await tableRowOf('Grace Hopper');
    expect(pendingRow.getByTestId('invitation-status').textContent).toBe('Pending');
    expect(pendingRow.getByText('Ada Lovelace')).toBeTruthy();
    expect(pendingRow.getByText(pending.inviteeEmail)).toBeTruthy();
    expect(pendingRow.getByText('UserAdmin')).toBeTruthy();
    expect(pendingRow.getByText(formatDateTime(pending.createdDate))).toBeTruthy();
    expect(pendingRow.getByRole('button', { name: 'Cancel the invitation of Grace Hopper' })).toBeTruthy();
    expect(pendingRow.getByRole('button', { name: 'Resend the invitation to Grace Hopper' })).toBeTruthy();

    const acceptedRow = await tableRowOf('Alan Turing');
    const acceptedStatus = within(acceptedRow.getByTestId('invitation-status'));
    expect(acceptedStatus.getByText('Accepted')).toBeTruthy();
    expect(acceptedStatus.getByText(formatDateTime(accepted.acceptedDate))).toBeTruthy();
    expect(formatDateTime(accepted.acceptedDate)).toMatch(/^\d{2}:\d{2}:\d{2} - \d{2}\/\d{2}\/2026$/);
    expect(acceptedRow.getByText('RoleAdmin')).toBeTruthy();
    expect(acceptedRow.queryByRole('button')).toBeNull();

    const rejectedRow = await tableRowOf('Edsger Dijkstra');
    expect(within(rejectedRow.getByTestId('invitation-status')).getByText('Rejected')).toBeTruthy();
    expect(rejectedRow.getByText(formatDateTime(rejected.acceptedDate))).toBeTruthy();
    expect(rejectedRow.queryByRole('button')).toBeNull();

    // Beyond the spec: an expired invitation can be sent again, not cancelled.
    const expiredRow = await tableRowOf('Barbara Liskov');
    expect(expiredRow.getByTestId('invitation-status').textContent).toBe('Expired');
    expect(expiredRow.getByRole('button', { name: /^Resend/ })).toBeTruthy();
    expect(expiredRow.queryByRole('button', { name: /^Cancel/ })).toBeNull();

    const [call] = api.callsTo(LIST);
    expect(call?.query.get('organizationDid')).toBe(ORGANISATION_DID);
    // Spec §7: the invitation service takes the x-auth-token header.
    expect(call?.headers.get('x-auth-token')).toBeTruthy();
    await expectNoSeriousAxeViolations();
  });

  it("says 'No data available.' without invitations", async () => {
    mockApi({ [LIST]: [] });
    signInAdmin();
    await openPage();
    expect(await screen.findByText('No data available.')).toBeTruthy();
  });

  it('pages 10 rows at a time', async () => {
    mockApi({ [LIST]: Array.from({ length: 12 }, () => createInvitation()) });
    signInAdmin();
    const { user } = await openPage();
    await waitFor(() => expect(screen.getAllByTestId('invitation-row')).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getAllByTestId('invitation-row')).toHaveLength(2);
  });

  it('searches invitees by name (trimmed, any case, once typing settles) and filters by role', async () => {
    const api = mockApi({
      [LIST]: [
        createInvitation({ inviteeName: 'Grace Hopper', roleType: ROLE_TYPES.userAdmin }),
        createInvitation({ inviteeName: 'Grace Kelly', roleType: ROLE_TYPES.roleAdmin, roleCode: '1030' }),
        createInvitation({ inviteeName: 'Alan Turing', roleType: ROLE_TYPES.admin, roleCode: '1001' }),
      ],
    });
    signInAdmin();
    const { user } = await openPage();
    await tableRowOf('Alan Turing');
    await user.type(screen.getByRole('searchbox', { name: 'Search Invitees by Name' }), '  gRaCe ');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Alan Turing' })).toBeNull(), {
      timeout: 2000,
    });
    expect(inviteeNames()).toEqual(expect.arrayContaining(['Grace Hopper', 'Grace Kelly']));

    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select All',
      'Admin',
      'RoleAdmin',
      'UserAdmin',
    ]);
    await user.click(screen.getByRole('option', { name: 'RoleAdmin' }));
    await waitFor(() => expect(inviteeNames()).toEqual(['Grace Kelly']));
    // Filtered in the page: the list is fetched once.
    expect(api.callsTo(LIST)).toHaveLength(1);
  });

  it('asks before cancelling a pending invitation; confirmed, it deletes it and says so', async () => {
    const pending = createInvitation({ inviteeName: 'Grace Hopper' });
    let cancelled = false;
    const api = mockApi({
      [LIST]: () => (cancelled ? [] : [pending]),
      [`DELETE /api/v1/invitations/${pending.invitationCode}`]: () => {
        cancelled = true;
        return { message: 'Invitation cancelled' };
      },
    });
    signInAdmin();
    const { user } = await openPage();
    const cancelButton = (await tableRowOf('Grace Hopper')).getByRole('button', { name: /^Cancel/ });
    expect(cancelButton.textContent).toBe('Cancel');
    await user.click(cancelButton);
    let dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Are you sure you want to remove this Invitation?')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(`DELETE /api/v1/invitations/${pending.invitationCode}`)).toHaveLength(0);

    await user.click((await tableRowOf('Grace Hopper')).getByRole('button', { name: /^Cancel/ }));
    dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Invitation cancelled')).toBeTruthy();
    expect(api.callsTo(`DELETE /api/v1/invitations/${pending.invitationCode}`)).toHaveLength(1);
    expect(await screen.findByText('No data available.')).toBeTruthy();
  });

  it("shows the server's message when cancelling fails", async () => {
    const pending = createInvitation({ inviteeName: 'Grace Hopper' });
    mockApi({
      [LIST]: [pending],
      [`DELETE /api/v1/invitations/${pending.invitationCode}`]: () =>
        apiError(409, 'This invitation has already been answered'),
    });
    signInAdmin();
    const { user } = await openPage();
    await user.click((await tableRowOf('Grace Hopper')).getByRole('button', { name: /^Cancel/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('This invitation has already been answered')).toBeTruthy();
    expect(await tableRowOf('Grace Hopper')).toBeTruthy();
  });

  it('resends an invitation: a new code, a toast, the list fetched again', async () => {
    const expired = createInvitation({ inviteeName: 'Grace Hopper', status: 'EXPIRED' });
    let resent = false;
    const api = mockApi({
      [LIST]: () => [
        resent
          ? { ...expired, invitationCode: 'code-new', status: 'INVITED', invitationStatus: 'INVITED' }
          : expired,
      ],
      'POST /api/invite/invitations/send-email': () => {
        resent = true;
        return { ...expired, invitationCode: 'code-new', status: 'INVITED', invitationStatus: 'INVITED' };
      },
    });
    signInAdmin();
    const { user } = await openPage();
    await user.click((await tableRowOf('Grace Hopper')).getByRole('button', { name: /^Resend/ }));
    expect(await screen.findByText('Invitation sent again')).toBeTruthy();
    const [call] = api.callsTo('POST /api/invite/invitations/send-email');
    expect(call?.body).toEqual({ invitationCode: expired.invitationCode });
    expect(call?.headers.get('x-auth-token')).toBeTruthy();
    await waitFor(async () =>
      expect((await tableRowOf('Grace Hopper')).getByTestId('invitation-status').textContent).toBe('Pending'),
    );
  });
});

describe("an Admin's invite dialog", { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('offers the admin roles and shows the validation messages', async () => {
    const api = mockApi({ [LIST]: [] });
    signInAdmin();
    const { user } = await openPage();
    const dialog = await openInviteDialog(user);

    await user.click(dialog.getByRole('button', { name: 'Invite' }));
    expect(await dialog.findByText('Role is required')).toBeTruthy();

    await user.click(dialog.getByRole('combobox', { name: /Role/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Admin', 'UserAdmin', 'RoleAdmin']);
    await user.click(screen.getByRole('option', { name: 'UserAdmin' }));
    await user.click(dialog.getByRole('button', { name: 'Invite' }));
    expect(await dialog.findByText('Name is required')).toBeTruthy();
    expect(dialog.getByText('Email is required')).toBeTruthy();

    await fill(user, dialog.getByLabelText(/Email/), 'grace@');
    await user.click(dialog.getByRole('button', { name: 'Invite' }));
    expect(await dialog.findByText('Email invalid')).toBeTruthy();
    // The fields take no more than their limits.
    expect(dialog.getByLabelText(/Name/).getAttribute('maxlength')).toBe('100');
    expect(dialog.getByLabelText(/Email/).getAttribute('maxlength')).toBe('254');
    expect(api.callsTo(SEND)).toHaveLength(0);
    await expectNoSeriousAxeViolations();
  });

  it('says the messages in German too', async () => {
    mockApi({ [LIST]: [] });
    signInAdmin();
    const { user } = await openPage();
    const dialog = await openInviteDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Invite' }));
    await dialog.findByText('Role is required');
    const { i18n } = await import('../../../lib/i18n');
    await i18n.changeLanguage('de');
    expect(await screen.findByText('Rolle ist erforderlich')).toBeTruthy();
  });

  it("stops at the e-mail pre-check's message: a warning, nothing sent, the dialog still open", async () => {
    const api = mockApi({
      [LIST]: [],
      [checkEmail('grace@example.org')]: { message: 'This email already has a pending invitation' },
    });
    signInAdmin();
    const { user } = await openPage();
    await inviteByEmail(user, { role: 'Admin', name: 'Grace Hopper', email: 'grace@example.org' });
    expect(await screen.findByText('This email already has a pending invitation')).toBeTruthy();
    expect(api.callsTo(checkEmail('grace@example.org'))[0]?.headers.get('x-auth-token')).toBeTruthy();
    expect(api.callsTo(SEND)).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Invite User' })).toBeTruthy();
  });

  it('invites: checks the e-mail, sends the invitation, says so, closes and refreshes the list', async () => {
    let sent: TInvitation | null = null;
    const api = mockApi({
      [LIST]: () => (sent ? [sent] : []),
      [checkEmail('grace@example.org')]: {},
      [SEND]: ({ body }) => {
        sent = createInvitation({ inviteeName: 'Grace Hopper', inviteeEmail: 'grace@example.org' });
        return Response.json({ ...sent, echo: body }, { status: 201 });
      },
    });
    signInAdmin();
    const { user } = await openPage();
    await inviteByEmail(user, { role: 'RoleAdmin', name: '  Grace Hopper ', email: 'grace@example.org' });

    expect(await screen.findByText('Invited successfully')).toBeTruthy();
    expect(api.callsTo(SEND)[0]?.body).toEqual({
      invitationType: INVITATION_TYPES.adminRole,
      roleCode: '1030',
      roleType: 'RoleAdmin',
      name: 'Grace Hopper',
      email: 'grace@example.org',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await tableRowOf('Grace Hopper')).toBeTruthy();
  });

  it("keeps Invite disabled while sending, then shows the server's message on failure", async () => {
    let answer: (() => void) | undefined;
    const api = mockApi({
      [LIST]: [],
      [checkEmail('grace@example.org')]: {},
      [SEND]: () =>
        new Promise((resolve) => {
          answer = () => resolve(apiError(409, 'This person already has a pending invitation'));
        }),
    });
    signInAdmin();
    const { user } = await openPage();
    const dialog = await inviteByEmail(user, {
      role: 'Admin',
      name: 'Grace Hopper',
      email: 'grace@example.org',
    });
    await waitFor(() => expect(api.callsTo(SEND)).toHaveLength(1));
    expect(dialog.getByRole('button', { name: 'Invite' })).toHaveProperty('disabled', true);
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    answer?.();
    expect(await screen.findByText('This person already has a pending invitation')).toBeTruthy();
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Invite' })).toHaveProperty('disabled', false),
    );
    expect(screen.getByRole('dialog', { name: 'Invite User' })).toBeTruthy();
  });

  it('works by keyboard: open, the first field has the focus, choose a role, fill in, send', async () => {
    const api = mockApi({
      [LIST]: [],
      [checkEmail('grace@example.org')]: {},
      [SEND]: () => Response.json(createInvitation(), { status: 201 }),
    });
    signInAdmin();
    const { user } = await openPage();
    screen.getByRole('button', { name: 'Invite User' }).focus();
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite User' }));
    const role = dialog.getByRole('combobox', { name: /Role/ });
    await waitFor(() => expect(document.activeElement).toBe(role));
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(role.textContent).toBe('UserAdmin'));
    await user.tab();
    expect(document.activeElement).toBe(dialog.getByLabelText(/Name/));
    await user.keyboard('Grace Hopper');
    await user.tab();
    await user.keyboard('grace@example.org{Enter}');
    expect(await screen.findByText('Invited successfully')).toBeTruthy();
    expect(api.callsTo(SEND)[0]?.body).toMatchObject({ roleCode: '1020', name: 'Grace Hopper' });
  });
});
