import { mkdtempSync } from 'node:fs';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  DEFAULT_DID_METHOD,
  DEFAULT_LANGUAGE,
  DEFAULT_PRODUCT_NAME,
  isDid,
  SUPPORTED_LANGUAGES,
} from '@sigil/core';

const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() ? value.trim() : undefined));

/** Fastify's `trustProxy`, in the subset TRUST_PROXY accepts. */
export type TrustProxy = boolean | string[];

const TRUST_PROXY_RULE = 'must be false, true, or a comma-separated list of IP addresses or CIDRs';
const TRUST_PROXY_HOPS =
  "a number of hops cannot tell a proxy from a client that connects directly (Fastify 5 ignores it): list the proxies' addresses or CIDRs";

/** Ranges proxy-addr (behind Fastify's trustProxy) knows by name. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrCidr(item: string): boolean {
  if (NAMED_RANGES.includes(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY: whose X-Forwarded-For is believed. `false` (default): nobody's, request.ip is the
 * peer address. `true`: any peer's — only when the server is reachable through the proxy alone.
 * A comma-separated list of addresses, CIDRs or loopback/linklocal/uniquelocal: the proxies at
 * those addresses. A hop count is refused rather than silently ignored, as Fastify 5 does.
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((raw, ctx): TrustProxy => {
    const value = raw.trim().toLowerCase();
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    const items = value.split(',').map((item) => item.trim());
    if (items.every(isAddressOrCidr)) return items;
    ctx.addIssue({ code: 'custom', message: /^\d+$/.test(value) ? TRUST_PROXY_HOPS : TRUST_PROXY_RULE });
    return z.NEVER;
  });

/** Where the built console lives, relative to this module (src/ in dev, dist/ when bundled). */
const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
/** Where the built phone wallet lives (apps/wallet-web), likewise. */
const defaultWalletDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../wallet-web/dist');

/** Every environment variable the server reads, with its default. README.md lists the same table. */
export const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalString.pipe(z.string().url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  PRODUCT_NAME: z.string().min(1).default(DEFAULT_PRODUCT_NAME),
  DID_METHOD: z
    .string()
    .regex(/^[a-z0-9]+$/, 'must be lower-case letters and digits')
    .default(DEFAULT_DID_METHOD),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Sigil <no-reply@sigil.localhost>'),
  MAIL_LANGUAGE: z.enum(SUPPORTED_LANGUAGES).default(DEFAULT_LANGUAGE),
  MAIL_RETRY_INTERVAL_MS: z.coerce.number().int().min(10).default(5000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  AUTH_REQUEST_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(120),
  /** How long an invitation's link works (docs/architecture.md, Invitations: they expire). */
  INVITATION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(86400 * 7)
    .default(3600),
  SESSION_RENEW_BEFORE_SECONDS: z.coerce.number().int().min(0).default(600),
  /**
   * On SIGTERM, how long the server answers "not ready" while still serving, so that a load
   * balancer stops sending to it before it closes (docs/operations.md, Stopping).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_USERINFO_URL: z.string().url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  PROVIDER_EMAILS: commaList,
  PROVIDER_DIDS: commaList,
  /** Standard wallets may log in with did:web (the server then fetches the holder's DID document over HTTPS). */
  DID_WEB_LOGIN: z.enum(['true', 'false']).default('false'),
  MASTER_KEY: optionalString.refine(
    (value) =>
      value === undefined ||
      (/^[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32),
    'must be 32 random bytes, base64-encoded (openssl rand -base64 32)',
  ),
  SESSION_PRIVATE_KEY: optionalString,
  /** GET /metrics (Prometheus) answers a bearer of this token; without it there is no /metrics. */
  METRICS_TOKEN: optionalString.refine(
    (value) => value === undefined || value.length >= 24,
    'must be at least 24 characters (openssl rand -base64 24)',
  ),
  /** GET /metrics on a port of its own, with no token (keep the port off the public network). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  TRUST_PROXY: trustProxy,
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /**
   * Each response is also written by zod's serializer and must come out the same as the compiled
   * one's (plugins/response-serializer.ts): for tests and development, it costs CPU on every call.
   */
  CHECK_RESPONSES: z.enum(['true', 'false']).default('false'),
  WEB_DIST_DIR: z.string().default(defaultWebDist),
  WALLET_DIST_DIR: z.string().default(defaultWalletDist),
});

export type AppConfig = ReturnType<typeof toAppConfig>;

/**
 * The public URL as a browser writes it (lower-case host, no default port, no trailing slash): the
 * audience a wallet reads back from the QR link's own URL must equal it to the letter.
 */
function canonicalUrl(value: string): string {
  const url = new URL(value);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function toAppConfig(env: z.output<typeof ZEnv>) {
  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl: canonicalUrl(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    productName: env.PRODUCT_NAME,
    didMethod: env.DID_METHOD,
    logLevel: env.LOG_LEVEL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailLanguage: env.MAIL_LANGUAGE,
    mailRetryIntervalMs: env.MAIL_RETRY_INTERVAL_MS,
    mailMaxAttempts: env.MAIL_MAX_ATTEMPTS,
    authRequestTtlSeconds: env.AUTH_REQUEST_TTL_SECONDS,
    invitationTtlHours: env.INVITATION_TTL_HOURS,
    sessionTtlSeconds: env.SESSION_TTL_SECONDS,
    sessionRenewBeforeSeconds: env.SESSION_RENEW_BEFORE_SECONDS,
    googleClientId: env.GOOGLE_CLIENT_ID ?? null,
    googleUserinfoUrl: env.GOOGLE_USERINFO_URL,
    providerEmails: env.PROVIDER_EMAILS.map((email) => email.toLowerCase()),
    // The registry's own DIDs compare in lower case; did:key and did:jwk are case-sensitive.
    providerDids: env.PROVIDER_DIDS.map((did) => (isDid(did, env.DID_METHOD) ? did.toLowerCase() : did)),
    didWebLogin: env.DID_WEB_LOGIN === 'true',
    masterKey: env.MASTER_KEY,
    sessionPrivateKey: env.SESSION_PRIVATE_KEY,
    metricsToken: env.METRICS_TOKEN ?? null,
    metricsPort: env.METRICS_PORT ?? null,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    trustProxy: env.TRUST_PROXY,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    checkResponses: env.CHECK_RESPONSES === 'true',
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    walletDistDir: path.resolve(env.WALLET_DIST_DIR),
  };
}

export class ConfigError extends Error {}

/** Reads the environment; a bad value throws ConfigError naming the variable and the rule. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return toAppConfig(parsed.data);
}

/** A configuration for tests: defaults, no data dir, quiet logs, overridable. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sigil-test-'));
  return {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://sigil.test',
      DATA_DIR: dataDir,
      CHECK_RESPONSES: 'true',
    }),
    ...overrides,
  };
}
