import { describe, expect, it } from 'vitest';
import { WALLET_APP_PATH } from '@sigil/core';
import viteConfig from '../vite.config.ts?raw';

describe('the build configuration', () => {
  it('writes out the path core names for the wallet (Node loads the config, and cannot read core)', () => {
    expect(/const WALLET_APP_PATH = '([^']+)';/.exec(viteConfig)?.[1]).toBe(WALLET_APP_PATH);
  });
});
