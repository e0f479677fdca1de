/** SQLSTATE classes and codes that mean "the database went away", not "the statement was wrong". */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3]|53300)/;
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end',
];

/**
 * Whether an error (or one of its causes: Drizzle wraps driver errors) says the database could not
 * be reached or ended the connection. Such a request failed without changing anything it had not
 * committed; the API answers 503 and the client may try again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NODE_CODES.has(code)))
      return true;
    if (UNAVAILABLE_MESSAGES.some((message) => current instanceof Error && current.message.includes(message)))
      return true;
    current = current.cause;
  }
  return false;
}
