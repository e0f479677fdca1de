import {
  DID_ERRORS,
  DID_ERROR_TYPE_BASE,
  failedResolution,
  type DidProblem,
  type DidResolutionOutcome,
} from './resolution';

/**
 * The HTTP(S) binding of W3C DID Resolution, as the Universal Resolver drivers speak it:
 * content negotiation, the result bodies, and the status of each outcome. docs/decisions/0007.
 */

export const IDENTIFIERS_PREFIX = '/1.0/identifiers/';

export const DID_MEDIA_TYPES = {
  /** The DID resolution result of the current draft. */
  resolutionResult: 'application/did-resolution',
  /** The result's older media type, still asked for by Universal Resolver clients. */
  legacyResolutionResult: 'application/ld+json;profile="https://w3id.org/did-resolution"',
  dereferencingResult: 'application/did-url-dereferencing',
  /** The DID document alone, JSON-LD (DID Core 1.0). */
  didLdJson: 'application/did+ld+json',
  /** The DID document alone, JSON-LD (DID Core 1.1). */
  did: 'application/did',
  /** The DID document alone, plain JSON: no @context. */
  didJson: 'application/did+json',
} as const;

/** The JSON-LD context of the older result media type. */
const LEGACY_RESULT_CONTEXT = 'https://w3id.org/did-resolution/v1';

/** The representation the documents inside a result use. */
const EMBEDDED_CONTENT_TYPE = DID_MEDIA_TYPES.didLdJson;

interface MediaRange {
  type: string;
  subtype: string;
  /** Lower-case names; `q` and `charset` are not kept (every answer is UTF-8 JSON). */
  params: Record<string, string>;
  q: number;
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;

/** Splits on a separator outside double-quoted strings. */
function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '\\') {
      current += char + (text[i + 1] ?? '');
      i++;
      continue;
    }
    if (char === '"') quoted = !quoted;
    if (char === separator && !quoted) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

/** One media range of an Accept header (RFC 9110 §12.5.1), or null when it is malformed. */
function parseMediaRange(text: string): MediaRange | null {
  const [full, ...rawParams] = splitOutsideQuotes(text, ';');
  const [type, subtype, extra] = (full ?? '').trim().toLowerCase().split('/');
  if (!type || !subtype || extra !== undefined || !TOKEN.test(type) || !TOKEN.test(subtype)) return null;
  if (type === '*' && subtype !== '*') return null;
  const params: Record<string, string> = {};
  let q = 1;
  for (const raw of rawParams) {
    const equals = raw.indexOf('=');
    if (equals === -1) return null;
    const name = raw.slice(0, equals).trim().toLowerCase();
    let value = raw.slice(equals + 1).trim();
    if (!TOKEN.test(name)) return null;
    if (value.startsWith('"')) {
      if (value.length < 2 || !value.endsWith('"')) return null;
      value = value.slice(1, -1).replace(/\\(.)/g, '$1');
    }
    if (name === 'q') {
      if (!/^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value)) return null;
      q = Number(value);
    } else if (name !== 'charset') params[name] = value;
  }
  return { type, subtype, params, q };
}

type Kind = 'result' | 'legacyResult' | 'jsonLd' | 'json';

interface Offer {
  mediaType: string;
  type: string;
  subtype: string;
  params: Record<string, string>;
  kind: Kind;
}

function offer(mediaType: string, kind: Kind): Offer {
  const range = parseMediaRange(mediaType)!;
  return { mediaType, type: range.type, subtype: range.subtype, params: range.params, kind };
}

/** In the server's order of preference: what `*\/*`, `application/*` or no Accept gets comes first. */
const RESOLUTION_OFFERS: readonly Offer[] = [
  offer(DID_MEDIA_TYPES.resolutionResult, 'result'),
  offer(DID_MEDIA_TYPES.legacyResolutionResult, 'legacyResult'),
  offer(DID_MEDIA_TYPES.didLdJson, 'jsonLd'),
  offer(DID_MEDIA_TYPES.did, 'jsonLd'),
  offer(DID_MEDIA_TYPES.didJson, 'json'),
];

