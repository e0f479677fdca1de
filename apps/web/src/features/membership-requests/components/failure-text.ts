import type { TFunction } from 'i18next';
import { ServerError } from '../../../lib/api-client';
import type { TTranslationKey } from '../../../lib/i18n-keys';

/** The server's own reason for a refusal, if it gave one (its error body, or a text answer). */
export function serverReason(error: Error): string | null {
  if (!(error instanceof ServerError)) return null;
  const hasReason = error.code !== undefined || (typeof error.body === 'string' && error.body.trim() !== '');
  return hasReason ? error.message : null;
}

/**
 * A failure's toast: the spec's text (§8: 'Somethings wrong please try again', 'Something went
 * wrongs') followed by the server's reason when it gave one (the four-eyes refusal, say).
 */
export function failureText(
  t: TFunction,
  error: Error,
  keys: { plain: TTranslationKey; withReason: TTranslationKey },
): string {
  const reason = serverReason(error);
  return reason ? t(keys.withReason, { reason }) : t(keys.plain);
}
