import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@sigil/core';
import { APP_ROUTES, NAV_GROUPS, NOT_FOUND_TITLE_KEY } from '../app/routes';
import de from './de.json';
import en from './en.json';
import enConsole from './en-console.json';

type Tree = { [key: string]: string | Tree };

/** "a.b.c" → text, for every leaf. Validation keys contain no separators: kept whole. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') leaves.set(path, value);
    else for (const [leaf, text] of flatten(value, path)) leaves.set(leaf, text);
  }
  return leaves;
}

// English is two files (the login screen's texts and the rest): together they are the texts.
const english = new Map([...flatten(en), ...flatten(enConsole)]);
const german = flatten(de);
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe('locales', () => {
  it('en and de have exactly the same keys', () => {
    expect([...german.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !german.has(key))).toEqual([]);
  });

  it('have no empty texts', () => {
    for (const [key, text] of [...english, ...german]) expect(text.trim(), key).not.toBe('');
  });

  it('use the same {{placeholders}} in both languages', () => {
    for (const [key, text] of english)
      expect(placeholders(german.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('translate every validation message: en to itself, de to German', () => {
    for (const message of Object.values(VALIDATION_MESSAGES)) {
      expect(enConsole.validation[message], message).toBe(message);
      expect(de.validation[message], message).toBeTruthy();
      expect(de.validation[message], message).not.toBe(message);
    }
    expect(Object.keys(enConsole.validation).sort()).toEqual(Object.values(VALIDATION_MESSAGES).sort());
  });

  it('hold every title and sidebar label of the route table', () => {
    const keys = [
      NOT_FOUND_TITLE_KEY,
      ...APP_ROUTES.flatMap((route) => [route.titleKey, ...(route.nav ? [route.nav.labelKey] : [])]),
      ...Object.values(NAV_GROUPS).map((group) => group.labelKey),
    ];
    for (const key of keys) expect(english.has(`translation.${key}`), key).toBe(true);
  });
});
