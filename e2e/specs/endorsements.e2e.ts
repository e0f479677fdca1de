import { beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, horizontalOverflow } from '../support/axe';
import { screenshot, useChromium } from '../support/browser';
import { decodeJWT } from 'did-jwt';
import { decodeQrImage } from '@sigil/wallet';
import {
  newStandardWallet,
  presentCredential,
  receiveCredentialOffer,
} from '../../apps/server/src/test/standard-wallet';
import { loginWithStandardWallet, signIn } from '../support/login';
import { createSignup, seedActiveRole, seedApprovedOrganisation, seedEndorsement } from '../support/seed';
import { PHONE, toast } from '../support/screen-checks';
import { openFromSidebar } from '../support/sidebar';
import { rowOf } from '../support/table';
import { holderFromHex, newHolder, type E2eHolder } from '../support/wallet';

const baseUrl = inject('baseUrl');

/**
 * Issue 10's story, with real wallets: an individual applies to an organisation's active role with
 * its field; one Admin checks the request and another approves it; the individual finds the
 * credential under My Endorsements; the organisation deletes it and the individual sees it Revoked.
 * A second individual protects their DID, and DID search then shows only that it exists.
 */
describe('an endorsement from the application to its revocation', () => {
  const provider = holderFromHex(inject('providerKeyHex'));
  const admin = newHolder();
  const signup = createSignup({ orgName: 'Endorsement Story Ltd' });
  const ROLE = 'Certified Auditor';
  const ivy = { holder: newHolder(), name: 'Ivy Individual' };
  const zed = { holder: newHolder(), name: 'Zed Private' };
  let approver: E2eHolder;
  let organisationDid: string;
  let roleId: string;
  const chromium = useChromium(baseUrl);

  beforeAll(async () => {
    const approved = await seedApprovedOrganisation(baseUrl, { provider, requester: admin, signup });
    organisationDid = approved.organisationDid!;
    let role: { id: string };
    ({ approver, role } = await seedActiveRole(baseUrl, {
      admin,
      organisationDid,
      roleName: ROLE,
      fields: [{ fieldName: 'Licence number', fieldType: 'text', isRequired: 'Y' }],
    }));
    roleId = role.id;
  }, 120_000);

  it('is applied for, checked, approved, shown to the holder, and revoked', async () => {
    // The individual applies; the required field is flagged until it is filled.
    const individual = await signIn(chromium, 'individual', ivy.holder, { name: ivy.name });
    const page = individual.page;
    await openFromSidebar(page, 'Endorsements', '**/endorsements');
    await page.getByRole('link', { name: 'Request Endorsements' }).click();
    await page.waitForURL('**/endorsements/request-endorsements');
    const card = page.getByTestId('account-card').filter({ hasText: signup.orgName });
    await card.getByRole('button', { name: 'Apply' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('Licence number is required').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'endorsements-apply');
    await dialog.getByLabel(/^Licence number/).fill('LIC-42');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await toast(page, 'Endorsement request sent');
    await page.goto('/endorsements');
    await rowOf(page, signup.orgName).filter({ hasText: 'Waiting' }).waitFor();

    // One Admin checks the request…
    const checker = await signIn(chromium, 'organisation', admin);
    await openFromSidebar(checker.page, 'Requests', '**/user/request');
    await checker.page.getByRole('button', { name: `Check the request of ${ivy.name} for ${ROLE}` }).click();
    await toast(checker.page, 'Request checked');
    await expectAccessible(checker.page);
    await screenshot(checker.page, 'endorsements-requests-to-check');

    // …another approves it, which issues the endorsement.
    const approving = await signIn(chromium, 'organisation', approver);
    await openFromSidebar(approving.page, 'Approvals', '**/user/approvals');
    await approving.page
      .getByRole('button', { name: `Approve the request of ${ivy.name} for ${ROLE}` })
      .click();
    await toast(approving.page, 'Successfully approve member');
    await expectAccessible(approving.page);
    await screenshot(approving.page, 'endorsements-approvals');
    await approving.context.close();

    // The holder sees the credential, valid, and can read what it says.
    await page.reload();
    const credential = rowOf(page, signup.orgName).filter({ hasText: 'Valid' });
    await credential.waitFor();
    await credential.getByRole('button', { name: /^View/ }).click();
    const view = page.getByRole('dialog');
    await view.getByText(ROLE).first().waitFor();
    expect(await view.getByTestId('credential-card').innerText()).toContain(signup.orgName);
    await view.getByRole('button', { name: 'Show the raw credential' }).click();
    expect(await view.getByRole('region', { name: 'Decoded credential' }).innerText()).toContain(
      ivy.holder.did,
    );
    await expectAccessible(page);
    await screenshot(page, 'endorsements-credential');
    await view.getByRole('button', { name: 'Close' }).click();

    // The organisation deletes the endorsement; the holder sees it revoked.
    await openFromSidebar(checker.page, 'Issued Endorsements', '**/list-endorsements');
    await checker.page.getByRole('button', { name: `Delete the ${ROLE} endorsement of ${ivy.name}` }).click();
    await checker.page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(checker.page, 'Successfully delete endorsement');
    await rowOf(checker.page, ivy.name).filter({ hasText: 'Revoked' }).waitFor();
    await expectAccessible(checker.page);
    await screenshot(checker.page, 'endorsements-issued');
    await checker.context.close();

    await page.reload();
    await rowOf(page, signup.orgName).filter({ hasText: 'Revoked' }).waitFor();
    await individual.context.close();
  });

  it('reaches a standard wallet: logged in with its did:key, the holder takes the endorsement into it (OpenID4VCI)', async () => {
    const wallet = await newStandardWallet('key');
    const { page, context } = await chromium.open();
    await loginWithStandardWallet(page, 'individual', wallet, { name: 'Kai Key' });
    await page.getByRole('main').getByText(wallet.did).waitFor();
    const individualToken = (await page.evaluate(() => localStorage.getItem('token')))!;
    await seedEndorsement(baseUrl, {
      admin,
      approver,
      holder: { did: wallet.did, individualToken },
      organisationDid,
      roleId,
      values: { 'Licence number': 'LIC-7' },
    });

    await page.goto('/endorsements');
    await rowOf(page, signup.orgName)
      .filter({ hasText: 'Valid' })
      .getByRole('button', { name: /^View/ })
      .click();
    const view = page.getByRole('dialog');
    await view.getByRole('button', { name: 'Offer to another wallet' }).click();
    const code = (await view.getByTestId('offer-code').innerText()).trim();
    expect(code).toMatch(/^\d{6}$/);
    await expectAccessible(page);
    await screenshot(page, 'endorsements-offer-to-another-wallet');

    // The wallet scans the offer off the screen; the holder types the code shown beside it.
    const offerUri = await decodeQrImage(await view.getByTestId('offer-qr').screenshot());
    const credential = await receiveCredentialOffer(wallet, offerUri, code, fetch);
    const { payload } = decodeJWT(credential);
    expect(payload).toMatchObject({ sub: wallet.did, iss: organisationDid });
    expect(
      (payload as { vc: { credentialSubject: { associatedWith: { type: string } } } }).vc.credentialSubject
        .associatedWith.type,
    ).toBe(ROLE);
    await context.close();

    // On a phone, in German and dark: the same offer reads and fits.
    const phone = await chromium.open({ colorScheme: 'dark', language: 'de', viewport: PHONE });
    await loginWithStandardWallet(phone.page, 'individual', wallet);
    await phone.page.getByRole('main').getByText(wallet.did).waitFor();
    await phone.page.goto('/endorsements');
    await phone.page
      .getByRole('button', { name: `Nachweis von ${signup.orgName} (${ROLE}) anzeigen` })
      .click();
    const phoneView = phone.page.getByRole('dialog');
    await phoneView.getByRole('button', { name: 'An eine andere Wallet anbieten' }).click();
    await phoneView.getByTestId('offer-code').waitFor();
    await expectAccessible(phone.page);
    expect(await horizontalOverflow(phone.page)).toBe(0);
    await screenshot(phone.page, 'endorsements-offer-to-another-wallet-phone-dark-de');
    await phone.context.close();

    // An Admin verifies the person: the wallet presents the credential it now holds (OpenID4VP).
    const verifier = await signIn(chromium, 'organisation', admin);
    await openFromSidebar(verifier.page, 'Verify a Person', '**/verify-person');
    await verifier.page.getByRole('button', { name: 'Show the QR code' }).click();
    const request = await decodeQrImage(await verifier.page.getByTestId('qr-code').screenshot());
    expect(await presentCredential(wallet, request, credential, fetch)).toEqual({
      status: 200,
      body: { status: 'COMPLETED' },
    });
    const result = verifier.page.getByTestId('presentation-result');
    await result.getByText('Verified up to the registry').waitFor();
    await result.getByText(wallet.did, { exact: true }).waitFor();
    expect(await result.getByRole('listitem').count()).toBe(6);
    await expectAccessible(verifier.page);
    await screenshot(verifier.page, 'verify-person-verified');
    await verifier.context.close();
  });

  it('a protected DID shows nothing more than its existence in DID search', async () => {
    const owner = await signIn(chromium, 'individual', zed.holder, { name: zed.name });
    await openFromSidebar(owner.page, 'Endorsements', '**/endorsements');
    const publicSwitch = owner.page.getByRole('switch', { name: 'Show my DID details in DID search' });
    await publicSwitch.waitFor();
    // A new holder's details are public until they choose otherwise (the flag is read on load).
    await expect.poll(() => publicSwitch.isChecked()).toBe(true);
    await publicSwitch.click();
    await toast(owner.page, 'Your DID details are now protected');
    await owner.context.close();

    const searcher = await signIn(chromium, 'individual', ivy.holder, { name: ivy.name });
    const page = searcher.page;
    await openFromSidebar(page, 'DID Search', '**/search-did');
    await page.getByLabel('DID or organization name').fill(zed.holder.did);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText("This DID's details are protected").waitFor();
    const results = await page.getByRole('main').innerText();
    expect(results).not.toContain('Public key');
    expect(results).not.toContain(zed.name);
    await expectAccessible(page);
    await screenshot(page, 'endorsements-did-search-protected');

    // A public DID, for contrast: the organisation's, found by name, with its key.
    await page.getByLabel('DID or organization name').fill('Endorsement Story');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Public key').first().waitFor();
    await searcher.context.close();
  });
});
