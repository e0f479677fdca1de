import { describe, expect, inject, it } from 'vitest';
import type { TLoginMode } from '@sigil/core';
import { useChromium } from '../support/browser';
import { signIn } from '../support/login';
import { PHONE, problemsOnEveryScreen, problemsOnScreens } from '../support/screen-checks';
import { holderFromHex, newHolder, type E2eHolder } from '../support/wallet';

const baseUrl = inject('baseUrl');
const provider = holderFromHex(inject('providerKeyHex'));

/**
 * Every screen in light and dark on a desktop, and on a phone in light: what axe-core and the page
 * width say. The organisation's screens, the most, are in accessibility-organisation.e2e.ts, so
 * that the two halves run side by side.
 */
describe('accessibility: axe-core on every screen in both themes, and every screen usable 375 px wide', () => {
  const chromium = useChromium(baseUrl);

  const logins: Array<{ who: string; mode: TLoginMode; holder: () => E2eHolder }> = [
    { who: 'the provider', mode: 'provider', holder: () => provider },
    { who: 'an individual', mode: 'individual', holder: () => newHolder() },
  ];

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`public screens, ${colorScheme}`, async () => {
      const paths = ['/login', '/organisation-signup', '/setup', '/token-expired', '/no-such-screen'];
      const problems: string[] = [];
      for (const viewport of colorScheme === 'light' ? [undefined, PHONE] : [undefined]) {
        const { page, context } = await chromium.open({ colorScheme, viewport });
        problems.push(...(await problemsOnScreens(page, paths, viewport ? 'phone' : 'desktop')));
        await context.close();
      }
      expect(problems).toEqual([]);
    });

    for (const { who, mode, holder } of logins) {
      it(`the screens of ${who}, ${colorScheme}`, async () => {
        const { page, context } = await signIn(chromium, mode, holder(), { colorScheme });
        const problems = await problemsOnEveryScreen(page, colorScheme);
        await context.close();
        expect(problems).toEqual([]);
      }, 240_000);
    }
  }
});
