import { verifyCredential, type VerifiedCredential } from 'did-jwt-vc';
import type { Resolvable } from 'did-resolver';
import { readCredentialStatus, type FetchLike, type TCredentialStatus } from './status';

/** The credential type of the registry's accreditations (docs/trust-model.md). */
export const ACCREDITATION_TYPE = 'AccreditationCredential';

export type TVerificationStepName =
  'signature' | 'status' | 'accreditation' | 'accreditationStatus' | 'registry';

export interface TVerificationStep {
  step: TVerificationStepName;
  /** true: holds; false: fails; null: not checked (an earlier step failed). */
  ok: boolean | null;
  /** What was found, in words a person reads. */
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
      steps.push({ step, ok: null, words: 'Not checked: an earlier step failed.' });
    }
    return { verified: steps.every((step) => step.ok === true), holder, issuer, role, steps };
  };

  let endorsement: VerifiedCredential;
  try {
    endorsement = await verifyCredential(jwt, options.resolver);
  } catch (error) {
    steps.push({
      step: 'signature',
      ok: false,
      words: `The signature does not verify: ${(error as Error).message}`,
    });
    return result(null, null, null);
  }
  const issuer = endorsement.issuer;
  const vc = endorsement.verifiableCredential;
  const subject = vc.credentialSubject as { id?: string; associatedWith?: { type?: string } };
  const holder = subject.id ?? null;
  const role = subject.associatedWith?.type ?? null;
  steps.push({
    step: 'signature',
    ok: true,
    words: `Signed by ${issuer}; the signature verifies with its DID document.`,
  });
  steps.push(
    statusStep(
      'status',
      'The endorsement',
      await readCredentialStatus(vc, issuer, options.resolver, fetchImpl),
    ),
  );

  const named = (vc.evidence as Array<{ id?: unknown; type?: unknown }> | undefined)?.find(
    (entry) => typeof entry.id === 'string' && [entry.type].flat().includes(ACCREDITATION_TYPE),
  );
  if (!named) {
    steps.push({
      step: 'accreditation',
      ok: false,
      words: 'The endorsement names no accreditation of its issuer.',
    });
    return result(holder, issuer, role);
  }
  const accreditation = await readAccreditation(named.id as string, issuer, options.resolver, fetchImpl);
  if ('problem' in accreditation) {
    steps.push({
      step: 'accreditation',
      ok: false,
      words: `Its accreditation ${named.id as string} ${accreditation.problem}.`,
    });
    return result(holder, issuer, role);
  }
  steps.push({
    step: 'accreditation',
    ok: true,
    words: `Accredited by ${accreditation.issuer} to endorse people (${accreditation.id}).`,
  });

  const status = await readCredentialStatus(
    accreditation.credential,
    accreditation.issuer,
    options.resolver,
    fetchImpl,
  );
  if (status.state === 'revoked') {
    // Superseded (new features, a reactivation) or withdrawn: the registry's current one decides.
    const currentUrl = (named.id as string).replace(/[^/]+$/, encodeURIComponent(issuer));
    const current = await readAccreditation(currentUrl, issuer, options.resolver, fetchImpl);
    const live =
      !('problem' in current) &&
      current.issuer === accreditation.issuer &&
      (await readCredentialStatus(current.credential, current.issuer, options.resolver, fetchImpl)).state ===
        'valid';
    steps.push(
      live
        ? {
            step: 'accreditationStatus',
            ok: true,
            words: `That accreditation was superseded; the registry's current accreditation of ${issuer} (${(current as { id: string }).id}) is live.`,
          }
        : {
            step: 'accreditationStatus',
            ok: false,
            words: `The registry has withdrawn the accreditation of ${issuer}.`,
          },
    );
  } else {
    steps.push(statusStep('accreditationStatus', 'The accreditation', status));
  }

  steps.push(
    accreditation.issuer === options.registryDid
      ? {
          step: 'registry',
          ok: true,
          words: `The accreditation is by ${options.registryDid}, the registry you trust.`,
        }
      : {
          step: 'registry',
          ok: false,
          words: `The accreditation is by ${accreditation.issuer}, not by the registry you trust (${options.registryDid}).`,
        },
  );
  return result(holder, issuer, role);
}

function statusStep(step: TVerificationStepName, what: string, status: TCredentialStatus): TVerificationStep {
  if (status.state === 'unknown')
    return { step, ok: false, words: `${what}'s status is unknown: ${status.reason}.` };
  const where = `bit ${status.index} of ${status.url}`;
  return status.state === 'valid'
    ? { step, ok: true, words: `${what} is not revoked (${where}).` }
    : { step, ok: false, words: `${what} is revoked (${where}).` };
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
