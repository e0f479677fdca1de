/**
 * jsdom's getComputedStyle matches every CSS rule on the page against the element: with MUI's few
 * hundred rules a call costs milliseconds, and testing-library calls it for an element and each of
 * its ancestors on every *ByRole query and every user-event pointer action — about 40 % of a page
 * test's time. The answer only changes when the document, its style rules, the viewport or the
 * focus change, so it is kept per element until one of them does. A MutationObserver tells of a
 * change to the document: its callback once the change's microtask has run, its takeRecords()
 * before then, so a change made a moment before a query is never missed. Installed once per
 * window: the files of a worker share theirs (vitest.projects.config.ts), and this file runs for each.
 */
const INSTALLED = Symbol.for('sigil.computedStyleCache');

if (!(INSTALLED in window)) {
  Object.assign(window, { [INSTALLED]: true });
  const original = window.getComputedStyle.bind(window);

  let cache = new WeakMap<Element, Map<string, CSSStyleDeclaration>>();
  let changed = false;
  let viewport = '';
  let focused: Element | null = null;

  const changes = new MutationObserver(() => {
    changed = true;
  });
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });

  function dropWhenStale(): void {
    // Rules, not sheets: a rule added with insertRule changes no element (emotion-styles.ts).
    const rules = Array.from(document.styleSheets, (sheet) => sheet.cssRules.length).join(',');
    const nowViewport = [window.innerWidth, window.innerHeight, rules].join(' ');
    const nowFocused = document.activeElement;
    if (changes.takeRecords().length > 0 || changed || nowViewport !== viewport || nowFocused !== focused) {
      cache = new WeakMap();
      changed = false;
      viewport = nowViewport;
      focused = nowFocused;
    }
  }

  window.getComputedStyle = (element: Element, pseudoElement?: string | null): CSSStyleDeclaration => {
    dropWhenStale();
    let styles = cache.get(element);
    if (!styles) cache.set(element, (styles = new Map<string, CSSStyleDeclaration>()));
    const key = pseudoElement ?? '';
    let style = styles.get(key);
    if (!style) styles.set(key, (style = original(element, pseudoElement)));
    return style;
  };
}
