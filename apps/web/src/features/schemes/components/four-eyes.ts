import type { TScheme } from '@sigil/core';

/**
 * The steps after the maker's: CREATED is checked, CHECKED is approved
 * (docs/architecture.md, Four eyes).
 */
export type TSchemeStep = 'check' | 'approve';

const sameDid = (a: string | null | undefined, b: string) => !!a && a.toLowerCase() === b.toLowerCase();

/**
 * Four eyes: whoever made or last changed this version may not check it; whoever made, changed or
 * checked it may not approve it. The server refuses them anyway (403); the console says why first.
 */
export function tookEarlierStep(
  scheme: Pick<TScheme, 'createdBy' | 'editedBy' | 'checkedBy'>,
  step: TSchemeStep,
  did: string | null,
): boolean {
  if (!did) return false;
  const earlier = [scheme.createdBy.did, scheme.editedBy.did];
  if (step === 'approve') earlier.push(scheme.checkedBy?.did ?? '');
  return earlier.some((actor) => sameDid(actor, did));
}

/** The step a role waits for, if any. */
export function pendingStepOf(scheme: Pick<TScheme, 'status'>): TSchemeStep | null {
  if (scheme.status === 'CREATED') return 'check';
  if (scheme.status === 'CHECKED') return 'approve';
  return null;
}
