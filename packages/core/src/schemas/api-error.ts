import { z } from 'zod';

/**
 * The one error shape of every API response with status >= 400
 * (docs/architecture.md, API conventions).
 */
export const ZApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Validation failures: the spec's message for each offending field. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type TApiError = z.infer<typeof ZApiError>;

export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  unauthorised: 'UNAUTHORISED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type TErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
