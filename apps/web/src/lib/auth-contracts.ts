/**
 * The core schemas of the login calls, loaded on demand: @sigil/core's auth contracts
 * pull in the phone-number metadata of the signup form, which the first screen does not need.
 * Import them with `await import('./auth-contracts')`, never statically.
 */
export { ZAuthPollResponse, ZAuthRequestCreated, ZGoogleLoginResponse } from '@sigil/core';
