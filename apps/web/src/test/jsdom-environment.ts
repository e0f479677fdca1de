import selectors from 'jsdom/lib/jsdom/living/helpers/selectors.js';
import { builtinEnvironments, type Environment } from 'vitest/runtime';
import { ruleSubjects, type RuleSubject } from './rule-subjects';

/**
 * Vitest's jsdom, with its style rules looked up the way a browser does. jsdom's getComputedStyle
 * matches every rule on the page (MUI's few hundred and its own 120) against the element and each
 * of its ancestors; testing-library, axe and user-event call it all the time, and the document
 * changes between most calls (computed-style-cache.ts). Here a rule whose subject needs a class,
 * id or type the element lacks is answered "no" without running the selector (rule-subjects.ts);
 * every other rule is matched by jsdom as before, so no computed style changes.
 *
 * jsdom's style code takes its matcher from this module when it is first loaded, which the
 * environment's setup does: the matcher is replaced before.
 */
export interface ElementImpl {
  _localName: string;
  _namespaceURI: string | null;
  _ownerDocument: { compatMode: string };
  getAttributeNS(namespace: string | null, name: string): string | null;
}

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const subjectsOf = new Map<string, RuleSubject[] | null>();
const classSets = new Map<string, Set<string>>();

function classesOf(element: ElementImpl): Set<string> {
  const value = element.getAttributeNS(null, 'class') ?? '';
  let classes = classSets.get(value);
  if (!classes) {
    if (classSets.size > 10_000) classSets.clear();
    classSets.set(value, (classes = new Set(value.split(/\s+/))));
  }
  return classes;
}

function fits(element: ElementImpl, subject: RuleSubject): boolean {
  if (
    subject.tag !== undefined &&
    element._namespaceURI === HTML_NAMESPACE &&
    element._localName.toLowerCase() !== subject.tag
  )
    return false;
  if (subject.id !== undefined && element.getAttributeNS(null, 'id') !== subject.id) return false;
  if (subject.classes.length === 0) return true;
  const classes = classesOf(element);
  return subject.classes.every((name) => classes.has(name));
}

/** False only when no subject of the selector fits the element: then the selector cannot match it. */
export function mayMatch(element: ElementImpl, selector: string | undefined): boolean {
  // A rule without a selector (@keyframes, @font-face) has jsdom's matcher answer it.
  if (typeof selector !== 'string') return true;
  let subjects = subjectsOf.get(selector);
  if (subjects === undefined) subjectsOf.set(selector, (subjects = ruleSubjects(selector)));
  // Quirks mode compares ids and classes without case: no shortcut there.
  if (subjects === null || element._ownerDocument.compatMode !== 'CSS1Compat') return true;
  return subjects.some((subject) => fits(element, subject));
}

/**
 * What the environment keeps on the global object: a test file that imports this module gets an
 * instance of its own, apart from the one Vitest loaded as the environment (rule-subjects.test.tsx).
 */
interface IndexedRules {
  /** jsdom's own matcher, which the environment's answers for a rule that cannot match. */
  jsdomMatches: typeof selectors.matchesDontThrow;
  /** How many times jsdom asked the environment's matcher. */
  asked: number;
}
const INDEXED_RULES = Symbol.for('sigil.indexedRules');

export const indexedRules = () => (globalThis as { [INDEXED_RULES]?: IndexedRules })[INDEXED_RULES];

function indexRules(): void {
  if (indexedRules()) return;
  const rules: IndexedRules = { jsdomMatches: selectors.matchesDontThrow, asked: 0 };
  Object.assign(globalThis, { [INDEXED_RULES]: rules });
  selectors.matchesDontThrow = (element, selector) => {
    rules.asked++;
    return mayMatch(element as ElementImpl, selector) && rules.jsdomMatches(element, selector);
  };
}

const jsdom = builtinEnvironments.jsdom;

export default {
  ...jsdom,
  name: 'jsdom-indexed-rules',
  setup(global, options) {
    indexRules();
    return jsdom.setup(global, options);
  },
} satisfies Environment;
