#!/usr/bin/env node
// Runs the TypeScript CLI straight from source: tsx's ESM loader compiles it on import.
// The wallet's own tsconfig, not whatever tsconfig.json the current directory holds.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
await import('../src/cli.ts');
