import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENDORSEMENT_MESSAGES, type TMembershipRequest } from '@sigil/core';
import { apiError, mockApi } from '../../../test/api-mock';
import { createMembershipRequest, createProfile, createSchemeField, didOf } from '../../../test/factories';
import {
  choose,
  expectNoSeriousAxeViolations,
  openScreen,
  PAGE_LOAD,
  PAGE_TEST_TIMEOUT,
} from '../../../test/page-test';
import { signIn } from '../../../test/render-app';
import { createEndorsableAccount } from '../testing';

const HOLDER = didOf(778);
const ACCOUNTS = 'GET /api/v1/users/endorsable-accounts';
const MY_PENDING = `GET /api/v1/users/my-approval-pending/${HOLDER}`;

const requestPath = (organisationDid: string) => `POST /api/v1/users/request-endorsement/${organisationDid}`;

const openPage = async () => {
  signIn(createProfile({ did: HOLDER }));
  return openScreen('/endorsements/request-endorsements', 'Request Endorsements');
};

const cardOf = async (organisation: string) =>
  within(await screen.findByRole('listitem', { name: organisation }, PAGE_LOAD));

/** Acme Ltd with two roles: Auditor (a required name, a list, a date) and Observer (no fields). */
function acmeWithTwoRoles() {
  return createEndorsableAccount({
    BusinessName: 'Acme Ltd',
    AccountName: 'acme',
    Address: '1 Raffles Place',
    schemes: [
      {
        id: '00000000-0000-4000-8000-000000000101',
        schemeName: 'Auditor',
        fields: [
          createSchemeField({ fieldName: 'Full name', isRequired: 'Y', order: 1 }),
          createSchemeField({
            fieldName: 'Department',
            kind: 'list',
            fieldType: 'dept',
            fieldTypeName: 'Department',
            options: ['Sales', 'Legal'],
            isRequired: 'Y',
            order: 2,
          }),
          createSchemeField({ fieldName: 'Start date', kind: 'date', fieldType: 'date', order: 3 }),
        ],
      },
      { id: '00000000-0000-4000-8000-000000000102', schemeName: 'Observer', fields: [] },
    ],
  });
}

