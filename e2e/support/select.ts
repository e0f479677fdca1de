import type { Page } from 'playwright-core';

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
