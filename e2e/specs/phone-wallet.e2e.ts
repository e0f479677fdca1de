import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, horizontalOverflow } from '../support/axe';
import { screenshot, screenVariants, useChromium } from '../support/browser';
import { logOut, openLoginQr, signIn } from '../support/login';
import {
  approve,
  createKey,
  importKey,
  PHONE_PASSPHRASE,
  scanWithCamera,
  usePhoneWallet,
} from '../support/phone-wallet';
import { mailTo, walletInvitationLinkIn } from '../support/outbox';
import {
  apiLogin,
  call,
  createSignup,
  seedActiveRole,
  seedApprovedOrganisation,
  seedEndorsement,
  seedInvitation,
} from '../support/seed';
import { fillSignupForm } from '../support/signup-form';
import { PHONE } from '../support/screen-checks';
import { holderFromHex, newHolder } from '../support/wallet';

/**
 * Issue 39: a person with a laptop and a phone. The console runs at 1366 px in one Chromium; the
 * phone wallet (/wallet/) at 375 px in another, whose camera films the console's QR code.
 */
const baseUrl = inject('baseUrl');
const provider = holderFromHex(inject('providerKeyHex'));
const stamp = Date.now().toString(36);

const PASSPHRASE = /^Passphrase\W*$/;

/** The text of the console's QR code: the link that opens the wallet. */
const qrLink = (page: Page) => page.getByTestId('qr-text').inputValue();

