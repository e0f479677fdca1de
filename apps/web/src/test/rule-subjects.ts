/**
 * What an element must have for a CSS selector to match it, read off the selector's subject: the
 * last compound selector of each selector in its list (`.a > .b.c:hover, p` → `.b.c:hover` and
 * `p`). An element without a subject's type, id and every one of its classes cannot match that
 * selector, whatever the rest of it says. A browser indexes its rules by the same keys.
 *
 * The reading is deliberately narrow: a selector with anything it does not understand (an escape,
 * a namespace, nesting, a subject with no type, id or class such as `:not(style)` or `*`) gets no
 * subjects, and every element must still be matched against it in full.
 */
export interface RuleSubject {
  /** A type selector, lower case (compared only for HTML elements, whose names are lower case). */
  tag?: string;
  id?: string;
  classes: string[];
}

const IDENT = /^-?[_a-zA-Z\u00A0-\uFFFF][-_a-zA-Z0-9\u00A0-\uFFFF]*/;
const TYPE = /^[a-zA-Z][-_a-zA-Z0-9]*/;
const UNSURE = /[\\|&@;{}]/;

/** The subjects of a selector list, or null when an element must be matched against it in full. */
export function ruleSubjects(selectorText: string): RuleSubject[] | null {
  if (UNSURE.test(selectorText)) return null;
  const branches = splitTopLevel(selectorText, (char) => char === ',');
  if (!branches) return null;
  const subjects: RuleSubject[] = [];
  for (const branch of branches) {
    const subjectText = splitTopLevel(branch, (char) => /[\s>+~]/.test(char))?.at(-1);
    const subject = subjectText === undefined ? null : compoundSubject(subjectText);
    if (!subject) return null;
    subjects.push(subject);
  }
  return subjects;
}

/**
 * The parts of `text` between the characters `isSeparator` picks outside brackets, parentheses and
 * strings (empty parts dropped), or null when a bracket or string is left open.
 */
function splitTopLevel(text: string, isSeparator: (char: string) => boolean): string[] | null {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '"' || char === "'" || char === '(' || char === '[') {
      const end = endOfGroup(text, i);
      if (end < 0) return null;
      i = end - 1;
    } else if (char === ')' || char === ']') return null;
    else if (isSeparator(char)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.filter((part) => part !== '');
}

/** The type, id and classes a compound selector (no combinators) requires, or null if none or unsure. */
function compoundSubject(compound: string): RuleSubject | null {
  const subject: RuleSubject = { classes: [] };
  let rest = compound;
  const type = TYPE.exec(rest);
  if (type) {
    subject.tag = type[0].toLowerCase();
    rest = rest.slice(type[0].length);
  } else if (rest.startsWith('*')) rest = rest.slice(1);
  while (rest !== '') {
    const marker = rest[0];
    if (marker === '.' || marker === '#') {
      const name = IDENT.exec(rest.slice(1));
      if (!name) return null;
      if (marker === '.') subject.classes.push(name[0]);
      else if (subject.id !== undefined && subject.id !== name[0]) return null;
      else subject.id = name[0];
      rest = rest.slice(1 + name[0].length);
    } else if (marker === ':' || marker === '[') {
      // A pseudo-class, pseudo-element or attribute: it only narrows further, so it is skipped.
      const skipped = skipPseudoOrAttribute(rest);
      if (skipped === null) return null;
      rest = rest.slice(skipped);
    } else return null;
  }
  return subject.tag !== undefined || subject.id !== undefined || subject.classes.length > 0 ? subject : null;
}

/** How many characters the pseudo-class or attribute selector at the start of `text` takes. */
function skipPseudoOrAttribute(text: string): number | null {
  let i = 0;
  if (text[0] === ':') {
    i = text[1] === ':' ? 2 : 1;
    const name = IDENT.exec(text.slice(i));
    if (!name) return null;
    i += name[0].length;
    if (text[i] !== '(') return i;
  }
  const end = endOfGroup(text, i);
  return end < 0 ? null : end;
}

/**
 * Where the string, bracket or parenthesis opening at `start` ends (the index after it), nested
 * groups and strings included; -1 when it is left open.
 */
function endOfGroup(text: string, start: number): number {
  const opening = text[start];
  if (opening === '"' || opening === "'") {
    const close = text.indexOf(opening, start + 1);
    return close < 0 ? -1 : close + 1;
  }
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const char = text[i]!;
    if (char === '"' || char === "'") {
      const end = endOfGroup(text, i);
      if (end < 0) return -1;
      i = end - 1;
    } else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}
