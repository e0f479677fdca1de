import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';

describe('typed translation keys', () => {
  it('checks every key at compile time: a misspelt key fails the typecheck', () => {
    expect(i18n.t('routes.home')).toBe('Home');
    // @ts-expect-error -- 'routes.homme' is no key of en.json; without this line `npm run typecheck` fails.
    expect(i18n.t('routes.homme')).toBe('routes.homme');
  });
});
