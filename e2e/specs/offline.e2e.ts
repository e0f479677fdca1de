import { describe, expect, inject, it } from 'vitest';
import { useChromium } from '../support/browser';
import { signIn } from '../support/login';
import { newHolder } from '../support/wallet';

const baseUrl = inject('baseUrl');

/** Issue 44: a lost connection says so, instead of "Something went wrong.". */
describe('offline', () => {
  const chromium = useChromium(baseUrl);

  it('says the connection is lost when a screen cannot load, and Reload shows it once back online', async () => {
    const { page, context } = await signIn(chromium, 'individual', newHolder(), { name: 'Offline Olive' });
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('banner').getByText('Offline Olive').waitFor();
    await context.setOffline(true);
    await page.getByRole('navigation').getByRole('link', { name: 'Contacts' }).click();
    await page.getByRole('heading', { name: 'The connection to the server is lost.' }).waitFor();
    expect(await page.getByText('Something went wrong.').count()).toBe(0);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { name: 'Contacts', level: 1 }).waitFor();
    await context.close();
  });
});
