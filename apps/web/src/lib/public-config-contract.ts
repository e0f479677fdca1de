/**
 * The schema of GET /api/v1/config alone, loaded on demand: the login screen asks for the config
 * right after its first paint, and zod is not part of its first load (npm run size).
 * Import it with `await import('./public-config-contract')`, never statically.
 */
export { ZPublicConfig } from '@sigil/core';
