import { verifyCredential, type VerifiedCredential } from 'did-jwt-vc';
import type { Resolvable } from 'did-resolver';
import { readCredentialStatus, type FetchLike, type TCredentialStatus } from './status';

/** The credential type of the registry's accreditations (docs/trust-model.md). */
export const ACCREDITATION_TYPE = 'AccreditationCredential';

export type TVerificationStepName =
  'signature' | 'status' | 'accreditation' | 'accreditationStatus' | 'registry';

/** What a step found: a code a wallet says in its own language, with `facts` to fill in. */
export type TVerificationOutcome =
  | 'signed' // facts: issuer
  | 'badSignature' // facts: reason
  | 'notRevoked' // facts: index, url
  | 'revoked' // facts: index, url
  | 'statusUnknown' // facts: reason
  | 'accredited' // facts: registry, id
  | 'noAccreditation'
  | 'badAccreditation' // facts: url, reason
  | 'superseded' // facts: issuer, id
  | 'withdrawn' // facts: issuer
  | 'trustedRegistry' // facts: registry
  | 'otherRegistry' // facts: registry, trusted
  | 'notChecked';

export interface TVerificationStep {
  step: TVerificationStepName;
  /** true: holds; false: fails; null: not checked (an earlier step failed). */
  ok: boolean | null;
  outcome: TVerificationOutcome;
  facts: Record<string, string>;
  /** What was found, in English words (the CLI prints them). */
  words: string;
}

export interface TEndorsementVerification {
  /** Every step holds. */
  verified: boolean;
  holder: string | null;
  issuer: string | null;
  role: string | null;
  steps: TVerificationStep[];
}

export interface VerifierOptions {
  /** Resolves every DID of the chain (the registry's own resolver, or any that knows its method). */
  resolver: Resolvable;
  /** The registry the verifier trusts: the chain must end at this DID. */
  registryDid: string;
  fetch?: FetchLike;
}

const ORDER: TVerificationStepName[] = [
  'signature',
  'status',
  'accreditation',
  'accreditationStatus',
  'registry',
];

const WORDS: Record<TVerificationOutcome, (facts: Record<string, string>, subject: string) => string> = {
  signed: (f) => `Signed by ${f.issuer}; the signature verifies with its DID document.`,
  badSignature: (f) => `The signature does not verify: ${f.reason}`,
  notRevoked: (f, subject) => `${subject} is not revoked (bit ${f.index} of ${f.url}).`,
  revoked: (f, subject) => `${subject} is revoked (bit ${f.index} of ${f.url}).`,
  statusUnknown: (f, subject) => `${subject}'s status is unknown: ${f.reason}.`,
  accredited: (f) => `Accredited by ${f.registry} to endorse people (${f.id}).`,
  noAccreditation: () => 'The endorsement names no accreditation of its issuer.',
  badAccreditation: (f) => `Its accreditation ${f.url} ${f.reason}.`,
  superseded: (f) =>
    `That accreditation was superseded; the registry's current accreditation of ${f.issuer} (${f.id}) is live.`,
  withdrawn: (f) => `The registry has withdrawn the accreditation of ${f.issuer}.`,
  trustedRegistry: (f) => `The accreditation is by ${f.registry}, the registry you trust.`,
  otherRegistry: (f) =>
    `The accreditation is by ${f.registry}, not by the registry you trust (${f.trusted}).`,
  notChecked: () => 'Not checked: an earlier step failed.',
};

function stepOf(
  step: TVerificationStepName,
  ok: boolean | null,
  outcome: TVerificationOutcome,
  facts: Record<string, string> = {},
): TVerificationStep {
  const subject = step === 'status' ? 'The endorsement' : 'The accreditation';
  return { step, ok, outcome, facts, words: WORDS[outcome](facts, subject) };
}

/**
 * Walks an endorsement up to the registry with public URLs only (docs/trust-model.md): its
 * signature by the organisation's DID, its revocation bit, the accreditation it names (signed by
 * the registry, its subject the organisation, allowing it to endorse), that accreditation's own
 * revocation bit (a revoked one counts if the registry's current accreditation of the organisation
 * is live), and that the registry is the one trusted. did-jwt-vc checks each signature.
 */