const DEREFERENCING_OFFERS: readonly Offer[] = [
  offer(DID_MEDIA_TYPES.dereferencingResult, 'result'),
  offer(DID_MEDIA_TYPES.didLdJson, 'jsonLd'),
  offer(DID_MEDIA_TYPES.did, 'jsonLd'),
  offer(DID_MEDIA_TYPES.didJson, 'json'),
];

/** How specifically a range names the offer (3: with its parameters … 0: `*\/*`), or -1. */
function specificity(range: MediaRange, target: Offer): number {
  if (range.type !== '*' && range.type !== target.type) return -1;
  if (range.subtype !== '*' && range.subtype !== target.subtype) return -1;
  const names = Object.keys(range.params);
  if (names.some((name) => target.params[name] !== range.params[name])) return -1;
  if (range.type === '*') return 0;
  if (range.subtype === '*') return 1;
  return names.length > 0 ? 3 : 2;
}

/**
 * The offer the Accept header prefers: each offer takes the quality of the most specific range
 * that names it; the highest quality above 0 wins, ties go to the server's order. No Accept (or
 * none that can be read) is `*\/*`. Null when nothing offered is acceptable.
 */
function negotiate(accept: string | undefined, offers: readonly Offer[]): Offer | null {
  const ranges = splitOutsideQuotes(accept ?? '', ',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(parseMediaRange)
    .filter((range): range is MediaRange => range !== null);
  if (ranges.length === 0) return offers[0]!;
  let best: { offer: Offer; q: number } | null = null;
  for (const candidate of offers) {
    let match: { specificity: number; q: number } | null = null;
    for (const range of ranges) {
      const level = specificity(range, candidate);
      if (level < 0) continue;
      if (!match || level > match.specificity || (level === match.specificity && range.q > match.q)) {
        match = { specificity: level, q: range.q };
      }
    }
    if (match && match.q > 0 && (!best || match.q > best.q)) best = { offer: candidate, q: match.q };
  }
  return best?.offer ?? null;
}

export interface BindingAnswer {
  status: number;
  contentType: string;
  body: string;
}

function problemObject(problem: DidProblem) {
  const error = DID_ERRORS[problem.name];
  return { type: `${DID_ERROR_TYPE_BASE}${problem.name}`, title: error.title, detail: problem.detail };
}

/** The dereferenced resource as JSON-LD: it carries the document's context. */
function contentWithContext(outcome: DidResolutionOutcome): Record<string, unknown> | null {
  if (!outcome.content) return null;
  return { '@context': outcome.document?.['@context'], ...outcome.content };
}

/** A whole result (resolution or dereferencing) in the current or the older shape. */
function resultAnswer(outcome: DidResolutionOutcome, status: number, legacy: boolean): BindingAnswer {
  const { problem } = outcome;
  const hasContent = outcome.dereferencing ? Boolean(outcome.content) : Boolean(outcome.document);
  const functionMetadata = problem
    ? { error: legacy ? DID_ERRORS[problem.name].code : problemObject(problem) }
    : hasContent
      ? { contentType: EMBEDDED_CONTENT_TYPE }
      : {};
  if (outcome.dereferencing) {
    return {
      status,
      contentType: DID_MEDIA_TYPES.dereferencingResult,
      body: JSON.stringify({
        content: problem ? null : contentWithContext(outcome),
        dereferencingMetadata: functionMetadata,
        contentMetadata: outcome.documentMetadata,
      }),
    };
  }
  return {
    status,
    contentType: legacy ? DID_MEDIA_TYPES.legacyResolutionResult : DID_MEDIA_TYPES.resolutionResult,
    body: JSON.stringify({
      ...(legacy ? { '@context': LEGACY_RESULT_CONTEXT } : {}),
      didDocument: problem ? null : outcome.document,
      didResolutionMetadata: functionMetadata,
      didDocumentMetadata: outcome.documentMetadata,
    }),
  };
}

function withoutContext(value: object): Record<string, unknown> {
  const { '@context': _context, ...rest } = value as Record<string, unknown>;
  return rest;
}

/**
 * The answer of the binding to one outcome and Accept header:
 * - an error: its status (400, 404, 406, 501…) with the whole result, whatever was asked for;
 * - a deactivated DID: 410 with the whole result (its metadata says `deactivated: true`);
 * - nothing acceptable: 406 `REPRESENTATION_NOT_SUPPORTED`;
 * - the result media type (or `*\/*`, or no Accept): the whole result; the older media type gets
 *   the older shape (`@context`, error codes as strings);
 * - a document media type: the document (or a DID URL's resource) alone, without `@context`
 *   for `application/did+json`.
 */
export function renderResolution(outcome: DidResolutionOutcome, accept: string | undefined): BindingAnswer {
  const chosen = negotiate(accept, outcome.dereferencing ? DEREFERENCING_OFFERS : RESOLUTION_OFFERS);
  const legacy = chosen?.kind === 'legacyResult';
  if (outcome.problem) return resultAnswer(outcome, DID_ERRORS[outcome.problem.name].status, legacy);
  if (outcome.documentMetadata.deactivated) return resultAnswer(outcome, 410, legacy);
  if (!chosen) {
    const detail = `None of the media types asked for can be produced: ask for ${(outcome.dereferencing
      ? DEREFERENCING_OFFERS
      : RESOLUTION_OFFERS
    )
      .map((candidate) => candidate.mediaType)
      .join(', ')}`;
    return resultAnswer(
      failedResolution(outcome.dereferencing, 'REPRESENTATION_NOT_SUPPORTED', detail),
      DID_ERRORS.REPRESENTATION_NOT_SUPPORTED.status,
      false,
    );
  }
  if (chosen.kind === 'result' || chosen.kind === 'legacyResult') return resultAnswer(outcome, 200, legacy);
  const resource: object | null = outcome.dereferencing ? contentWithContext(outcome) : outcome.document;
  const body = chosen.kind === 'json' && resource ? withoutContext(resource) : resource;
  return { status: 200, contentType: chosen.mediaType, body: JSON.stringify(body) };
}

/**
 * The DID URL a request of the binding asks for: the part of the path after /1.0/identifiers/,
 * decoded once (by the router), and, when that part came unencoded, the HTTP query as the DID
 * URL's query (`/1.0/identifiers/did:x:y?service=z`). When the DID came percent-encoded
 * (`did%3A…`), the query holds resolution options instead (the binding's GET form); none are
 * supported, so they are ignored.
 */
export function requestedDidUrl(rawUrl: string, decodedPath: string): string {
  const mark = rawUrl.indexOf('?');
  const query = mark === -1 ? '' : rawUrl.slice(mark + 1);
  const rawPath = mark === -1 ? rawUrl : rawUrl.slice(0, mark);
  const encoded = /^did%3a/i.test(
    rawPath.slice(rawPath.indexOf(IDENTIFIERS_PREFIX) + IDENTIFIERS_PREFIX.length),
  );
  return query && !encoded ? `${decodedPath}?${query}` : decodedPath;
}

/**
 * The binding's answer to a resolver URL that the router refused before any route ran (a
 * percent-encoding that is not UTF-8, a part over the router's length limit): 400 invalidDid
 * (invalidDidUrl past the DID), never the API's error shape. Null for any other URL.
 */
export function resolverAnswerForBadUrl(
  rawUrl: string,
  accept: string | undefined,
  reason: 'encoding' | 'length',
): BindingAnswer | null {
  if (!rawUrl.startsWith(IDENTIFIERS_PREFIX)) return null;
  const path = rawUrl.slice(IDENTIFIERS_PREFIX.length).split('?')[0]!;
  const dereferencing = /^did(?::|%3a)/i.test(path) && /\/|%2f|%3f|%23/i.test(path);
  const what = dereferencing ? 'DID URL' : 'DID';
  const detail =
    reason === 'encoding'
      ? `The ${what} is not valid: a percent-encoded part of it is not UTF-8`
      : `The ${what} is longer than any this resolver answers`;
  const name = dereferencing ? 'INVALID_DID_URL' : 'INVALID_DID';
  return renderResolution(failedResolution(dereferencing, name, detail), accept);
}
