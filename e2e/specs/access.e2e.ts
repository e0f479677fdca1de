import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useChromium } from '../support/browser';
import { signIn } from '../support/login';
import { createSignup, seedApprovedOrganisation } from '../support/seed';
import { sidebarLinks } from '../support/sidebar';
import { readTable, rowOf, tableOf } from '../support/table';
import { holderFromHex, newHolder } from '../support/wallet';

const baseUrl = inject('baseUrl');
const provider = holderFromHex(inject('providerKeyHex'));

/** Screens follow the permissions the server answers for the login (packages/core PERMISSIONS). */
describe('access by permission', () => {
  const chromium = useChromium(baseUrl);
  const admin = newHolder();
  const signup = createSignup();
  let organisationDid = '';

  beforeAll(async () => {
    const approved = await seedApprovedOrganisation(baseUrl, { provider, requester: admin, signup });
    organisationDid = approved.organisationDid ?? '';
  });

  it("gives an organisation's Admin the Admin screens, from the membership's permissions", async () => {
    const { page, context } = await signIn(chromium, 'organisation', admin);
    await page.getByRole('heading', { name: 'Your Organization', exact: true }).waitFor();
    expect(await sidebarLinks(page)).toEqual([
      'Home',
      'My Activities',
      'Invitations',
      'Admin Management',
      // Membership requests and endorsements: an Admin checks, approves, enrols and revokes.
      'Requests',
      'Approvals',
      'Enroll Accounts',
      'Issued Endorsements',
      'Verify a Person',
      // The Roles group: an Admin reads, checks and approves roles and keeps the field types.
      'Schemes',
      'Check Roles',
      'Approve Roles',
      'Custom Fields',
      // Everyone's own: contacts, their DID as a QR, their recent history.
      'Contacts',
      'Generate QR',
      'Recent History',
      'DID Search',
    ]);
    await page.goto('/enrollment-requests');
    await page.getByRole('heading', { name: 'Ooops, Page Not Found!' }).waitFor();
    await context.close();
  });

  it('shows the provider the seeded organisation, its DID shortened and whole on hover', async () => {
    const { page, context } = await signIn(chromium, 'provider', provider);
    await page.waitForURL('**/enrollment-requests');
    expect(await sidebarLinks(page)).toEqual([
      'Enrollment Requests',
      'Organizations',
      'Activities',
      'Request',
      'Invitation Requests',
      'Contacts',
      'Generate QR',
      'Recent History',
      'DID Search',
    ]);
    await page.goto('/organizations-management');
    await page.getByPlaceholder('Search by Org Name').fill(signup.orgName);
    const table = tableOf(page, 'Organizations');
    // The search is debounced: wait until the table shows the seeded organisation alone.
    await expect
      .poll(async () => (await readTable(table)).map((row) => row['Organization Name']))
      .toEqual([signup.orgName]);
    const [row] = await readTable(table);
    expect(row?.DID).toBe(`${organisationDid.slice(0, 18)}…${organisationDid.slice(-4)}`);
    await rowOf(table, signup.orgName).getByTestId('did-text').hover();
    await page.getByRole('tooltip', { name: organisationDid }).waitFor();
    await context.close();
  });
});
