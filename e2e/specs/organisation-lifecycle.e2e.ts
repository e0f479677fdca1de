import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ZEndorsementList,
  ZOrganisationHistory,
  ZTrqpAuthorizationAnswer,
  ZTrqpMetadata,
  ZTrqpRecognitionAnswer,
} from '@sigil/core';
import { horizontalOverflow, seriousViolations } from '../support/axe';
import { mailsTo } from '../support/outbox';
import { screenshot, screenVariants, useChromium } from '../support/browser';
import { openLoginQr, signIn } from '../support/login';
import {
  apiLogin,
  call,
  createSignup,
  seedActiveRole,
  seedApprovedOrganisation,
  seedEndorsement,
} from '../support/seed';
import { PHONE, toast } from '../support/screen-checks';
import { readTable, rowOf } from '../support/table';
import { holderFromHex, newHolder, scanAndAnswer } from '../support/wallet';

/**
 * Issue 40's story (docs/trust-model.md, Organisation lifecycle): the provider suspends an
 * organisation with a reason, and its Admin can no longer log in; reactivates it, and the Admin
 * can; deactivates it for good, and its DID resolves as deactivated, the endorsement it issued is
 * revoked, TRQP no longer authorises it and its Admins are told by mail. Each new screen is
 * checked in light English and dark German (screenVariants), 1366 and 375 px wide.
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const provider = holderFromHex(inject('providerKeyHex'));
const stamp = Date.now().toString(36);
const PROVIDER_NAME = 'Pat Provider';
const DESKTOP = { width: 1366, height: 860 };

type Look = (typeof screenVariants)[number];
type Status = 'ACTIVE' | 'SUSPENDED' | 'DEACTIVATED';

/** What a look's pages say, in its language. */
const WORDS = {
  en: {
    status: { ACTIVE: 'Active', SUSPENDED: 'Suspended', DEACTIVATED: 'Deactivated' },
    step: { suspend: 'Suspend', reactivate: 'Reactivate', deactivate: 'Deactivate' },
    history: 'History',
    historyTitle: 'Status history',
    search: 'Search by Org Name',
    suspendedLogin:
      'Your organization is suspended by the provider. Its Admins were told why by e-mail; you can log in again once it is reactivated.',
  },
  de: {
    status: { ACTIVE: 'Aktiv', SUSPENDED: 'Gesperrt', DEACTIVATED: 'Deaktiviert' },
    step: { suspend: 'Sperren', reactivate: 'Reaktivieren', deactivate: 'Deaktivieren' },
    history: 'Verlauf',
    historyTitle: 'Statusverlauf',
    search: 'Nach Organisationsname suchen',
    suspendedLogin:
      'Ihre Organisation ist vom Betreiber gesperrt. Ihre Admins wurden per E-Mail über den Grund informiert; nach der Reaktivierung können Sie sich wieder anmelden.',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];
type Step = keyof Words['step'];

const REASONS = {
  suspend: 'The annual audit report is three months overdue',
  reactivate: 'The audit report arrived and checks out',
  deactivate: 'The company was struck off the register of companies',
};

/** Waits for a mail to the address that says every one of the texts. */
async function expectMail(address: string, ...texts: string[]): Promise<void> {
  await expect
    .poll(
      async () =>
        (await mailsTo(dataDir, address)).some((mail) => texts.every((text) => mail.includes(text))),
      {
        timeout: 15_000,
        message: `a mail to ${address} saying ${texts.join(' / ')}`,
      },
    )
    .toBe(true);
}

/** Tabs that lie (partly) outside their tab bar when the bar cannot scroll: cut off, out of reach. */
function clippedTabs(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[role=tab]'))
      .filter((tab) => {
        const bar = tab.closest('[role=tablist]')?.parentElement;
        if (!bar || getComputedStyle(bar).overflowX !== 'hidden') return false;
        const box = tab.getBoundingClientRect();
        const shown = bar.getBoundingClientRect();
        return box.width > 0 && (box.right > shown.right + 1 || box.left < shown.left - 1);
      })
      .map((tab) => tab.textContent?.trim() ?? ''),
  );
}

