import { describe, expect, it } from 'vitest';
import { browserLanguage, withConsoleTexts } from './i18n';

describe('language without a stored choice', () => {
  it("follows the browser's preferred languages: German for a German browser, else English", () => {
    expect(browserLanguage(['de-DE', 'en-US'])).toBe('de');
    expect(browserLanguage(['de'])).toBe('de');
    expect(browserLanguage(['DE-at'])).toBe('de');
    expect(browserLanguage(['en-GB', 'de'])).toBe('en');
    expect(browserLanguage(['fr-FR'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('takes the first supported language in the order of preference', () => {
    expect(browserLanguage(['fr-FR', 'de-CH', 'en'])).toBe('de');
    expect(browserLanguage(['nl', 'en-US', 'de'])).toBe('en');
  });
});

describe('a module that shows console texts', () => {
  it('resolves with what its load gave, and fails when that load fails', async () => {
    const screen = { default: 'the screen' };
    await expect(withConsoleTexts(() => Promise.resolve(screen))()).resolves.toBe(screen);
    const offline = new Error('Failed to fetch dynamically imported module');
    await expect(withConsoleTexts(() => Promise.reject(offline))()).rejects.toBe(offline);
  });
});
