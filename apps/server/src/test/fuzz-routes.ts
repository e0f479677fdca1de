import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { principalHolds, ZApiError } from '@sigil/core';
import type { CatalogueEntry } from '../plugins/route-catalogue';
import { useTestApp } from './build-test-app';
import { signInCast, type CastMember } from './cast';
import { bearer } from './enrolment';
import { HOSTILE_STRINGS, encodeUrlText } from './hostile-strings';
import { newHolder } from './holders';
import { watchRowChanges } from './row-changes';
import { isRefusalShaped, operationOf, samples, VALID_BY_NAME, type OpenApiDoc } from './openapi-samples';

/**
 * Cases per route (200, as issue 7 asks), and the seed they are drawn from: the day's number unless
 * FUZZ_SEED names one. A run is repeatable all day (a failure replays with the seed it prints), and
 * each day draws other cases. FUZZ_RUNS=2000 for a longer hunt.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Date.now() / 86_400_000);

/** Tables that change with any request (rate-limit counters, live-event catch-up), not with input. */
const BOOKKEEPING_TABLES = new Set(['rate_limit_hits', 'realtime_events']);

/** What an answer must never show: a stack trace, a source path, SQL or a database error. */
const LEAK =
  /\n\s+at \S+ \(|node_modules|\/src\/\S+\.ts|\bSELECT\b[^"]*\bFROM\b|\bINSERT INTO\b|syntax error at|relation "|duplicate key value|violates \w+ constraint/;

interface FuzzCase {
  path: string;
  query: string;
  contentType?: string;
  body?: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = Array<string | number>;

/** Paths of every value below the top (objects' keys and arrays' items, at any depth). */
function valuePaths(value: unknown, path: Path = []): Path[] {
  const children: Array<[string | number, unknown]> = Array.isArray(value)
    ? value.map((item, i) => [i, item])
    : value && typeof value === 'object'
      ? Object.entries(value)
      : [];
  return children.flatMap(([key, child]) => [[...path, key], ...valuePaths(child, [...path, key])]);
}

/** A copy of value with the value at path replaced (or removed, for undefined). */
function changedAt(value: unknown, path: Path, replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (replacement === undefined) {
    if (Array.isArray(at)) at.splice(Number(last), 1);
    else delete at[last];
  } else at[last] = replacement;
  return copy;
}

const loneSurrogates = fc.string({
  unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
});

/** Text no field expects: any code points, lone surrogates, NUL, the hostile list, huge. */
const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  loneSurrogates,
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.integer({ min: 10_000, max: 200_000 }).map((length) => 'x'.repeat(length)),
);

/** A value of the wrong kind for whatever field it lands in. */
const wrongValue: fc.Arbitrary<Json> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue() as fc.Arbitrary<Json>, { maxLength: 4 }),
  fc.dictionary(fc.string(), fc.jsonValue() as fc.Arbitrary<Json>, { maxKeys: 4 }),
);

/** A JSON text that sets keys JavaScript treats specially, next to the sample's own fields. */
function withPrototypeKeys(sample: unknown): string {
  const own = JSON.stringify(sample ?? {});
  const special =
    '"__proto__":{"isAdmin":true,"role":"provider"},"constructor":{"prototype":{"polluted":true}}';
  return own.startsWith('{') ? `{${special}${own === '{}' ? '' : `,${own.slice(1)}`}` : `{${special}}`;
}

/** Bodies: the route's valid sample broken one way or another, or no JSON at all. */
function bodies(sampleValues: unknown[]): fc.Arbitrary<string | undefined> {
  const sample = fc.constantFrom(...sampleValues);
  const mutated = sample.chain((value) => {
    const paths = valuePaths(value);
    const mutations: Array<fc.Arbitrary<unknown>> = [fc.constant(value), wrongValue];
    if (paths.length > 0) {
      const path = fc.constantFrom(...paths);
      mutations.push(
        path.map((at) => changedAt(value, at, undefined)), // a missing field
        fc.tuple(path, wrongValue).map(([at, replacement]) => changedAt(value, at, replacement)),
        path.map((at) => changedAt(value, at, [paths.length])), // an array for a scalar
      );
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      mutations.push(fc.tuple(fc.string(), wrongValue).map(([key, extra]) => ({ ...value, [key]: extra })));
    }
    return fc.oneof(...mutations).map((body) => JSON.stringify(body));
  });
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 1, arbitrary: sample.map(withPrototypeKeys) },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 50, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 50, max: 5_000 })
        .map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
    },
    { weight: 1, arbitrary: fc.string() }, // not JSON (mostly)
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/xml',
);

/** Query strings: the route's own parameters and others, repeated, with hostile values. */
function queries(names: string[]): fc.Arbitrary<string> {
  const name = fc.oneof(fc.constantFrom(...names, '__proto__', 'constructor'), fc.string({ maxLength: 12 }));
  const value = fc.oneof(hostileText, fc.constantFrom('1', '-1', '1e308', 'true', 'null', '[]'));
  return fc
    .array(fc.tuple(name, value), { maxLength: 6 })
    .map((pairs) => pairs.map(([key, text]) => `${encodeUrlText(key)}=${encodeUrlText(text)}`).join('&'));
}