/** What axe-core and the page width say about the page as it is now, at 1366 and 375 px; screenshots of both. */
async function lookProblems(page: Page, look: Look, state: string): Promise<string[]> {
  const problems: string[] = [];
  for (const [width, viewport] of [
    ['1366', DESKTOP],
    ['375', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    const where = `${state} ${look.colorScheme}-${look.language} ${width} px`;
    for (const violation of await seriousViolations(page)) problems.push(`${where}: ${violation}`);
    const overflow = await horizontalOverflow(page);
    if (overflow > 0) problems.push(`${where}: the page scrolls ${overflow} px sideways`);
    for (const tab of await clippedTabs(page)) problems.push(`${where}: the tab "${tab}" is cut off`);
    await screenshot(page, `organisation-lifecycle-${state}-${look.colorScheme}-${look.language}-${width}`);
  }
  await page.setViewportSize(DESKTOP);
  return problems;
}

describe('an organisation suspended, reactivated and deactivated by the provider', () => {
  const chromium = useChromium(baseUrl);
  const admin = newHolder();
  const holder = newHolder();
  const signup = createSignup({ orgName: `Lifecycle Story ${stamp} Ltd` });
  const orgName = signup.orgName;
  const ROLE = `Site Inspector ${stamp}`;
  /** The second Admin seedActiveRole made (its approver): every Admin is told by mail. */
  const secondAdminEmail = `${`${ROLE} Approver`.toLowerCase().replace(/\W+/g, '.')}@seed.example`;
  let orgDid: string;
  let registryDid: string;
  /** The provider at work (light, English), then the provider in each other look, for the checks. */
  const sessions: Array<{ look: Look; page: Page; context: BrowserContext }> = [];
  const actor = () => sessions[0]!.page;
  const detail = () => `/organizations-detail?did=${encodeURIComponent(orgDid)}`;

  const trqp = async (kind: 'authorization' | 'recognition') => {
    const body = {
      entity_id: orgDid,
      authority_id: registryDid,
      action: kind === 'authorization' ? 'endorse' : 'recognize',
      resource: '*',
    };
    const answer = await call(baseUrl, `/trqp/${kind}`, { method: 'POST', body: JSON.stringify(body) });
    return kind === 'authorization'
      ? ZTrqpAuthorizationAnswer.parse(answer).authorized
      : ZTrqpRecognitionAnswer.parse(answer).recognized;
  };

  /** The detail of the organisation, once its card shows the status in the page's language. */
  const openDetail = async (page: Page, words: Words, status: Status) => {
    await page.goto(detail());
    await page.getByTestId('organisation-status').filter({ hasText: words.status[status] }).waitFor();
  };

  /** The step buttons the card offers, in the page's language. */
  const stepsOffered = async (page: Page, words: Words) => {
    const offered: Step[] = [];
    for (const step of ['suspend', 'reactivate', 'deactivate'] as const) {
      if ((await page.getByRole('button', { name: words.step[step], exact: true }).count()) > 0)
        offered.push(step);
    }
    return offered;
  };

  /** Runs `show` on the provider's page of every look, then checks and captures the screen it shows. */
  const checkEveryLook = async (state: string, show: (page: Page, words: Words) => Promise<void>) => {
    const problems: string[] = [];
    for (const { look, page } of sessions) {
      await show(page, WORDS[look.language]);
      problems.push(...(await lookProblems(page, look, state)));
    }
    return problems;
  };

  /** The step's dialog, opened from the card, with the reason left empty and refused. */
  const showStepDialog = (step: Step, status: Status) => async (page: Page, words: Words) => {
    await openDetail(page, words, status);
    await page.getByRole('button', { name: words.step[step], exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: words.step[step], exact: true }).click();
    await dialog.getByRole('textbox').and(page.locator('[aria-invalid=true]')).waitFor();
  };

  const closeDialogs = async () => {
    for (const { page } of sessions.slice(1)) {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
  };

  /** The provider takes a step in the dialog already open on the working page. */
  const takeStep = async (step: Step, title: string, done: string) => {
    const page = actor();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByText('Reason is required').waitFor();
    await dialog.getByRole('textbox', { name: /^Reason/ }).fill(REASONS[step]);
    if (step === 'deactivate') {
      // Not undone: the name first, exactly; a near miss is refused in words.
      const name = dialog.getByRole('textbox', { name: new RegExp(`^Type “${orgName}” to confirm`) });
      await name.fill(orgName.toLowerCase());
      await dialog.getByRole('button', { name: WORDS.en.step[step], exact: true }).click();
      await dialog.getByText('Type the name exactly as shown').waitFor();
      await name.fill(orgName);
    }
    await dialog.getByRole('button', { name: WORDS.en.step[step], exact: true }).click();
    await toast(page, done);
    await dialog.waitFor({ state: 'detached' });
  };

  /** The History tab's rows, once the newest step (by its reason) is among them. */
  const historyOf = async (page: Page, newestReason: string) => {
    await page.getByRole('tab', { name: 'History' }).click();
    const table = page.getByRole('table', { name: 'Status history' });
    await rowOf(table, newestReason).waitFor();
    return readTable(table);
  };

  beforeAll(async () => {
    const approved = await seedApprovedOrganisation(baseUrl, { provider, requester: admin, signup });
    orgDid = approved.organisationDid!;
    const { role, approver } = await seedActiveRole(baseUrl, {
      admin,
      organisationDid: orgDid,
      roleName: ROLE,
    });
    await seedEndorsement(baseUrl, { admin, approver, holder, organisationDid: orgDid, roleId: role.id });
    registryDid = ZTrqpMetadata.parse(await call(baseUrl, '/trqp/metadata')).id;
    const looks = [
      { colorScheme: 'light', language: 'en' } as const,
      ...screenVariants.filter((look) => !(look.colorScheme === 'light' && look.language === 'en')),
    ];
    for (const look of looks) {
      sessions.push({
        look,
        ...(await signIn(chromium, 'provider', provider, { ...look, name: PROVIDER_NAME })),
      });
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(sessions.map(({ context }) => context.close()));
  });

  it('the provider suspends it with a reason: the toast, the status chip, the History tab and the list say so', async () => {
    // An active organisation before: TRQP authorises it to endorse, and its Admin's session works.
    expect(await trqp('authorization')).toBe(true);
    const openSession = await apiLogin(baseUrl, admin, 'organisation');
    await call(baseUrl, `/api/accounts/${orgDid}/members`, { token: openSession });

    const page = actor();
    await openDetail(page, WORDS.en, 'ACTIVE');
    expect(await stepsOffered(page, WORDS.en)).toEqual(['suspend', 'deactivate']);
    const problems = await checkEveryLook('active', (on, words) => openDetail(on, words, 'ACTIVE'));

    // The reason is required; with it, the step is taken.
    problems.push(...(await checkEveryLook('suspend-dialog', showStepDialog('suspend', 'ACTIVE'))));
    await closeDialogs();
    await takeStep('suspend', `Suspend ${orgName}?`, `${orgName} is suspended`);
    await page.getByTestId('organisation-status').filter({ hasText: 'Suspended' }).waitFor();
    expect(await stepsOffered(page, WORDS.en)).toEqual(['reactivate', 'deactivate']);
    const history = await historyOf(page, REASONS.suspend);
    expect(history.map((row) => row.Change)).toEqual(['Suspended', 'Approved']);
    expect(history[0]!.By).toContain(PROVIDER_NAME);
    expect(history[0]!.Reason).toBe(REASONS.suspend);
    expect(history[0]!.Time).toMatch(/\d/);
    // The same from the API.
    const events = ZOrganisationHistory.parse(
      await call(baseUrl, `/api/accounts/${orgDid}/history`, {
        token: await apiLogin(baseUrl, provider, 'provider'),
      }),
    );
    expect(events[0]).toMatchObject({
      action: 'SUSPENDED',
      status: 'SUSPENDED',
      reason: REASONS.suspend,
      actorDid: provider.did,
      actorName: PROVIDER_NAME,
    });

    problems.push(
      ...(await checkEveryLook('suspended-history', async (on, words) => {
        await openDetail(on, words, 'SUSPENDED');
        await on.getByRole('tab', { name: words.history }).click();
        await rowOf(on.getByRole('table', { name: words.historyTitle }), REASONS.suspend).waitFor();
      })),
    );

    // The list shows the status beside the name.
    problems.push(
      ...(await checkEveryLook('suspended-list', async (on, words) => {
        await on.goto('/organizations-management');
        await on.getByLabel(words.search).fill(orgName);
        await rowOf(on, orgName)
          .getByTestId('organisation-status')
          .filter({ hasText: words.status.SUSPENDED })
          .waitFor();
      })),
    );

    // The session its Admin had open ends at its next call (401: a console closes it); TRQP no longer authorises it.
    const refused = await fetch(`${baseUrl}/api/accounts/${orgDid}/members`, {
      headers: { authorization: `Bearer ${openSession}` },
    });
    expect(refused.status).toBe(401);
    expect(JSON.stringify(await refused.json())).toContain('This organization is suspended by the provider');
    expect(await trqp('authorization')).toBe(false);
    expect(await trqp('recognition')).toBe(true);
    expect(problems).toEqual([]);
  });

  it("its Admin's organisation login is refused, saying why", async () => {
    const problems: string[] = [];
    for (const look of sessions.map((session) => session.look)) {
      const { page, context } = await chromium.open(look);
      await openLoginQr(page, 'organisation');
      await scanAndAnswer(page, admin);
      await page.getByRole('dialog').getByText(WORDS[look.language].suspendedLogin).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      problems.push(...(await lookProblems(page, look, 'login-refused')));
      await context.close();
    }
    await expect(apiLogin(baseUrl, admin, 'organisation')).rejects.toThrow(/ended/);
    expect(problems).toEqual([]);
  });

  it('the provider reactivates it, and its Admin can log in again', async () => {
    const problems = await checkEveryLook('reactivate-dialog', showStepDialog('reactivate', 'SUSPENDED'));
    await closeDialogs();
    await takeStep('reactivate', `Reactivate ${orgName}?`, `${orgName} is active again`);
    const page = actor();
    await page.getByTestId('organisation-status').filter({ hasText: 'Active' }).waitFor();
    expect(await stepsOffered(page, WORDS.en)).toEqual(['suspend', 'deactivate']);

    const token = await apiLogin(baseUrl, admin, 'organisation');
    await call(baseUrl, `/api/accounts/${orgDid}/members`, { token });
    expect(await trqp('authorization')).toBe(true);

    // Every Admin was told of each step, with its reason.
    for (const address of [signup.contactEmail, secondAdminEmail]) {
      await expectMail(address, `has suspended ${orgName}`, REASONS.suspend);
      await expectMail(address, `has reactivated ${orgName}`, REASONS.reactivate);
    }
    expect(problems).toEqual([]);
  });

  it('the provider deactivates it for good: its DID resolves as deactivated, its endorsement is revoked, TRQP refuses it, its Admins are told, and no step is left', async () => {
    const problems = await checkEveryLook('deactivate-dialog', showStepDialog('deactivate', 'ACTIVE'));
    await closeDialogs();
    await takeStep('deactivate', `Deactivate ${orgName} for good?`, `${orgName} is deactivated`);
    const page = actor();
    await page.getByTestId('organisation-status').filter({ hasText: 'Deactivated' }).waitFor();
    expect(await stepsOffered(page, WORDS.en)).toEqual([]);
    expect(await page.getByRole('button', { name: 'Change features' }).count()).toBe(0);
    const history = await historyOf(page, REASONS.deactivate);
    expect(history.map((row) => [row.Change, row.Reason])).toEqual([
      ['Deactivated', REASONS.deactivate],
      ['Reactivated', REASONS.reactivate],
      ['Suspended', REASONS.suspend],
      ['Approved', '—'],
    ]);

    problems.push(
      ...(await checkEveryLook('deactivated-history', async (on, words) => {
        await openDetail(on, words, 'DEACTIVATED');
        await on.getByRole('tab', { name: words.history }).click();
        await rowOf(on.getByRole('table', { name: words.historyTitle }), REASONS.deactivate).waitFor();
      })),
    );
    problems.push(
      ...(await checkEveryLook('deactivated-list', async (on, words) => {
        await on.goto('/organizations-management');
        await on.getByLabel(words.search).fill(orgName);
        await rowOf(on, orgName)
          .getByTestId('organisation-status')
          .filter({ hasText: words.status.DEACTIVATED })
          .waitFor();
      })),
    );

    // Its DID: 410, deactivated, a document with its id and nothing more.
    const resolved = await fetch(`${baseUrl}/1.0/identifiers/${orgDid}`);
    expect(resolved.status).toBe(410);
    const result = (await resolved.json()) as {
      didDocument: Record<string, unknown>;
      didDocumentMetadata: { deactivated?: boolean };
    };
    expect(result.didDocumentMetadata.deactivated).toBe(true);
    expect(Object.keys(result.didDocument).sort()).toEqual(['@context', 'id']);
    expect(result.didDocument.id).toBe(orgDid);

    // The endorsement it issued is revoked; TRQP neither authorises nor recognises it.
    const [endorsement] = ZEndorsementList.parse(
      await call(baseUrl, '/api/v1/endorsements/mine', {
        token: await apiLogin(baseUrl, holder, 'individual'),
      }),
    );
    expect(endorsement).toMatchObject({ organizationDid: orgDid, status: 'REVOKED' });
    expect(endorsement!.revokedAt).not.toBeNull();
    expect(await trqp('authorization')).toBe(false);
    expect(await trqp('recognition')).toBe(false);

    // Its Admins were told; their memberships have ended.
    for (const address of [signup.contactEmail, secondAdminEmail]) {
      await expectMail(address, `has deactivated ${orgName}`, REASONS.deactivate);
    }
    await expect(apiLogin(baseUrl, admin, 'organisation')).rejects.toThrow(/ended/);
    expect(problems).toEqual([]);
  });
});
