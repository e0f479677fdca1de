import { screen } from '@testing-library/react';
import utils from 'jsdom/lib/jsdom/living/generated/utils.js';
import { describe, expect, it } from 'vitest';
import { indexedRules, mayMatch, type ElementImpl } from './jsdom-environment';
import { renderApp } from './render-app';
import { ruleSubjects } from './rule-subjects';

describe('ruleSubjects', () => {
  it.each([
    ['.a', [{ classes: ['a'] }]],
    ['.a > .b.c:hover, p', [{ classes: ['b', 'c'] }, { tag: 'p', classes: [] }]],
    ['DIV#main.x::after', [{ tag: 'div', id: 'main', classes: ['x'] }]],
    ['input[type="checkbox" i]', [{ tag: 'input', classes: [] }]],
    ['[data-list="a, .b"] .c', [{ classes: ['c'] }]],
    ['.a:not(.b)', [{ classes: ['a'] }]],
    ['.a:nth-child(2n+1) ~ .d', [{ classes: ['d'] }]],
  ])('reads %s', (selector, subjects) => {
    expect(ruleSubjects(selector)).toEqual(subjects);
  });

  it.each([
    ':not(style)',
    '*',
    '.a > *',
    ':is(.a, .b)',
    '.a, :hover',
    '.a\\:b',
    'svg|a',
    '&.x',
    '[open',
    '#a#b',
  ])('leaves %s to the full match', (selector) => {
    expect(ruleSubjects(selector)).toBeNull();
  });
});

describe('the environment', () => {
  it("never answers 'no' where jsdom's matcher answers 'yes', on a whole screen's rules and elements", async () => {
    renderApp('/organisation-signup');
    await screen.findByRole('heading', { level: 1, name: 'Enroll Organization' });
    const extra = new CSSStyleSheet();
    for (const rule of [
      'DIV',
      'input[type="text" i]',
      '#root .MuiBox-root',
      'form, .MuiButton-root',
      '.Mui-focused :not(svg)',
    ]) {
      extra.insertRule(`${rule} { color: red }`);
    }
    const selectors = [...document.styleSheets, extra]
      .flatMap((sheet) => [...sheet.cssRules])
      .flatMap((rule) => (rule instanceof CSSMediaRule ? [...rule.cssRules] : [rule]))
      .flatMap((rule) => (rule instanceof CSSStyleRule ? [rule.selectorText] : []));
    const elements = [...document.querySelectorAll('*')].map(
      (element) => utils.implForWrapper(element) as ElementImpl,
    );
    expect(selectors.length).toBeGreaterThan(100);

    const { jsdomMatches } = indexedRules()!;
    let pairs = 0;
    let answeredNo = 0;
    for (const element of elements) {
      for (const selector of selectors) {
        pairs++;
        if (mayMatch(element, selector)) continue;
        answeredNo++;
        expect({ selector, matches: jsdomMatches(element, selector) }).toEqual({ selector, matches: false });
      }
    }
    expect(answeredNo / pairs).toBeGreaterThan(0.5);
  });

  it("is what jsdom's computed styles ask", () => {
    const element = document.createElement('p');
    document.body.append(element);
    const before = indexedRules()!.asked;
    getComputedStyle(element);
    expect(indexedRules()!.asked).toBeGreaterThan(before);
    element.remove();
  });
});