/** Path parameters: valid, or hostile text (percent-encoded as a careless client would). */
function paths(route: CatalogueEntry): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
  const valueOf = (name: string) =>
    fc.oneof(
      fc.constant(VALID_BY_NAME[name]?.() ?? 'x1'),
      hostileText.filter((text) => text.length > 0 && text.length < 5_000),
    );
  return fc.tuple(...names.map(valueOf)).map((values) => {
    let i = 0;
    return route.url.replace(/:(\w+)|\*/g, () => encodeUrlText(values[i++] ?? 'x1'));
  });
}

/**
 * Property-based fuzz of every route of the app, from its own OpenAPI schema: wrong types, missing
 * and extra fields, huge and unicode/NUL strings, __proto__ and constructor keys, deep nesting,
 * arrays for scalars, bad content types, invalid JSON, repeated query parameters. Every answer is
 * below 500, a refusal is in the API error shape, nothing leaks, and a refusal changes no row.
 * The routes are dealt into `of` parts, each a test file of its own (fuzz-N.test.ts).
 */
export function describeFuzz({ shard, of }: { shard: number; of: number }): void {
  describe(`fuzz, part ${shard} of ${of}: ${RUNS} generated requests per route`, () => {
    const provider = newHolder();
    const t = useTestApp({ providerDids: [provider.did], authRateLimitPerMinute: 100_000_000 });
    let cast: CastMember[];
    let rowChanges: () => Promise<Record<string, number>>;

    beforeAll(async () => {
      cast = await signInCast(t.app, t.database.db, provider);
      const result = await t.database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      );
      const tables = (result as { rows: Array<{ table_name: string }> }).rows
        .map((row) => row.table_name)
        .filter((name) => !BOOKKEEPING_TABLES.has(name));
      expect(tables).toContain('organisations');
      rowChanges = await watchRowChanges(t.database.db, tables);
    });

    /** Someone who may call the route, so that the input is read and not refused at the door. */
    function callerFor(route: CatalogueEntry): Record<string, string> {
      const access = route.access ?? 'public';
      if (access === 'public') return {};
      const caller = cast.find((member) => access === 'session' || principalHolds(member.principal, access));
      return caller ? bearer(caller.token) : {};
    }

    function problemWith(res: { statusCode: number; body: string }, url: string): string | null {
      if (res.statusCode >= 500) return `${res.statusCode}`;
      if (LEAK.test(res.body)) return `leaks: ${LEAK.exec(res.body)?.[0]}`;
      if (res.statusCode < 400 || res.body === '') return res.statusCode < 400 ? null : 'an empty refusal';
      let body: unknown;
      try {
        body = JSON.parse(res.body);
      } catch {
        return 'a refusal that is not JSON';
      }
      if (isRefusalShaped(url, res.body, () => ZApiError.safeParse(body).success)) return null;
      return 'a refusal not in the error shape';
    }

    it('answers every generated request below 500, in the error shape, leaking nothing, changing nothing when it refuses', async () => {
      const openapi = t.app.swagger() as OpenApiDoc;
      // Logging out would end the session the other routes are fuzzed with: it is fuzzed without one.
      const all = t.app.routeCatalogue.filter((route) => route.method !== 'OPTIONS');
      expect(all.length).toBeGreaterThanOrEqual(20);
      // Every route in exactly one part: the parts run side by side on the test workers.
      const routes = all.filter((_, index) => index % of === shard - 1);
      const summary: string[] = [];

      for (const route of routes) {
        const operation = operationOf(openapi, route);
        const takesBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
        const bodySchema = operation?.requestBody?.content?.['application/json']?.schema;
        const queryNames = operation?.parameters?.filter((p) => p.in === 'query').map((p) => p.name) ?? [];
        const headers = route.url === '/api/v1/auth/logout' ? {} : callerFor(route);
        const request: fc.Arbitrary<FuzzCase> = fc.record({
          path: paths(route),
          query: queries(queryNames),
          ...(takesBody
            ? {
                contentType: contentTypes,
                body: bodies(bodySchema ? samples(bodySchema) : [{ value: 'sample' }]),
              }
            : {}),
        });
        const statuses = new Map<number, number>();
        let before = await rowChanges();

        await fc.assert(
          fc.asyncProperty(request, async (fuzz) => {
            const res = await t.app.inject({
              method: route.method as 'GET',
              url: fuzz.query ? `${fuzz.path}?${fuzz.query}` : fuzz.path,
              headers: { ...headers, ...(fuzz.contentType ? { 'content-type': fuzz.contentType } : {}) },
              ...(fuzz.body === undefined ? {} : { payload: fuzz.body }),
            });
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            const problem = problemWith(res, route.url);
            expect(
              problem,
              `${route.method} ${route.url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`,
            ).toBeNull();
            if (takesBody) {
              const after = await rowChanges();
              if (res.statusCode >= 400)
                expect(
                  after,
                  `${route.method} ${route.url} refused with ${res.statusCode} but wrote`,
                ).toEqual(before);
              before = after;
            }
          }),
          { numRuns: RUNS, endOnFailure: true, seed: SEED },
        );
        if (!takesBody) expect(await rowChanges(), `${route.method} ${route.url} wrote`).toEqual(before);
        summary.push(
          `${route.method} ${route.url}: ${[...statuses]
            .sort(([a], [b]) => a - b)
            .map(([status, n]) => `${status}×${n}`)
            .join(' ')}`,
        );
      }
      console.log(
        `fuzz, part ${shard} of ${of}, ${RUNS} cases per route, FUZZ_SEED=${SEED} (the statuses answered):\n${summary.join('\n')}`,
      );
    }, 600_000);
  });
}
