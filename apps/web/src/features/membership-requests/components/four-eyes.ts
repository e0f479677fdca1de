import type { TMembershipRequest } from '@sigil/core';

/**
 * The steps after the maker's: a SENT request is checked, a CHECKED one approved
 * (docs/architecture.md, Four eyes).
 */
export type TRequestStep = 'check' | 'approve';

const sameDid = (a: string | null | undefined, b: string) => !!a && a.toLowerCase() === b.toLowerCase();

/**
 * Four eyes: whoever made the request (the member who enrolled the account) may not check it;
 * whoever made or checked it may not approve it. The server refuses them anyway (403); the console
 * says why first.
 */
export function tookEarlierStep(
  request: Pick<TMembershipRequest, 'createdBy' | 'checkedBy'>,
  step: TRequestStep,
  did: string | null,
): boolean {
  if (!did) return false;
  const earlier = [request.createdBy.did];
  if (step === 'approve') earlier.push(request.checkedBy?.did ?? '');
  return earlier.some((actor) => sameDid(actor, did));
}
