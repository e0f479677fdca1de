import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { expect, vi } from 'vitest';
import { renderApp } from './render-app';

/** What the page tests of the console share: their timeouts, opening a screen, its rows, axe. */

/**
 * A page test renders the whole console (router, guards, layout), types into MUI fields, and some
 * run axe: on a busy two-core machine that takes longer than Vitest's 5 s default. The Intel kind
 * of machine runs the web tests three times slower than the AMD one (7.5 minutes, not 2.5): a
 * keystore test took 20 s there. A wait that ends sooner than this fails a slow machine, not a
 * wrong screen; no test asserts a speed (docs/performance.md has the measured ones).
 */
export const PAGE_TEST_TIMEOUT = 45_000;

/**
 * How long a test waits for the lazy page and its first data: the first visit of a file loads the
 * page module, which a cold transform cache makes slow (testing-library's 1 s is not enough then).
 */
export const PAGE_LOAD = { timeout: 15_000 };

/** The whole console at `path`, once the screen's title (its h1) is shown. */
export async function openScreen(path: string, heading: string) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading }, PAGE_LOAD);
  return view;
}

/** Puts text into a field at once (typing it key by key is slow in jsdom, and not what these tests check). */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Picks an option of the dropdown named `label` (in `inside`, a part of the page, if given). */
export async function choose(
  user: UserEvent,
  label: RegExp | string,
  option: string,
  inside: Pick<typeof screen, 'getByRole'> = screen,
) {
  await user.click(inside.getByRole('combobox', { name: label }));
  await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: option }));
}

/** The queries of the table row that holds a cell named `cellName`. */
export async function tableRowOf(cellName: string) {
  const cell = await screen.findByRole('cell', { name: cellName }, PAGE_LOAD);
  return within(cell.closest('tr') as HTMLTableRowElement);
}

/**
 * No serious or critical axe-core violation in what is rendered under `root` (each one a line of the
 * failure). jsdom lays nothing out, so colour contrast is left to the browser suite
 * (e2e/specs/accessibility.e2e.ts); `rules` turns off more where a test says why.
 */
export async function expectNoSeriousAxeViolations(
  root: Element = document.body,
  rules: axe.RuleObject = {},
): Promise<void> {
  // axe measures icon ligatures on a canvas; jsdom has none and would log an error for each.
  const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  const results = await axe
    .run(root, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false }, ...rules } })
    .finally(() => getContext.mockRestore());
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}
