import { WALLET_PROTOCOL_VERSION, ZAuthQr, type TAuthQr } from './api/wallet-protocol';

/**
 * The console's QR code, read the one way every wallet reads it (docs/wallet-protocol.md, §4): the
 * link that opens the phone wallet (`<aud>/wallet/#/answer?v=1&intent=…`), which a phone's own
 * camera app opens, or the JSON text of protocol v1's first QR codes. The command-line wallet and
 * the phone wallet both call readAuthQr; the server makes the link with authQrLink.
 */

/** Where the server serves the phone wallet, under its public URL. */
export const WALLET_APP_PATH = '/wallet/';
/** The wallet's screen that answers a request; the request's fields are its query. */
export const WALLET_ANSWER_ROUTE = '/answer';
/** The wallet's screen that answers an invitation; its code is the query's `invitationCode`. */
export const WALLET_INVITATION_ROUTE = '/invitation';
/** Where a wallet posts its answer, under the public URL (the QR's `aud`). */
export const AUTH_RESPONSE_PATH = '/api/v1/auth/response';

export type TAuthQrProblem = 'notSigil' | 'version' | 'kind' | 'invalid' | 'expired' | 'foreignEndpoint';

/** Why a QR text was refused: `problem` for a translated message, `message` in English (the CLI's). */
export class AuthQrError extends Error {
  constructor(
    readonly problem: TAuthQrProblem,
    message: string,
  ) {
    super(message);
    this.name = 'AuthQrError';
  }
}

export const QR_EXPIRED_MESSAGE = 'This QR code has expired';
const NOT_A_SIGIL_QR = 'This is not a Sigil QR code';

/** The link a QR code carries: the phone wallet of the server `qr.aud`, with the request in its query. */
export function authQrLink(qr: TAuthQr): string {
  const fields: Array<[string, string | undefined]> = [
    ['v', String(qr.v)],
    ['intent', qr.intent],
    ['mode', qr.mode],
    ['txid', qr.txid],
    ['nonce', qr.nonce],
    ['exp', String(qr.exp)],
    ['org', qr.org?.name],
  ];
  const query = fields
    .filter((field): field is [string, string] => field[1] !== undefined)
    .map(([name, value]) => `${name}=${linkValue(value)}`)
    .join('&');
  return `${qr.aud}${WALLET_APP_PATH}#${WALLET_ANSWER_ROUTE}?${query}`;
}

/** ASCII a link's query carries as it is: all but the query's own separators (& = + # %) and space. */
const PLAIN_ASCII = /^[A-Za-z0-9\-._~!$'()*,;:@/?]$/;
/** Letters, marks, digits, symbols and punctuation of any script: a phone's URL parser reads them raw. */
const PLAIN_UNICODE = /^[\p{L}\p{M}\p{N}\p{S}\p{P}]$/u;

/**
 * A value as the link writes it: a space as `+`, a letter of any script as itself (its UTF-8 bytes,
 * as in JSON: a percent-encoded Chinese character would take 9 bytes of the QR code, not 3), and
 * the rest percent-encoded (the query's separators, controls, invisible format characters such as
 * a right-to-left override). URLSearchParams reads it back.
 */
export function linkValue(value: string): string {
  return Array.from(value, (char) =>
    char === ' '
      ? '+'
      : (char.charCodeAt(0) < 0x80 ? PLAIN_ASCII : PLAIN_UNICODE).test(char)
        ? char
        : encodeURIComponent(char),
  ).join('');
}

/**
 * The signup QR code names the organisation in at most this many characters (code points) and
 * bytes (UTF-8, as the link writes it). The other signup fields stay on the server under the
 * request (its txid), so the QR code holds the reference and one short name whatever the form's
 * fields hold, and stays small enough to scan as the console draws it (232 px, level M). A
 * 100-character name in a Latin script fits whole; one in a 3-byte script (Chinese, Japanese) is
 * cut after 39 characters.
 */
export const AUTH_QR_ORG_NAME_MAX = 100;
export const AUTH_QR_ORG_NAME_MAX_BYTES = 120;

const linkBytes = (text: string) => new TextEncoder().encode(linkValue(text)).length;

/**
 * The organisation name as the signup QR code carries it: control characters (line breaks,
 * terminal escapes) become spaces, and a name over AUTH_QR_ORG_NAME_MAX characters or
 * AUTH_QR_ORG_NAME_MAX_BYTES bytes is cut, ending in "…".
 */
export function orgNameForQr(name: string): string {
  const points = Array.from(name.replace(/\p{Cc}/gu, ' '));
  const whole = points.join('');
  if (points.length <= AUTH_QR_ORG_NAME_MAX && linkBytes(whole) <= AUTH_QR_ORG_NAME_MAX_BYTES) return whole;
  let kept = points.slice(0, AUTH_QR_ORG_NAME_MAX - 1);
  while (linkBytes(`${kept.join('')}…`) > AUTH_QR_ORG_NAME_MAX_BYTES) kept = kept.slice(0, -1);
  return `${kept.join('')}…`;
}

/** The link of an invitation mail that opens the phone wallet on the invitation. */
export function walletInvitationLink(publicUrl: string, invitationCode: string): string {
  return `${publicUrl}${WALLET_APP_PATH}#${WALLET_INVITATION_ROUTE}?invitationCode=${encodeURIComponent(invitationCode)}`;
}

export interface ReadAuthQrOptions {
  /** Defaults to the current time. */
  now?: Date;
}

/**
 * The request of a QR text (the link, or JSON); refuses anything else, another protocol version,
 * an expired request and an answer address on another origin than the audience's.
 */
export function readAuthQr(text: string, options: ReadAuthQrOptions = {}): TAuthQr {
  try {
    return readAuthQrText(text, options);
  } catch (error) {
    // Whatever a hostile text makes the parsers throw (a nesting too deep to describe…) is a refusal too.
    if (error instanceof AuthQrError) throw error;
    throw new AuthQrError('notSigil', `${NOT_A_SIGIL_QR}: its text cannot be read`);
  }
}

function readAuthQrText(text: string, options: ReadAuthQrOptions): TAuthQr {
  const trimmed = text.trim();
  const fields = trimmed.startsWith('{') ? jsonFields(trimmed) : linkFields(trimmed);
  const { v, kind } = fields;
  if (v === undefined) throw new AuthQrError('notSigil', `${NOT_A_SIGIL_QR}: it has no protocol version`);
  if (v !== WALLET_PROTOCOL_VERSION) {
    throw new AuthQrError(
      'version',
      `This QR code uses protocol version ${describeValue(v)}; this wallet speaks version ${WALLET_PROTOCOL_VERSION}`,
    );
  }
  if (kind !== 'auth') {
    throw new AuthQrError(
      'kind',
      `This QR code asks for ${describeValue(kind)}, which this wallet does not support`,
    );
  }
  const parsed = ZAuthQr.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new AuthQrError(
      'invalid',
      `This QR code is not a valid Sigil request: ${field}${issue?.message ?? 'invalid'}`,
    );
  }
  const qr = parsed.data;
  if (!isHttpUrl(qr.aud) || !isHttpUrl(qr.endpoint)) {
    throw new AuthQrError(
      'invalid',
      'This QR code is not a valid Sigil request: aud and endpoint must be http(s) addresses',
    );
  }
  const endpointOrigin = new URL(qr.endpoint).origin;
  if (originOf(qr.aud) !== endpointOrigin) {
    throw new AuthQrError(
      'foreignEndpoint',
      `This QR code is refused: its answer would go to ${endpointOrigin}, which is not the service ${qr.aud}`,
    );
  }
  if (isQrExpired(qr, options.now)) throw new AuthQrError('expired', QR_EXPIRED_MESSAGE);
  return qr;
}