describe('request endorsements', () => {
  it(
    'shows the organisations as cards and finds them by name, debounced, case-insensitively',
    async () => {
      const acme = acmeWithTwoRoles();
      const globex = createEndorsableAccount({ BusinessName: 'Globex', schemes: [] });
      const api = mockApi({
        [ACCOUNTS]: ({ query }) => {
          const name = (query.get('orgName') ?? '').toLowerCase();
          return [acme, globex].filter((account) => account.BusinessName.toLowerCase().includes(name));
        },
      });
      const { user } = await openPage();

      const card = await cardOf('Acme Ltd');
      expect(card.getByTestId('account-accountName').textContent).toBe('acme');
      expect(card.getByTestId('account-address').textContent).toBe('1 Raffles Place');
      expect(card.getByText(acme.AccountDid)).toBeTruthy();
      expect(card.getByTestId('account-roles').textContent).toBe('Auditor, Observer');
      expect(card.getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', false);
      const globexCard = await cardOf('Globex');
      expect(globexCard.getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', true);
      expect(globexCard.getByText('No roles open for requests')).toBeTruthy();
      expect(api.callsTo(ACCOUNTS)[0]?.query.get('orgName')).toBeNull();

      await user.type(screen.getByRole('searchbox', { name: 'Search by Org Name' }), 'GLOB');
      await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Acme Ltd' })).toBeNull());
      expect(screen.getByRole('listitem', { name: 'Globex' })).toBeTruthy();
      // One call for the whole word, after the typing stopped (the query starts in an effect, which
      // may run a frame after the list has been narrowed).
      await waitFor(() =>
        expect(api.callsTo(ACCOUNTS).map((call) => call.query.get('orgName'))).toEqual([null, 'GLOB']),
      );

      await user.clear(screen.getByRole('searchbox', { name: 'Search by Org Name' }));
      await user.type(screen.getByRole('searchbox', { name: 'Search by Org Name' }), 'nobody');
      expect(await screen.findByText('No data available.')).toBeTruthy();
    },
    PAGE_TEST_TIMEOUT,
  );

  it(
    'flags a required field left empty, and sends nothing',
    async () => {
      const acme = acmeWithTwoRoles();
      const api = mockApi({ [ACCOUNTS]: [acme] });
      const { user } = await openPage();
      await user.click((await cardOf('Acme Ltd')).getByRole('button', { name: 'Apply' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Apply to Acme Ltd' }));

      // No role chosen yet.
      await user.click(dialog.getByRole('button', { name: 'Send' }));
      expect(await dialog.findByText('Role is required')).toBeTruthy();

      await choose(user, /Role/, 'Auditor', dialog);
      expect(dialog.queryByText('Role is required')).toBeNull();
      await user.click(dialog.getByRole('button', { name: 'Send' }));
      expect(await dialog.findByText('Full name is required')).toBeTruthy();
      expect(dialog.getByText('Department is required')).toBeTruthy();
      expect(api.callsTo(requestPath(acme.AccountDid))).toHaveLength(0);
    },
    PAGE_TEST_TIMEOUT,
  );

  it(
    'sends { schemeId, values } for the chosen role, toasts, closes, and the request waits under My Requests',
    async () => {
      const acme = acmeWithTwoRoles();
      let sent: TMembershipRequest | null = null;
      const api = mockApi({
        [ACCOUNTS]: [acme],
        [requestPath(acme.AccountDid)]: () => {
          sent = createMembershipRequest({
            organizationDid: acme.AccountDid,
            organizationName: 'Acme Ltd',
            schemeName: 'Auditor',
          });
          return Response.json(sent, { status: 201 });
        },
        [MY_PENDING]: () => (sent ? [sent] : []),
        [`GET /api/v1/users/my-history/${HOLDER}`]: [],
        'GET /api/v1/endorsements/mine': [],
        'GET /api/v1/invitations/': [],
        'GET /api/v1/member-detail/protect': { protectFlag: 'N' },
      });
      const { user, router } = await openPage();
      await user.click((await cardOf('Acme Ltd')).getByRole('button', { name: 'Apply' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Apply to Acme Ltd' }));
      await choose(user, /Role/, 'Auditor', dialog);

      await user.type(dialog.getByTestId('Full name'), '  Ada Lovelace ');
      await choose(user, /Department/, 'Legal', dialog);
      await user.type(dialog.getByTestId('Start date'), '2026-12-01');
      await user.click(dialog.getByRole('button', { name: 'Send' }));

      expect(await screen.findByText(ENDORSEMENT_MESSAGES.requested)).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const calls = api.callsTo(requestPath(acme.AccountDid));
      expect(calls).toHaveLength(1);
      expect(calls[0]?.body).toEqual({
        schemeId: '00000000-0000-4000-8000-000000000101',
        values: { 'Full name': 'Ada Lovelace', Department: 'Legal', 'Start date': '2026-12-01' },
      });
      expect(calls[0]?.headers.get('authorization')).toMatch(/^Bearer /);

      await router.navigate('/endorsements');
      const requests = within(await screen.findByRole('region', { name: 'My Requests' }, PAGE_LOAD));
      const row = within((await requests.findByText('Acme Ltd')).closest('tr') as HTMLTableRowElement);
      expect(row.getByText('Auditor')).toBeTruthy();
      expect(row.getByTestId('request-label').textContent).toBe('Waiting');
    },
    PAGE_TEST_TIMEOUT,
  );

  it(
    "applies to an organisation's only role without asking for it",
    async () => {
      const globex = createEndorsableAccount({
        BusinessName: 'Globex',
        schemes: [{ id: '00000000-0000-4000-8000-000000000201', schemeName: 'Member', fields: [] }],
      });
      const api = mockApi({
        [ACCOUNTS]: [globex],
        [requestPath(globex.AccountDid)]: createMembershipRequest(),
      });
      const { user } = await openPage();
      await user.click((await cardOf('Globex')).getByRole('button', { name: 'Apply' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Apply to Globex' }));
      expect(dialog.queryByRole('combobox')).toBeNull();
      expect(dialog.getByText('Role: Member')).toBeTruthy();
      expect(dialog.getByText('This role asks for no details.')).toBeTruthy();
      await user.click(dialog.getByRole('button', { name: 'Send' }));
      expect(await screen.findByText(ENDORSEMENT_MESSAGES.requested)).toBeTruthy();
      expect(api.callsTo(requestPath(globex.AccountDid))[0]?.body).toEqual({
        schemeId: '00000000-0000-4000-8000-000000000201',
        values: {},
      });
    },
    PAGE_TEST_TIMEOUT,
  );

  it(
    "shows the server's field messages on the fields, and its other refusals as a toast",
    async () => {
      const acme = acmeWithTwoRoles();
      let answer = () =>
        apiError(400, 'Full name is too long', { 'values.Full name': 'Full name is too long' });
      mockApi({ [ACCOUNTS]: [acme], [requestPath(acme.AccountDid)]: () => answer() });
      const { user } = await openPage();
      await user.click((await cardOf('Acme Ltd')).getByRole('button', { name: 'Apply' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Apply to Acme Ltd' }));
      await choose(user, /Role/, 'Auditor', dialog);
      await user.type(dialog.getByTestId('Full name'), 'Ada');
      await choose(user, /Department/, 'Sales', dialog);

      await user.click(dialog.getByRole('button', { name: 'Send' }));
      const message = await dialog.findByText('Full name is too long');
      expect(dialog.getByTestId('Full name').getAttribute('aria-invalid')).toBe('true');
      expect(message.id).toBeTruthy();

      answer = () => apiError(409, ENDORSEMENT_MESSAGES.alreadyRequested);
      await user.click(dialog.getByRole('button', { name: 'Send' }));
      expect(await screen.findByText(ENDORSEMENT_MESSAGES.alreadyRequested)).toBeTruthy();
      // The dialog stays open to try again or cancel.
      expect(screen.getByRole('dialog')).toBeTruthy();
      await waitFor(() =>
        expect(dialog.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false),
      );
    },
    PAGE_TEST_TIMEOUT,
  );

  it(
    'has no serious or critical axe-core violation, on the cards and in the dialog',
    async () => {
      mockApi({ [ACCOUNTS]: [acmeWithTwoRoles(), createEndorsableAccount({ schemes: [] })] });
      const { user, container } = await openPage();
      const card = await cardOf('Acme Ltd');
      await expectNoSeriousAxeViolations(container);
      await user.click(card.getByRole('button', { name: 'Apply' }));
      const dialog = within(await screen.findByRole('dialog'));
      await choose(user, /Role/, 'Auditor', dialog);
      await dialog.findByTestId('Full name');
      await expectNoSeriousAxeViolations(document.body);
    },
    PAGE_TEST_TIMEOUT,
  );
});
