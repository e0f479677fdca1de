import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { AxeResults, Result } from 'axe-core';

// Evaluated through the DevTools protocol, which the console's Content-Security-Policy does not govern.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Waits until no transition runs (a dialog or menu fading in, a drawer sliding in), so a check or
 * a screenshot sees the colours and places as they end up. A keyboard-focused button pulses for as
 * long as it has the focus and a progress bar runs while it is shown: those never end.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** One line per serious or critical axe-core violation on the page once its transitions are done ([] when clean). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Mid fade-in, a text's colour is not yet its own: axe would measure a contrast nobody sees.
  await animationsDone(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }
    ).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations
    .filter((violation: Result) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation: Result) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** How far the page scrolls sideways (0 when it fits the viewport; tables scroll inside their own box). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The page as it is now has no serious or critical axe-core violation. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}
