import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENDORSEMENT_MESSAGES, ROLE_TYPES } from '@sigil/core';
import { apiError, mockApi } from '../../../test/api-mock';
import {
  ACTIVE_ROLES,
  createActiveRole,
  createActor,
  createMembershipRequest,
  createSchemeField,
  didOf,
  ORGANISATION_DID,
} from '../../../test/factories';
import {
  choose,
  expectNoSeriousAxeViolations,
  fill,
  openScreen,
  PAGE_TEST_TIMEOUT,
} from '../../../test/page-test';
import { signInOrganisation } from '../../../test/render-app';
import { ENROL, firstCellsOf, SENT } from '../testing';

const openPage = () => openScreen('/enroll/accounts', 'Enroll Accounts');

const partner = createActiveRole({
  schemeName: 'Partner',
  fields: [
    createSchemeField({
      fieldName: 'Contract no.',
      kind: 'number',
      fieldType: 'number',
      isRequired: 'Y',
      order: 1,
    }),
    createSchemeField({
      fieldName: 'Work email',
      kind: 'email',
      fieldType: 'email',
      isRequired: 'N',
      order: 2,
    }),
  ],
});
const auditor = createActiveRole({ schemeName: 'Auditor' });
const ACCOUNT = didOf(0xbeef);

const form = () => within(screen.getByRole('region', { name: 'Enroll an account' }));
const enrolButton = () => form().getByRole('button', { name: 'Enroll' });

async function openWithRoles(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ [ACTIVE_ROLES]: [partner, auditor], [SENT]: [], ...routes });
  signInOrganisation(ROLE_TYPES.userAdmin);
  const view = await openPage();
  return { api, ...view };
}

describe('enroll accounts (/enroll/accounts)', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('asks for a role and a DID before anything is sent', async () => {
    const { api, user } = await openWithRoles();
    await user.click(enrolButton());
    expect(await form().findByText('Role is required')).toBeTruthy();
    expect(form().getByText('DID is required')).toBeTruthy();
    expect(api.callsTo(ENROL)).toHaveLength(0);
  });

  it('flags an empty required field of the role and a bad DID, and posts nothing', async () => {
    const { api, user } = await openWithRoles();
    await choose(user, /Role/, 'Partner', form());
    expect(form().getByRole('textbox', { name: /Contract no\./ })).toBeTruthy();
    expect(form().getByRole('textbox', { name: /Work email/ })).toBeTruthy();
    await fill(user, form().getByRole('textbox', { name: /Account DID/ }), 'did:sigil:nope');
    await user.click(enrolButton());

    expect(await form().findByText('Contract no. is required')).toBeTruthy();
    expect(form().getByText('Invalid DID format')).toBeTruthy();
    expect(api.callsTo(ENROL)).toHaveLength(0);
    await expectNoSeriousAxeViolations();
  });

  it("posts a valid form, says 'Account enrolled' and empties the form", async () => {
    const { api, user } = await openWithRoles({
      [ENROL]: () =>
        Response.json(
          createMembershipRequest({ kind: 'ENROLMENT', requesterDid: ACCOUNT, schemeId: partner.id }),
          { status: 201 },
        ),
    });
    await choose(user, /Role/, 'Partner', form());
    await fill(user, form().getByRole('textbox', { name: /Account DID/ }), ` ${ACCOUNT} `);
    await fill(user, form().getByRole('textbox', { name: /Contract no\./ }), '42');
    await user.click(enrolButton());

    expect(await screen.findByText(ENDORSEMENT_MESSAGES.enrolled)).toBeTruthy();
    expect(api.callsTo(ENROL)[0]?.body).toEqual({
      schemeId: partner.id,
      accountDid: ACCOUNT,
      values: { 'Contract no.': 42 },
      organizationDid: ORGANISATION_DID,
    });
    await waitFor(() =>
      expect(form().getByRole<HTMLInputElement>('textbox', { name: /Account DID/ }).value).toBe(''),
    );
    expect(form().queryByRole('textbox', { name: /Contract no\./ })).toBeNull();
  });

  it('starts the fields of another role empty', async () => {
    const { user } = await openWithRoles();
    await choose(user, /Role/, 'Partner', form());
    await fill(user, form().getByRole('textbox', { name: /Contract no\./ }), '42');
    await choose(user, /Role/, 'Auditor', form());
    expect(form().getByText('The role Auditor has no fields to fill in.')).toBeTruthy();
    await choose(user, /Role/, 'Partner', form());
    expect(form().getByRole<HTMLInputElement>('textbox', { name: /Contract no\./ }).value).toBe('');
  });

  it("shows the server's field messages on their fields", async () => {
    const { user } = await openWithRoles({
      [ENROL]: apiError(409, ENDORSEMENT_MESSAGES.alreadyMember, {
        accountDid: ENDORSEMENT_MESSAGES.alreadyMember,
        'values.Contract no.': 'Contract no. is unknown',
      }),
    });
    await choose(user, /Role/, 'Partner', form());
    await fill(user, form().getByRole('textbox', { name: /Account DID/ }), ACCOUNT);
    await fill(user, form().getByRole('textbox', { name: /Contract no\./ }), '7');
    await user.click(enrolButton());

    const didField = form().getByRole('textbox', { name: /Account DID/ });
    await waitFor(() => expect(didField.getAttribute('aria-invalid')).toBe('true'));
    expect(form().getByText(ENDORSEMENT_MESSAGES.alreadyMember)).toBeTruthy();
    expect(form().getByText('Contract no. is unknown')).toBeTruthy();
    expect(enrolButton().hasAttribute('disabled')).toBe(false);
  });

  it('lists the enrollments waiting for their check, read-only', async () => {
    await openWithRoles({
      [SENT]: [
        createMembershipRequest({
          kind: 'ENROLMENT',
          requesterName: 'Beta Ltd',
          createdBy: createActor({ name: 'Uma UserAdmin' }),
        }),
        createMembershipRequest({ kind: 'APPLICATION', requesterName: 'Grace Hopper' }),
      ],
    });
    const waiting = within(screen.getByRole('region', { name: 'Enrollments waiting for their check' }));
    await waiting.findByRole('cell', { name: 'Beta Ltd' });
    expect(firstCellsOf('enrolment-row')).toEqual(['Beta Ltd']);
    expect(waiting.getByText('Uma UserAdmin')).toBeTruthy();
    expect(waiting.queryByRole('button', { name: /Check|Reject/ })).toBeNull();
    expect(waiting.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });
});
