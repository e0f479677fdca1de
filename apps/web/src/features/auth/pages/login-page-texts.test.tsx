import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import enConsole from '../../../locales/en-console.json';
import { i18n } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';

/** i18next shows a missing text as its key: "login.title". */
const LOOKS_LIKE_A_KEY = /^[a-z][A-Za-z]*(\.[A-Za-z0-9]+)+$/;

function onlyTheLoginScreenTexts(): void {
  i18n.removeResourceBundle('en', 'translation');
  i18n.removeResourceBundle('en', 'validation');
  i18n.addResourceBundle('en', 'translation', en.translation);
}

afterEach(() => {
  i18n.addResourceBundle('en', 'translation', enConsole.translation, true, false);
  i18n.addResourceBundle('en', 'validation', enConsole.validation, true, false);
});

describe('the texts loaded with the console (en.json)', () => {
  it('are all the login screen shows', async () => {
    onlyTheLoginScreenTexts();
    renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    const texts = [...document.body.querySelectorAll('*')]
      .flatMap((element) => [
        ...[...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent),
        element.getAttribute('aria-label'),
        element.getAttribute('title'),
      ])
      .map((text) => text?.trim() ?? '')
      .filter(Boolean);
    expect(texts.length).toBeGreaterThan(5);
    expect(texts.filter((text) => LOOKS_LIKE_A_KEY.test(text))).toEqual([]);
    expect(document.title).not.toMatch(LOOKS_LIKE_A_KEY);
  });

  it('are not repeated in en-console.json', () => {
    const shared = Object.keys(en.translation).filter((key) => key in enConsole.translation);
    expect(shared).toEqual([]);
  });
});
