import { z } from 'zod';

/**
 * "Text PostgreSQL can store": the one rule for every string that may reach the database.
 *
 * PostgreSQL refuses two things JavaScript strings can hold: the NUL character (U+0000, in text
 * and in jsonb) and a UTF-16 surrogate that is not half of a pair (a lone `\ud800` or `\udc00`:
 * jsonb refuses its escape, and UTF-8 cannot encode it). Everything else — emoji, right-to-left
 * marks, quotes, markup — is ordinary text and is stored as it is.
 */

/** The field message of a string that breaks the rule (API `fields` and the console's forms). */
export const UNSTORABLE_TEXT_MESSAGE = 'Contains a character that cannot be stored';

// With the u flag a surrogate pair is one code point, so \p{Cs} matches only an unpaired half.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /[\u0000\p{Cs}]/u;
// eslint-disable-next-line no-control-regex
const UNSTORABLE_ALL = /[\u0000\p{Cs}]/gu;

/** True when PostgreSQL can store the string: no NUL and no lone UTF-16 surrogate. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/**
 * A string schema that refuses text PostgreSQL cannot store, with UNSTORABLE_TEXT_MESSAGE; it
 * aborts, so a refused value shows only that message. Use it instead of z.string() in every
 * schema of a request (body, query string, path parameter, signed claims):
 * `ZText({ error: 'Name is required' }).trim().min(1, …)`.
 */
export const ZText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, { error: UNSTORABLE_TEXT_MESSAGE, abort: true });

/** An optional text field: trimmed, at most `limit` characters (else `tooLong`), '' when not given. */
export const ZOptionalText = (limit: number, tooLong: string) =>
  ZText()
    .trim()
    .max(limit, tooLong)
    .optional()
    .transform((value) => value ?? '');

/**
 * The path of the first string in a parsed JSON value (object keys included) that breaks the
 * rule, in document order, or null. Iterative, so a deeply nested value cannot overflow the
 * stack; an unstorable key appears in the path with its bad characters replaced by U+FFFD.
 */
export function findUnstorableText(value: unknown): Array<string | number> | null {
  interface Entry {
    value: unknown;
    key: string | number | null;
    parent: Entry | null;
  }
  const pathOf = (entry: Entry): Array<string | number> => {
    const path: Array<string | number> = [];
    for (let at: Entry | null = entry; at && at.key !== null; at = at.parent) {
      path.unshift(typeof at.key === 'string' ? at.key.replace(UNSTORABLE_ALL, '\ufffd') : at.key);
    }
    return path;
  };
  const stack: Entry[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const current = entry.value;
    if (typeof entry.key === 'string' && !isStorableText(entry.key)) return pathOf(entry);
    if (typeof current === 'string') {
      if (!isStorableText(current)) return pathOf(entry);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: i, parent: entry });
    } else if (typeof current === 'object' && current !== null && !ArrayBuffer.isView(current)) {
      const keys = Object.keys(current);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        stack.push({ value: (current as Record<string, unknown>)[key], key, parent: entry });
      }
    }
  }
  return null;
}