describe('the phone wallet beside the console', () => {
  const desk = useChromium(baseUrl);
  const phone = usePhoneWallet(() => baseUrl);

  it('a new key logs an individual in by the camera; Lock locks it, a wrong passphrase is refused, the right one opens it', async () => {
    const { page: wallet, context: walletContext } = await phone.open();
    const did = await createKey(wallet, { name: 'Pia Phone', email: 'pia@example.org' });
    expect(did).toMatch(/^did:sigil:0x[0-9a-f]{40}$/);
    // The key lives encrypted in IndexedDB; localStorage holds preferences only.
    expect(await wallet.evaluate(() => Object.keys(localStorage))).toEqual([]);

    const { page: laptop, context: laptopContext } = await desk.open();
    await openLoginQr(laptop, 'individual');
    await phone.showQr(laptop);
    await scanWithCamera(wallet);
    await wallet.getByText('to log in as yourself (individual)').waitFor();
    expect(await wallet.getByTestId('request-origin').innerText()).toBe(new URL(baseUrl).origin);
    expect(await approve(wallet)).toBe('Done: you are logged in on the console.');
    await laptop.waitForURL(`${baseUrl}/`);
    await laptop.getByRole('banner').getByText('Pia Phone').waitFor();

    await wallet.getByRole('button', { name: 'Lock' }).click();
    await wallet.getByRole('heading', { name: 'Unlock your wallet' }).waitFor();
    expect(await wallet.getByRole('navigation').count()).toBe(0);
    await wallet.getByLabel(PASSPHRASE).fill('not the passphrase at all');
    await wallet.getByRole('button', { name: 'Unlock' }).click();
    await wallet.getByRole('alert').getByText('Wrong passphrase').waitFor();
    await wallet.getByLabel(PASSPHRASE).fill(PHONE_PASSPHRASE);
    await wallet.getByRole('button', { name: 'Unlock' }).click();
    await wallet.getByRole('heading', { name: 'My wallet' }).waitFor();
    expect(await wallet.getByTestId('wallet-did').innerText()).toBe(did);

    // A new visit starts locked: the key was never stored in clear.
    await wallet.reload();
    await wallet.getByRole('heading', { name: 'Unlock your wallet' }).waitFor();
    await Promise.all([walletContext.close(), laptopContext.close()]);
  });

  it("an organisation's admin and the provider bring their keystore files and log in by the camera", async () => {
    const admin = newHolder();
    const signup = createSignup({ orgName: `Phone Org ${stamp}` });
    await seedApprovedOrganisation(baseUrl, { provider, requester: admin, signup });

    const { page: adminPhone, context: adminContext } = await phone.open();
    await importKey(adminPhone, await phone.keystoreFile(admin, { name: 'Olga Admin' }));
    expect(await adminPhone.getByTestId('wallet-did').innerText()).toBe(admin.did);
    const { page: laptop, context: laptopContext } = await desk.open();
    await openLoginQr(laptop, 'organisation');
    await phone.showQr(laptop);
    await scanWithCamera(adminPhone);
    await adminPhone.getByText('to log in as an administrator of your organisation').waitFor();
    expect(await approve(adminPhone)).toBe('Done: you are logged in on the console.');
    await laptop.getByRole('heading', { name: 'Your Organization', exact: true }).waitFor();
    await logOut(laptop);

    const { page: providerPhone, context: providerContext } = await phone.open();
    await importKey(providerPhone, await phone.keystoreFile(provider, { name: 'Pat Provider' }));
    await openLoginQr(laptop, 'provider');
    await phone.showQr(laptop);
    await scanWithCamera(providerPhone);
    await providerPhone.getByText('to log in as the provider').waitFor();
    expect(await approve(providerPhone)).toBe('Done: you are logged in on the console.');
    await laptop.waitForURL('**/enrollment-requests');
    await Promise.all([adminContext.close(), providerContext.close(), laptopContext.close()]);
  });

  it('signs an organisation up by the camera, and logs in by opening the link the QR code carries', async () => {
    const { page: wallet, context: walletContext } = await phone.open();
    await createKey(wallet, { name: 'Sam Signup', email: `sam.${stamp}@phone.example` });
    const { page: laptop, context: laptopContext } = await desk.open();
    const orgName = `Camera Signup ${stamp}`;
    await laptop.goto('/organisation-signup');
    await fillSignupForm(laptop, {
      orgName,
      contactEmail: `ops.${stamp}@phone.example`,
      phone: '91234567',
      orgRegNumber: `UEN-${stamp}-P`,
    });
    await laptop.getByRole('button', { name: 'Next' }).click();
    await phone.showQr(laptop);
    await scanWithCamera(wallet);
    await wallet.getByText(`to sign up the organisation “${orgName}” and become its administrator`).waitFor();
    expect(await approve(wallet)).toBe(
      `Done: the sign-up of “${orgName}” is sent to the provider for review.`,
    );
    await laptop.getByText('Enrollment request received').waitFor();

    // A phone's camera app opens the link itself: the wallet opens on the request.
    await openLoginQr(laptop, 'individual');
    const link = await qrLink(laptop);
    expect(link).toMatch(new RegExp(`^${baseUrl}/wallet/#/answer\\?v=1&intent=login&mode=individual&`));
    await wallet.goto(link);
    await wallet.getByText('to log in as yourself (individual)').waitFor();
    expect(await approve(wallet)).toBe('Done: you are logged in on the console.');
    await laptop.getByRole('banner').getByText('Sam Signup').waitFor();
    await Promise.all([walletContext.close(), laptopContext.close()]);
  });

  it("accepts an invitation from the mail's phone link: who invites, into which role, then Done", async () => {
    const admin = newHolder();
    const signup = createSignup({ orgName: `Inviting Org ${stamp}` });
    await seedApprovedOrganisation(baseUrl, { provider, requester: admin, signup });
    const email = `ivy.${stamp}@phone.example`;
    await seedInvitation(baseUrl, {
      adminToken: await apiLogin(baseUrl, admin, 'organisation'),
      roleCode: '1030',
      name: 'Ivy Invitee',
      email,
    });
    const link = walletInvitationLinkIn(await mailTo(inject('dataDir'), email));

    const { page: wallet, context } = await phone.open();
    await createKey(wallet, { name: 'Ivy Invitee', email });
    await wallet.goto(link);
    await wallet.getByRole('heading', { name: `${signup.orgName} invites you` }).waitFor();
    await wallet.getByText('to join as RoleAdmin').waitFor();
    await expectAccessible(wallet);
    await screenshot(wallet, 'wallet-invitation-light-en');
    await wallet.getByRole('button', { name: 'Accept' }).click();
    await wallet
      .getByRole('status')
      .getByText(`Done: you are a member of ${signup.orgName} as RoleAdmin.`)
      .waitFor();

    // Answered: the link has nothing more to open.
    await wallet.goto('/wallet/#/home');
    await wallet.goto(link);
    await wallet
      .getByText(`You accepted this invitation: you are a member of ${signup.orgName} as RoleAdmin.`)
      .waitFor();
    await context.close();
  });

  it('shows an endorsement Valid from the issuer’s status list, then Revoked once the organisation revokes it', async () => {
    const admin = newHolder();
    const holder = newHolder();
    const signup = createSignup({ orgName: `Endorsing Org ${stamp}` });
    const approved = await seedApprovedOrganisation(baseUrl, { provider, requester: admin, signup });
    const organisationDid = approved.organisationDid!;
    const { role, approver } = await seedActiveRole(baseUrl, {
      admin,
      organisationDid,
      roleName: 'Certified Auditor',
    });
    const endorsement = await seedEndorsement(baseUrl, {
      admin,
      approver,
      holder,
      organisationDid,
      roleId: role.id,
    });

    const { page: wallet, context } = await phone.open();
    await importKey(wallet, await phone.keystoreFile(holder, { name: 'Hal Holder' }));
    await wallet.getByRole('navigation').getByRole('button', { name: 'Endorsements' }).click();
    const card = wallet.getByRole('region', { name: `Certified Auditor · ${signup.orgName}` });
    await card.getByTestId('live-status').getByText('Valid').waitFor();
    await card.getByText(/^Issued \d{2}\/\d{2}\/\d{4}$/).waitFor();
    await card.getByRole('button', { name: 'The decoded credential' }).click();
    await card.getByText(holder.did, { exact: false }).first().waitFor();
    await card.getByRole('button', { name: 'Show as QR code' }).click();
    await card.getByRole('img', { name: 'QR code of the credential (VC-JWT)' }).waitFor();
    // The chain up to the registry, by the core verifier, each step in words.
    await card.getByRole('button', { name: 'Check the chain of trust' }).click();
    const chain = card.getByTestId('chain-of-trust');
    await chain.getByText('Verified up to the registry').waitFor();
    expect(await chain.getByRole('listitem').allTextContents()).toEqual([
      `Signature: Signed by ${organisationDid}.`,
      'Status: Not revoked.',
      expect.stringMatching(/^Accreditation: Accredited by did:sigil:0x[0-9a-f]{40} to endorse people\.$/),
      'Accreditation status: Not revoked.',
      expect.stringMatching(/^Registry: Issued by the registry of this wallet, did:sigil:0x[0-9a-f]{40}\.$/),
    ]);
    await expectAccessible(wallet);
    await screenshot(wallet, 'wallet-endorsements-light-en');

    await endorsement.revoke();
    // A new visit is locked; the passphrase opens it on the screen it was on.
    await wallet.reload();
    await wallet.getByLabel(PASSPHRASE).fill(PHONE_PASSPHRASE);
    await wallet.getByRole('button', { name: 'Unlock' }).click();
    const revoked = wallet.getByRole('region', { name: `Certified Auditor · ${signup.orgName}` });
    await revoked.getByTestId('live-status').getByText('Revoked').waitFor();
    await revoked.getByRole('button', { name: 'Check the chain of trust' }).click();
    await revoked.getByText('Not verified up to the registry').waitFor();
    await revoked.getByText('Status: Revoked.').waitFor();
    await context.close();
  });

  it('signs a file chosen on the phone and verifies it, a changed file refused; both recorded under My Activities', async () => {
    const holder = newHolder();
    const { page: wallet, context } = await phone.open();
    await importKey(wallet, await phone.keystoreFile(holder, { name: 'Fay File' }));
    await wallet.getByRole('navigation').getByRole('button', { name: 'Activity' }).click();
    const filename = `contract-${stamp}.txt`;
    const contract = { name: filename, mimeType: 'text/plain', buffer: Buffer.from('We agree.\n') };

    const sign = wallet.getByRole('region', { name: 'Sign a file' });
    await sign.locator('input[type=file]').setInputFiles(contract);
    const [download] = await Promise.all([
      wallet.waitForEvent('download'),
      sign.getByRole('button', { name: 'Sign', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${filename}.sig`);
    await sign
      .getByRole('status')
      .getByText(
        `Signed: ${filename}.sig is saved beside your downloads; send it with the file. Recorded under My Activities.`,
      )
      .waitFor();
    const signature = {
      name: `${filename}.sig`,
      mimeType: 'application/jwt',
      buffer: readFileSync(await download.path()),
    };

    const verify = wallet.getByRole('region', { name: 'Verify a signature' });
    const inputs = verify.locator('input[type=file]');
    await inputs.nth(0).setInputFiles(contract);
    await inputs.nth(1).setInputFiles(signature);
    await verify.getByRole('button', { name: 'Verify', exact: true }).click();
    await verify
      .getByRole('status')
      .getByText(`The signature is valid: signed by ${holder.did}. Recorded under My Activities.`)
      .waitFor();
    await inputs.nth(0).setInputFiles({ ...contract, buffer: Buffer.from('We agree to nothing.\n') });
    await verify.getByRole('button', { name: 'Verify', exact: true }).click();
    await verify
      .getByRole('status')
      .getByText('The file does not match its signature: it was changed after it was signed.')
      .waitFor();
    await expectAccessible(wallet);
    await context.close();

    const laptop = await signIn(desk, 'individual', holder, { name: 'Fay File' });
    await laptop.page.goto('/my-activities');
    await laptop.page.getByRole('row').filter({ hasText: filename }).nth(1).waitFor();
    await laptop.context.close();
  });

  it("refuses another registry's request, an expired one and a text of no Sigil console, saying why; Deny tells the console", async () => {
    const { page: wallet, context } = await phone.open();
    await createKey(wallet, { name: 'Rita Refuse', email: 'rita@example.org' });
    const created = (await call(baseUrl, '/api/v1/auth/request', {
      method: 'POST',
      body: JSON.stringify({ intent: 'login', mode: 'individual' }),
    })) as { qr: string };
    const request = new URL(created.qr);

    const paste = async (text: string) => {
      await wallet.goto('/wallet/#/scan');
      await wallet.getByLabel('QR text or link').fill(text);
      await wallet.getByRole('button', { name: 'Read', exact: true }).click();
    };
    const refusal = async (text: string) => {
      await paste(text);
      return wallet.getByRole('alert').innerText();
    };
    const elsewhere = created.qr.replace(request.origin, 'https://registry.elsewhere.example');
    expect(await refusal(elsewhere)).toBe(
      `This request comes from https://registry.elsewhere.example, but this wallet belongs to ${request.host}. Open the wallet of https://registry.elsewhere.example to answer it.`,
    );
    expect(await refusal(created.qr.replace(/exp=\d+/, 'exp=1700000000'))).toBe(
      'This QR code has expired. Ask the console for a new one.',
    );
    expect(await refusal('Hello, phone')).toBe('This is not a QR code of a Sigil console.');

    await paste(created.qr);
    await wallet.getByText('to log in as yourself (individual)').waitFor();
    await wallet.getByRole('button', { name: 'Deny' }).click();
    await wallet.getByRole('status').getByText('You denied the request. The console was told.').waitFor();
    await context.close();
  });

  it('is installable, and once visited opens and scans with no network; answering says it needs one', async () => {
    const { page: wallet, context } = await phone.open();
    await createKey(wallet, { name: 'Olli Offline', email: 'olli@example.org' });
    await wallet.waitForFunction(
      async () => (await navigator.serviceWorker.ready) && navigator.serviceWorker.controller !== null,
    );
    // Chromium's own installability checks: manifest, icons, service worker, secure origin. A
    // Playwright context is incognito, which Chromium never installs from: that one reason aside,
    // nothing may stand in the way.
    const devtools = await context.newCDPSession(wallet);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
    const manifest = await devtools.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toBe(`${baseUrl}/wallet/manifest.webmanifest`);
    await devtools.detach();

    await context.setOffline(true);
    await wallet.reload();
    await wallet.getByRole('heading', { name: 'Unlock your wallet' }).waitFor();
    await wallet
      .getByText('You are offline. The wallet and its scanner work; answering a request needs the network.')
      .waitFor();
    await wallet.getByLabel(PASSPHRASE).fill(PHONE_PASSPHRASE);
    await wallet.getByRole('button', { name: 'Unlock' }).click();
    await wallet.getByRole('heading', { name: 'My wallet' }).waitFor();

    // The scanner and its decoder come from the service worker's cache.
    const { page: laptop, context: laptopContext } = await desk.open();
    await openLoginQr(laptop, 'individual');
    await phone.showQr(laptop);
    await scanWithCamera(wallet);
    expect(await approve(wallet)).toBe(
      'You are offline: answering needs the network. Connect and try again.',
    );
    await Promise.all([context.close(), laptopContext.close()]);
  });

  for (const look of screenVariants) {
    it(`every wallet screen at 375 px, ${look.colorScheme} in ${look.language}: accessible, nothing wider than the phone`, async () => {
      const { page: wallet, context } = await phone.open(look);
      const name = (screen: string) => `wallet-${screen}-${look.colorScheme}-${look.language}`;
      const check = async (screen: string) => {
        await wallet.getByRole('heading', { level: 1 }).waitFor();
        await expectAccessible(wallet);
        expect(await horizontalOverflow(wallet), `${screen} scrolls sideways`).toBe(0);
        await screenshot(wallet, name(screen));
      };
      const german = look.language === 'de';
      await wallet.goto('/wallet/');
      await check('welcome');
      await wallet
        .getByRole('link', { name: german ? 'Keystore-Datei importieren' : 'Import a keystore file' })
        .click();
      await check('import');
      await wallet.goBack();
      await wallet
        .getByRole('link', { name: german ? 'Neuen Schlüssel erzeugen' : 'Create a new key' })
        .click();
      await wallet.getByLabel(PASSPHRASE).fill('short');
      await wallet.getByRole('button', { name: german ? 'Schlüssel erzeugen' : 'Create my key' }).click();
      await check('create-errors');
      await wallet.getByLabel(PASSPHRASE).fill(PHONE_PASSPHRASE);
      await wallet.getByLabel(/^(Repeat the passphrase|Passphrase wiederholen)/).fill(PHONE_PASSPHRASE);
      await wallet
        .getByLabel(german ? 'Ihr Name' : 'Your name')
        .fill('Maximiliane Wilhelmine von Hohenzollern-Sigmaringen');
      await wallet
        .getByLabel(german ? 'Ihre E-Mail' : 'Your e-mail')
        .fill('maximiliane.wilhelmine.von.hohenzollern@example.org');
      await wallet.getByRole('button', { name: german ? 'Schlüssel erzeugen' : 'Create my key' }).click();
      await wallet.getByTestId('wallet-did').waitFor({ timeout: 30_000 });
      await check('home');
      // Phone first, and usable on a laptop's screen too.
      await wallet.setViewportSize({ width: 1366, height: 860 });
      await check('home-1366');
      await wallet.setViewportSize(PHONE);
      await wallet.getByRole('link', { name: german ? 'Profil' : 'Profile' }).click();
      await check('profile');
      await wallet
        .getByRole('navigation')
        .getByRole('button', { name: german ? 'Aktivität' : 'Activity' })
        .click();
      await check('activity');
      await wallet
        .getByRole('navigation')
        .getByRole('button', { name: german ? 'Bestätigungen' : 'Endorsements' })
        .click();
      await wallet
        .getByText(
          german ? 'Noch hat Sie keine Organisation bestätigt' : 'No organisation has endorsed you yet',
          { exact: false },
        )
        .waitFor();
      await check('endorsements-none');
      await wallet
        .getByRole('navigation')
        .getByRole('button', { name: german ? 'Scannen' : 'Scan' })
        .click();
      await check('scan');
      const created = (await call(baseUrl, '/api/v1/auth/request', {
        method: 'POST',
        body: JSON.stringify({
          intent: 'orgsignup',
          additionalParams: createSignup({
            orgName: `Ausführliche Gesellschaft für Vertrauensdienste ${stamp}`,
          }),
        }),
      })) as { qr: string };
      await wallet.goto(created.qr);
      await check('consent');
      await wallet.getByRole('button', { name: german ? 'Sperren' : 'Lock' }).click();
      await check('unlock');
      await context.close();
    });
  }
});
