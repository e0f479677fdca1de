import { randomDid } from './factories';

/** The parts of the OpenAPI document the fuzz reads: query parameter names and JSON bodies. */
export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
export interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export type OpenApiDoc = { paths?: Record<string, Record<string, OpenApiOperation>> };

/** Valid values for fields whose format is checked, so a hostile value meets otherwise good input. */
export const VALID_BY_NAME: Record<string, () => string> = {
  contactEmail: () => 'ops@acme.example',
  email: () => 'ops@acme.example',
  contactNumber: () => '+65 9123 4567',
  corporateWebsite: () => 'https://acme.example',
  did: () => randomDid(),
  organizationDid: () => randomDid(),
};

/** One or more valid-looking values of a JSON schema (one per branch of a union at the top). */
export function samples(schema: JsonSchema | undefined, name = ''): unknown[] {
  if (!schema) return ['sample'];
  if (schema.const !== undefined) return [schema.const];
  if (schema.enum?.length) return [schema.enum[0]];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.flatMap((branch) => samples(branch, name)).filter((value) => value !== null);
  if (schema.allOf?.[0]) return samples(schema.allOf[0], name);
  const type = (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type) ?? 'string';
  switch (type) {
    case 'object':
      return [
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, value]) => [key, samples(value, key)[0]]),
        ),
      ];
    case 'array':
      return [[samples(schema.items, name)[0]]];
    case 'integer':
    case 'number':
      return [1];
    case 'boolean':
      return [true];
    case 'null':
      return [null];
    default:
      return [VALID_BY_NAME[name]?.() ?? (schema.format === 'email' ? 'ops@acme.example' : 'sample')];
  }
}

/** The operation the OpenAPI document gives for a route of the catalogue (`:name` → `{name}`). */
export function operationOf(
  openapi: OpenApiDoc,
  route: { method: string; url: string },
): OpenApiOperation | undefined {
  return openapi.paths?.[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
}

/**
 * The DID resolver answers in its own shapes (W3C DID Resolution), not the API's: a resolution or
 * dereferencing result whose metadata carries an error (an RFC 9457 object with a `type`, or the
 * older string code), or the result of a deactivated DID (410).
 */
export function isDidResolutionError(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as Record<string, { error?: unknown; deactivated?: unknown } | undefined>;
    const error = (parsed.didResolutionMetadata ?? parsed.dereferencingMetadata)?.error;
    if (typeof error === 'string') return true;
    if (error && typeof error === 'object' && typeof (error as { type?: unknown }).type === 'string')
      return true;
    return (parsed.didDocumentMetadata ?? parsed.contentMetadata)?.deactivated === true;
  } catch {
    return false;
  }
}

/** An RFC 7807 problem, as TRQP answers its refusals. */
export function isProblemDetails(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    return (
      typeof parsed.type === 'string' && typeof parsed.title === 'string' && typeof parsed.status === 'number'
    );
  } catch {
    return false;
  }
}

/** Where standard wallets call (OpenID4VP, OpenID4VCI): their refusals are OAuth errors. */
const OAUTH_PATHS = [
  '/api/v1/auth/openid4vp/',
  '/api/v1/oid4vci/',
  '/.well-known/',
  '/api/v1/presentations/request-objects/',
  '/api/v1/presentations/response',
];

/** An OAuth 2.0 error response (RFC 6749 §5.2): `error` a code, `error_description` words. */
export function isOauthError(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    return typeof parsed.error === 'string' && typeof parsed.error_description === 'string';
  } catch {
    return false;
  }
}

/**
 * Whether a refusal has the shape its route answers in: the API's error object, a W3C DID
 * resolution error under /1.0/identifiers, RFC 7807 problem details under /trqp, an OAuth error
 * to a standard wallet (its client errors; the rest, e.g. 429, in the API's shape).
 */
export function isRefusalShaped(url: string, body: string, isApiError: (body: string) => boolean): boolean {
  if (url.startsWith('/1.0/identifiers/')) return isApiError(body) || isDidResolutionError(body);
  if (OAUTH_PATHS.some((prefix) => url.startsWith(prefix))) return isOauthError(body) || isApiError(body);
  if (url.startsWith('/trqp/')) return isProblemDetails(body);
  return isApiError(body);
}
