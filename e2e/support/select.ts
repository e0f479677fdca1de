import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Ticks options of a multiple select (MUI's TextField select) by keyboard, as a person with a
 * keyboard would: each option is focused and toggled with Enter. A mouse click at the option's
 * place can land on its neighbour while the menu is still growing open on a loaded machine.
 * Returns once the field shows the chosen names and the menu is closed.
 */
export async function chooseOptions(page: Page, label: string, names: string[]): Promise<void> {
  const field = page.getByRole('combobox', { name: label });
  await field.click();
  const listbox = page.getByRole('listbox');
  for (const name of names) {
    const option = listbox.getByRole('option', { name, exact: true });
    await option.press('Enter');
    await option.and(page.locator('[aria-selected="true"]')).waitFor();
  }
  await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'hidden' });
  await field.filter({ hasText: names.join(', ') }).waitFor();
}

/**
 * Chooses one option of a single select by keyboard only: the field takes the focus, ArrowDown
 * opens the list, which must take the focus itself (also inside a dialog, whose focus trap must let
 * it), the arrows walk to the option and Enter chooses it.
 */
export async function chooseOptionByKeyboard(page: Page, field: Locator, name: string): Promise<void> {
  await field.focus();
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  const focusedOption = () =>
    listbox.evaluate((list) =>
      list.contains(document.activeElement) && document.activeElement?.getAttribute('role') === 'option'
        ? (document.activeElement.textContent ?? '')
        : null,
    );
  await expect.poll(focusedOption, { message: 'the opened list takes the focus' }).not.toBeNull();
  const count = await listbox.getByRole('option').count();
  for (let step = 0; step < count && (await focusedOption()) !== name; step += 1) {
    await page.keyboard.press('ArrowDown');
  }
  expect(await focusedOption()).toBe(name);
  await page.keyboard.press('Enter');
  await listbox.waitFor({ state: 'hidden' });
  await field.filter({ hasText: name }).waitFor();
}
