import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';

const keys = (texts: object, prefix = ''): string[] =>
  Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );

describe("the wallet's texts", () => {
  it('has every English text in German and nothing German alone', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
  });
});
