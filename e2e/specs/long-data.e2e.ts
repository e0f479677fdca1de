import { describe, expect, inject, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { screenshot, useChromium } from '../support/browser';
import { signIn } from '../support/login';
import {
  apiLogin,
  call,
  createSignup,
  seedActiveRole,
  seedApprovedOrganisation,
  seedInvitation,
  seedSignup,
} from '../support/seed';
import { rowOf } from '../support/table';
import { holderFromHex, newHolder } from '../support/wallet';

const baseUrl = inject('baseUrl');

/**
 * Whether a person sees the button where it is, without scrolling anything: inside the window and
 * inside the table's scrolling box, and not covered by another element at its centre.
 */
function inSight(button: Locator): Promise<boolean> {
  return button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const scroller = element.closest('[role="group"]')?.getBoundingClientRect();
    if (!scroller || box.left < scroller.left || box.right > scroller.right + 0.5) return false;
    if (box.left < 0 || box.top < 0 || box.right > window.innerWidth || box.bottom > window.innerHeight)
      return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/** Issue 44: a long organisation name no longer pushes a row's actions out of sight. */
describe('tables with long data', () => {
  const chromium = useChromium(baseUrl);

  for (const viewport of [
    { width: 1366, height: 860 },
    { width: 375, height: 760 },
  ]) {
    it(`keeps Approve and Reject in sight at ${viewport.width} px with a 93-character name`, async () => {
      const orgName = `Longest Name ${Date.now()} `.padEnd(93, 'Ltd Holdings International ').slice(0, 93);
      await seedSignup(baseUrl, newHolder(), createSignup({ orgName }));
      const { page, context } = await signIn(chromium, 'provider', holderFromHex(inject('providerKeyHex')), {
        viewport,
      });
      await page.waitForURL('**/enrollment-requests');
      await page.getByPlaceholder('Search by Org Name').fill(orgName.slice(0, 30));
      const row = rowOf(page, orgName);
      await row.getByText('Pending').waitFor();
      await row.scrollIntoViewIfNeeded();
      await screenshot(page, `long-data-enrollment-requests-${viewport.width}`);
      expect(await inSight(row.getByRole('button', { name: 'Approve' }))).toBe(true);
      expect(await inSight(row.getByRole('button', { name: 'Reject' }))).toBe(true);
      await context.close();
    });
  }

  /** 100 characters, the longest name an invitation or a wallet profile takes. */
  const longName = (label: string) =>
    `${label} ${Date.now()} `.padEnd(100, 'Maximiliana Wolkenstein-Oberhausen ').slice(0, 100);

  for (const viewport of [
    { width: 1366, height: 860 },
    { width: 375, height: 760 },
  ]) {
    it(`keeps an Admin's row actions in sight at ${viewport.width} px: a 100-character invitee and applicant`, async () => {
      const admin = newHolder();
      const signup = createSignup({ orgName: `Long Rows ${Date.now()} Ltd` });
      const provider = holderFromHex(inject('providerKeyHex'));
      const { organisationDid } = await seedApprovedOrganisation(baseUrl, {
        provider,
        requester: admin,
        signup,
      });
      const { role } = await seedActiveRole(baseUrl, {
        admin,
        organisationDid: organisationDid!,
        roleName: 'Long Values',
        fields: [{ fieldName: 'Licence number', fieldType: 'text', isRequired: 'Y' }],
      });
      const invitee = longName('Invitee');
      await seedInvitation(baseUrl, {
        adminToken: await apiLogin(baseUrl, admin, 'organisation'),
        roleCode: '1030',
        name: invitee,
        email: `${'a'.repeat(60)}.${Date.now()}@${'long-domain-name-'.repeat(3)}example.org`,
      });
      const applicant = longName('Applicant');
      await call(baseUrl, `/api/v1/users/request-endorsement/${organisationDid}`, {
        method: 'POST',
        token: await apiLogin(baseUrl, newHolder(), 'individual', { name: applicant }),
        body: JSON.stringify({
          schemeId: role.id,
          values: { 'Licence number': 'L-'.padEnd(80, '0123456789') },
        }),
      });

      const { page, context } = await signIn(chromium, 'organisation', admin, { viewport });
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/admin-invitations');
      const invitation = rowOf(page, invitee);
      await invitation.scrollIntoViewIfNeeded();
      await screenshot(page, `long-data-admin-invitations-${viewport.width}`);
      for (const name of [/^Resend/, /^Cancel/])
        expect(await inSight(invitation.getByRole('button', { name }))).toBe(true);

      await page.goto('/user/request');
      const request = rowOf(page, applicant);
      await request.scrollIntoViewIfNeeded();
      await screenshot(page, `long-data-membership-requests-${viewport.width}`);
      for (const name of [/^Check/, /^Reject/])
        expect(await inSight(request.getByRole('button', { name }))).toBe(true);
      await context.close();
    });
  }
});