/** A QR code is valid up to and including its `exp` second. */
export function isQrExpired(qr: Pick<TAuthQr, 'exp'>, now: Date = new Date()): boolean {
  return qr.exp < Math.floor(now.getTime() / 1000);
}

/** The origin a request comes from, as a holder should read it: scheme, host and port. */
export function requestOrigin(qr: Pick<TAuthQr, 'aud'>): string {
  return originOf(qr.aud) ?? qr.aud;
}

function jsonFields(text: string): Record<string, unknown> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AuthQrError('notSigil', `${NOT_A_SIGIL_QR}: its text is not JSON`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new AuthQrError('notSigil', `${NOT_A_SIGIL_QR}: its text is not a JSON object`);
  }
  return json as Record<string, unknown>;
}

/** The fields of a wallet link; its audience is the URL before /wallet/, its answer address fixed under it. */
function linkFields(text: string): Record<string, unknown> {
  const url = parseUrl(text);
  const route = `#${WALLET_ANSWER_ROUTE}?`;
  if (
    !url ||
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    !url.pathname.endsWith(WALLET_APP_PATH) ||
    !url.hash.startsWith(route)
  ) {
    throw new AuthQrError('notSigil', `${NOT_A_SIGIL_QR}: it is neither a Sigil wallet link nor JSON`);
  }
  const aud = `${url.origin}${url.pathname.slice(0, -WALLET_APP_PATH.length)}`;
  const query = new URLSearchParams(url.hash.slice(route.length));
  const field = (name: string) => query.get(name) ?? undefined;
  const number = (name: string) => {
    const value = field(name);
    return value !== undefined && /^\d+$/.test(value) ? Number(value) : value;
  };
  const org = field('org');
  const fields = {
    v: number('v'),
    kind: 'auth',
    intent: field('intent'),
    mode: field('mode'),
    txid: field('txid'),
    nonce: field('nonce'),
    aud,
    endpoint: `${aud}${AUTH_RESPONSE_PATH}`,
    exp: number('exp'),
    org: org === undefined ? undefined : { name: org },
  };
  // The request as the JSON form would hold it: a field the link leaves out is absent, not undefined.
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

function describeValue(value: unknown): string {
  if (typeof value === 'string') return `"${value}"`;
  return typeof value === 'object' && value !== null ? 'an object' : String(value);
}

/** A URL, or null (not URL.canParse: phones with a browser older than 2023 lack it). */
function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function isHttpUrl(value: string): boolean {
  const url = parseUrl(value);
  return url !== null && (url.protocol === 'https:' || url.protocol === 'http:');
}

function originOf(value: string): string | undefined {
  return parseUrl(value)?.origin;
}
