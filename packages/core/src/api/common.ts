import { canonicalDid } from '../did';
import { ZText } from '../schemas/text';

/** An optional query text: trimmed, and a blank value means "no filter". */
export const ZOptionalQueryText = ZText()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** A path or query DID: trimmed, and spelled as the registry stores it (canonicalDid). */
export const ZDidText = (requiredMessage: string) =>
  ZText({ error: requiredMessage }).trim().min(1, requiredMessage).transform(canonicalDid);

/** What a service hands over to store an item of a kinded union (a notification, an event): its kind and data. */
export type KindAndData<T> = T extends { kind: unknown; data: unknown } ? Pick<T, 'kind' | 'data'> : never;
