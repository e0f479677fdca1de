/**
 * Four eyes (docs/architecture.md, Four eyes): a scheme version and a membership request each go
 * maker → checker → approver, and nobody takes two steps of one item. The server refuses such a step (403); the
 * console disables it and says why first. Both read the rule here.
 */

/** The steps after the maker's: a made item is checked, a checked one approved. */
export type TApprovalStep = 'check' | 'approve';

/** A person on an item, by DID (an actor reference of the API, or a server row's DID column). */
interface TDidOf {
  did: string;
}

/** Who took the steps of one item so far: everyone who counts as its maker, and its checker. */
export interface TStepsTaken {
  madeBy: readonly (string | null | undefined)[];
  checkedBy: string | null | undefined;
}

/** A scheme version is made by whoever created the scheme and whoever last changed it. */
export function schemeStepsTaken(scheme: {
  createdBy: TDidOf;
  editedBy: TDidOf;
  checkedBy: TDidOf | null;
}): TStepsTaken {
  return { madeBy: [scheme.createdBy.did, scheme.editedBy.did], checkedBy: scheme.checkedBy?.did };
}

/**
 * A membership request is made by whoever sent it (the applicant, or the member who enrolled the
 * account) and counts the requester too: nobody checks or approves their own membership.
 */
export function membershipRequestStepsTaken(request: {
  createdBy: TDidOf;
  requesterDid: string;
  checkedBy: TDidOf | null;
}): TStepsTaken {
  return { madeBy: [request.createdBy.did, request.requesterDid], checkedBy: request.checkedBy?.did };
}

/** One DID, whatever the case of its address letters. */
const sameDid = (a: string | null | undefined, b: string) => !!a && a.toLowerCase() === b.toLowerCase();

/**
 * Whether `did` took a step of the item before `step`: a maker may not check it; a maker or the
 * checker may not approve it. No DID (nobody signed in) took none.
 */
export function tookEarlierStep(
  taken: TStepsTaken,
  step: TApprovalStep,
  did: string | null | undefined,
): boolean {
  if (!did) return false;
  const earlier = step === 'approve' ? [...taken.madeBy, taken.checkedBy] : taken.madeBy;
  return earlier.some((actor) => sameDid(actor, did));
}
