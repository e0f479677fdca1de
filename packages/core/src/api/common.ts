import { ZText } from '../schemas/text';

/** An optional query text: trimmed, and a blank value means "no filter". */
export const ZOptionalQueryText = ZText()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** A path or query DID: trimmed and lower-cased, as the registry stores DIDs. */
export const ZDidText = (requiredMessage: string) =>
  ZText({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .transform((did) => did.toLowerCase());
