/**
 * The core schemas of the signed-in session (/auth/me, the permissions, a switched account), loaded
 * on demand like ./auth-contracts but without the login calls' schemas: those pull in the signup
 * form's phone-number metadata, which a signed-in page load does not need.
 * Import them with `await import('./session-contracts')`, never statically.
 */
export { ZPermissionsResponse, ZSessionProfile, ZSessionResponse } from '@sigil/core';
