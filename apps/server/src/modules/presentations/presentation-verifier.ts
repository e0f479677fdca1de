import { decodeJWT } from 'did-jwt';
import { verifyPresentation } from 'did-jwt-vc';
import type { Resolvable } from 'did-resolver';
import { ENDORSEMENT_QUERY_ID, type TPresentationVerification } from '@sigil/core';
import { verifyEndorsement, type FetchLike } from '@sigil/core/verify';

export interface PresentationVerifierDeps {
  /** Resolves the holder's DID (did:key, did:jwk…) and the chain's (the registry's own documents). */
  resolver: Resolvable;
  registryDid: string;
  fetch: FetchLike;
}

/** The presentation step said as the chain's steps are: a code and its facts. */
function presentationStep(ok: boolean, outcome: string, facts: Record<string, string> = {}) {
  return { step: 'presentation', ok, outcome, facts };
}

/**
 * Reads a wallet's vp_token (OpenID4VP 1.0: `{ "endorsement": ["<VP-JWT>"] }`, or the VP-JWT alone)
 * and checks it: the presentation signed by its holder for this request (did-jwt-vc: signature,
 * `nonce`, `aud`), the endorsement inside it issued to that holder, and then the endorsement's
 * chain of trust up to the registry (the core verifier).
 */
export async function verifyPresentedEndorsement(
  vpToken: string,
  expected: { nonce: string; clientId: string },
  deps: PresentationVerifierDeps,
): Promise<TPresentationVerification> {
  const refused = (outcome: string, facts: Record<string, string> = {}): TPresentationVerification => ({
    verified: false,
    presented: false,
    holder: null,
    issuer: null,
    role: null,
    steps: [presentationStep(false, outcome, facts)],
  });
  const vpJwt = presentationOf(vpToken);
  if (!vpJwt) return refused('noPresentation');

  let holder: string;
  let credential: string | undefined;
  try {
    const verified = await verifyPresentation(vpJwt, deps.resolver, {
      challenge: expected.nonce,
      domain: expected.clientId,
    });
    holder = verified.issuer;
    const first: unknown = verified.verifiablePresentation.verifiableCredential?.[0];
    credential =
      typeof first === 'string' ? first : (first as { proof?: { jwt?: string } } | undefined)?.proof?.jwt;
  } catch (error) {
    return refused('badPresentation', { reason: error instanceof Error ? error.message : String(error) });
  }
  if (!credential) return refused('noPresentation');
  let subject: unknown;
  try {
    subject = decodeJWT(credential).payload.sub;
  } catch {
    return refused('noPresentation');
  }
  if (subject !== holder) return refused('otherHolder', { holder, subject: String(subject) });

  const chain = await verifyEndorsement(credential, {
    resolver: deps.resolver,
    registryDid: deps.registryDid,
    fetch: deps.fetch,
  });
  return {
    verified: chain.verified,
    presented: true,
    holder,
    issuer: chain.issuer,
    role: chain.role,
    steps: [
      presentationStep(true, 'presented', { holder }),
      ...chain.steps.map(({ step, ok, outcome, facts }) => ({ step, ok, outcome, facts })),
    ],
  };
}

/** The VP-JWT of the endorsement query, from a DCQL vp_token (a JSON object of arrays) or a bare JWT. */
function presentationOf(vpToken: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(vpToken);
  } catch {
    return /^[\w-]+\.[\w-]+\.[\w-]*$/.test(vpToken) ? vpToken : null;
  }
  const entry: unknown =
    parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>)[ENDORSEMENT_QUERY_ID] : parsed;
  const first: unknown = Array.isArray(entry) ? entry[0] : entry;
  return typeof first === 'string' ? first : null;
}
