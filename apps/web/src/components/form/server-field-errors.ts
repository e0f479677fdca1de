import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ServerError } from '../../lib/api-client';

/**
 * Puts the messages of a refusal that names fields (`error.fields`, e.g. a 409 duplicate name) on
 * those fields of the form, as signup does. `fieldOf` maps a server field name to the form's
 * (null: not a field of this form). True when at least one message found its field.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: Error,
  setError: UseFormSetError<Values>,
  fieldOf: (serverName: string) => Path<Values> | null,
): boolean {
  if (!(error instanceof ServerError)) return false;
  let named = false;
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    const field = fieldOf(name.split('.').at(-1) ?? name);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !named });
    named = true;
  }
  return named;
}