export async function verifyEndorsement(
  jwt: string,
  options: VerifierOptions,
): Promise<TEndorsementVerification> {
  const fetchImpl = options.fetch ?? ((url, init) => fetch(url, init));
  const steps: TVerificationStep[] = [];
  const result = (holder: string | null, issuer: string | null, role: string | null) => {
    for (const step of ORDER.filter((name) => !steps.some((taken) => taken.step === name))) {
      steps.push(stepOf(step, null, 'notChecked'));
    }
    return { verified: steps.every((step) => step.ok === true), holder, issuer, role, steps };
  };

  let endorsement: VerifiedCredential;
  try {
    endorsement = await verifyCredential(jwt, options.resolver);
  } catch (error) {
    steps.push(stepOf('signature', false, 'badSignature', { reason: (error as Error).message }));
    return result(null, null, null);
  }
  const issuer = endorsement.issuer;
  const vc = endorsement.verifiableCredential;
  const subject = vc.credentialSubject as { id?: string; associatedWith?: { type?: string } };
  const holder = subject.id ?? null;
  const role = subject.associatedWith?.type ?? null;
  steps.push(stepOf('signature', true, 'signed', { issuer }));
  steps.push(statusStep('status', await readCredentialStatus(vc, issuer, options.resolver, fetchImpl)));

  const named = (vc.evidence as Array<{ id?: unknown; type?: unknown }> | undefined)?.find(
    (entry) => typeof entry.id === 'string' && [entry.type].flat().includes(ACCREDITATION_TYPE),
  );
  if (!named) {
    steps.push(stepOf('accreditation', false, 'noAccreditation'));
    return result(holder, issuer, role);
  }
  const url = named.id as string;
  const accreditation = await readAccreditation(url, issuer, options.resolver, fetchImpl);
  if ('problem' in accreditation) {
    steps.push(stepOf('accreditation', false, 'badAccreditation', { url, reason: accreditation.problem }));
    return result(holder, issuer, role);
  }
  steps.push(
    stepOf('accreditation', true, 'accredited', { registry: accreditation.issuer, id: accreditation.id }),
  );

  const status = await readCredentialStatus(
    accreditation.credential,
    accreditation.issuer,
    options.resolver,
    fetchImpl,
  );
  if (status.state === 'revoked') {
    // Superseded (new features, a reactivation) or withdrawn: the registry's current one decides.
    const current = await readAccreditation(
      url.replace(/[^/]+$/, encodeURIComponent(issuer)),
      issuer,
      options.resolver,
      fetchImpl,
    );
    const live =
      !('problem' in current) &&
      current.issuer === accreditation.issuer &&
      (await readCredentialStatus(current.credential, current.issuer, options.resolver, fetchImpl)).state ===
        'valid';
    steps.push(
      live
        ? stepOf('accreditationStatus', true, 'superseded', { issuer, id: (current as { id: string }).id })
        : stepOf('accreditationStatus', false, 'withdrawn', { issuer }),
    );
  } else {
    steps.push(statusStep('accreditationStatus', status));
  }

  steps.push(
    accreditation.issuer === options.registryDid
      ? stepOf('registry', true, 'trustedRegistry', { registry: options.registryDid })
      : stepOf('registry', false, 'otherRegistry', {
          registry: accreditation.issuer,
          trusted: options.registryDid,
        }),
  );
  return result(holder, issuer, role);
}

function statusStep(step: TVerificationStepName, status: TCredentialStatus): TVerificationStep {
  if (status.state === 'unknown') return stepOf(step, false, 'statusUnknown', { reason: status.reason });
  const facts = { index: String(status.index), url: status.url };
  return status.state === 'valid'
    ? stepOf(step, true, 'notRevoked', facts)
    : stepOf(step, false, 'revoked', facts);
}

type ReadAccreditation =
  | { id: string; issuer: string; credential: VerifiedCredential['verifiableCredential'] }
  | { problem: string };

/** An accreditation at a URL: signed (did-jwt-vc), of the organisation, allowing it to endorse. */
async function readAccreditation(
  url: string,
  organisationDid: string,
  resolver: Resolvable,
  fetchImpl: FetchLike,
): Promise<ReadAccreditation> {
  let jwt: string;
  try {
    const response = await fetchImpl(url, { cache: 'no-store', headers: { accept: 'application/vc+jwt' } });
    if (!response.ok) return { problem: `could not be fetched (${response.status})` };
    jwt = (await response.text()).trim();
  } catch (error) {
    return { problem: `could not be fetched (${(error as Error).message})` };
  }
  let verified: VerifiedCredential;
  try {
    verified = await verifyCredential(jwt, resolver);
  } catch (error) {
    return { problem: `does not verify (${(error as Error).message})` };
  }
  const vc = verified.verifiableCredential;
  const subject = vc.credentialSubject as { id?: string; accreditedFor?: Array<{ action?: string }> };
  if (![vc.type].flat().includes(ACCREDITATION_TYPE)) return { problem: 'is not an accreditation' };
  if (subject.id !== organisationDid)
    return { problem: `is of ${subject.id ?? 'nobody'}, not of the issuer` };
  if (!subject.accreditedFor?.some((grant) => grant.action === 'endorse')) {
    return { problem: 'does not allow its subject to endorse people' };
  }
  return { id: vc.id ?? url, issuer: verified.issuer, credential: vc };
}
