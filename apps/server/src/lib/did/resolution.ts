import type { DIDDocument, VerificationMethod } from 'did-resolver';

/**
 * The errors of W3C DID Resolution (§ Errors). On the wire each is an RFC 9457 object whose
 * `type` is https://www.w3.org/ns/did#<NAME>, or, for clients of the older media type, the
 * camel-case code of DID Core 1.0 (`invalidDid`…).
 */
export const DID_ERRORS = {
  INVALID_DID: { status: 400, code: 'invalidDid', title: 'Invalid DID' },
  INVALID_DID_URL: { status: 400, code: 'invalidDidUrl', title: 'Invalid DID URL' },
  NOT_FOUND: { status: 404, code: 'notFound', title: 'Not found' },
  REPRESENTATION_NOT_SUPPORTED: {
    status: 406,
    code: 'representationNotSupported',
    title: 'Representation not supported',
  },
  METHOD_NOT_SUPPORTED: { status: 501, code: 'methodNotSupported', title: 'DID method not supported' },
  INTERNAL_ERROR: { status: 500, code: 'internalError', title: 'Internal error' },
} as const;
export type DidErrorName = keyof typeof DID_ERRORS;

export const DID_ERROR_TYPE_BASE = 'https://www.w3.org/ns/did#';

export interface DidProblem {
  name: DidErrorName;
  /** What exactly is wrong, in words a developer can act on. */
  detail: string;
}

/** DID document metadata (DID Resolution § DID Document Metadata). Times are whole seconds, UTC. */
export interface DidDocumentMetadata {
  created?: string;
  updated?: string;
  deactivated?: true;
  /** The DID in its canonical spelling, when it was asked for in another (a checksummed address). */
  canonicalId?: string;
}

/**
 * What resolving (or dereferencing) one input came to, before any representation is chosen:
 * the HTTP binding turns it into a status, a media type and a body.
 */
export interface DidResolutionOutcome {
  /** The input was a DID URL (a path, query or fragment): the answer is a dereferencing result. */
  dereferencing: boolean;
  problem?: DidProblem;
  /** The resolved document; null on error and for a deactivated DID. */
  document: DIDDocument | null;
  documentMetadata: DidDocumentMetadata;
  /** For a DID URL: the resource it names (the verification method of a fragment). */
  content?: VerificationMethod | null;
}

export function failedResolution(
  dereferencing: boolean,
  name: DidErrorName,
  detail: string,
): DidResolutionOutcome {
  return { dereferencing, problem: { name, detail }, document: null, documentMetadata: {}, content: null };
}

/** An XML Schema dateTime in UTC without fractional seconds (DID Core 1.0 §7.3.2). */
export function wholeSecondsUtc(date: Date): string {
  return date.toISOString().replace(/\.\d+Z$/, 'Z');
}
