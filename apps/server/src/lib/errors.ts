import { ERROR_CODES, FEATURE_MESSAGES, VALIDATION_MESSAGES } from '@sigil/core';

/** An error a service raises on purpose: its status, code and message reach the client as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, ERROR_CODES.validation, message, fields);
export const unauthorised = (message = 'Authentication required') =>
  new AppError(401, ERROR_CODES.unauthorised, message);
export const forbidden = (message: string = 'You are not allowed to do this') =>
  new AppError(403, ERROR_CODES.forbidden, message);
export const notFound = (message = 'Not found') => new AppError(404, ERROR_CODES.notFound, message);
/** `fields` names the input that clashes, so a form can show the message on that field. */
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, ERROR_CODES.conflict, message, fields);

/** The access refusals, worded once for the gate and the route check alike. */
export const ACCESS_MESSAGES = {
  notAllowed: 'You are not allowed to do this',
  selectAccount: 'Select an organization account first',
  membershipEnded: 'Your membership of this organization has ended',
  organisationSuspended: VALIDATION_MESSAGES.organisationSuspended,
  otherOrganisation: 'You can only see your own organization',
  notYours: 'You can only see your own data',
  fourEyes: 'You took an earlier step of this request: another person must take this one',
  featureMissing: FEATURE_MESSAGES.missing,
} as const;
