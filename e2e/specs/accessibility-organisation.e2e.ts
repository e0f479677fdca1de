import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useChromium } from '../support/browser';
import { signIn } from '../support/login';
import { problemsOnEveryScreen } from '../support/screen-checks';
import { createSignup, seedApprovedOrganisation } from '../support/seed';
import { holderFromHex, newHolder } from '../support/wallet';

const baseUrl = inject('baseUrl');
const provider = holderFromHex(inject('providerKeyHex'));

/** As accessibility.e2e.ts, for the screens of an organisation's Admin: some twenty of them. */
describe("accessibility: axe-core on every screen of an organisation's Admin in both themes, and usable 375 px wide", () => {
  const chromium = useChromium(baseUrl);
  const admin = newHolder();
  beforeAll(async () => {
    await seedApprovedOrganisation(baseUrl, { provider, requester: admin, signup: createSignup() });
  });

  // Some twenty screens, each visited twice and checked by axe: well over the suite's minute per
  // test on a loaded two-core machine.
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`the screens of an organisation's Admin, ${colorScheme}`, async () => {
      const { page, context } = await signIn(chromium, 'organisation', admin, { colorScheme });
      const problems = await problemsOnEveryScreen(page, colorScheme);
      await context.close();
      expect(problems).toEqual([]);
    }, 240_000);
  }
});
