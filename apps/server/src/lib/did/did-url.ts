/**
 * The DID and DID URL syntax of DID Core (§3.1, §3.2) read strictly: no trimming, no case
 * folding, no decoding. The caller hands over the text exactly as it was asked for, decoded once.
 */

const PCT = '%[0-9A-Fa-f]{2}';
/** idchar = ALPHA / DIGIT / "." / "-" / "_" / pct-encoded */
const IDCHAR = `(?:[A-Za-z0-9._-]|${PCT})`;
/** pchar = unreserved / pct-encoded / sub-delims / ":" / "@" (RFC 3986) */
const PCHAR = `(?:[A-Za-z0-9._~!$&'()*+,;=:@-]|${PCT})`;

const DID = new RegExp(`^did:([a-z0-9]+):((?:${IDCHAR}*:)*${IDCHAR}+)$`);
const PATH = new RegExp(`^(?:/${PCHAR}*)*$`);
const QUERY_OR_FRAGMENT = new RegExp(`^(?:${PCHAR}|[/?])*$`);

export interface ParsedDidUrl {
  /** The DID part, as written. */
  did: string;
  method: string;
  methodSpecificId: string;
  /** The DID path ("" when none), starting with "/". */
  path: string;
  /** The DID query without its "?", undefined when there is none. */
  query?: string;
  /** The DID fragment without its "#", undefined when there is none. */
  fragment?: string;
}

/**
 * True when the text asks for more than a DID: a DID URL with a path, query or fragment. Text
 * that does not begin with "did:" is never a DID URL (it is answered as an invalid DID).
 */
export function looksLikeDidUrl(text: string): boolean {
  return text.startsWith('did:') && /[/?#]/.test(text);
}

/** The DID URL split into its parts, or null when it does not follow the syntax. */
export function parseDidUrl(text: string): ParsedDidUrl | null {
  const hash = text.indexOf('#');
  const beforeFragment = hash === -1 ? text : text.slice(0, hash);
  const fragment = hash === -1 ? undefined : text.slice(hash + 1);
  const question = beforeFragment.indexOf('?');
  const beforeQuery = question === -1 ? beforeFragment : beforeFragment.slice(0, question);
  const query = question === -1 ? undefined : beforeFragment.slice(question + 1);
  const slash = beforeQuery.indexOf('/');
  const did = slash === -1 ? beforeQuery : beforeQuery.slice(0, slash);
  const path = slash === -1 ? '' : beforeQuery.slice(slash);

  const parts = DID.exec(did);
  if (!parts || !PATH.test(path)) return null;
  if (query !== undefined && !QUERY_OR_FRAGMENT.test(query)) return null;
  if (fragment !== undefined && !QUERY_OR_FRAGMENT.test(fragment)) return null;
  return {
    did,
    method: parts[1]!,
    methodSpecificId: parts[2]!,
    path,
    ...(query === undefined ? {} : { query }),
    ...(fragment === undefined ? {} : { fragment }),
  };
}
