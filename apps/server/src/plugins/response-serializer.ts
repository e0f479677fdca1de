import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serializer = (data: unknown) => string;
type JsonSchema = { [keyword: string]: unknown };

/**
 * Responses are written by a serializer compiled once per route: the route's zod response schema
 * as JSON Schema, through fast-json-stringify (Fastify's own serializer). zod's serializer checked
 * every response against the schema and then ran JSON.stringify: a tenth of a report page's CPU
 * (docs/performance.md, "Authenticated lists against the same SQL through plain pg"; decision 0024).
 *
 * A schema JSON Schema cannot say (a transform, a codec) keeps zod's serializer. fast-json-stringify
 * trusts the data it is given, so `checked` (the unit tests' apps) also runs zod's serializer on
 * every response and fails the response unless both wrote the same JSON: each test that reads a
 * response holds the compiled serializer to the schema.
 */
export function responseSerializerCompiler({
  checked,
}: {
  checked: boolean;
}): FastifySerializerCompiler<unknown> {
  return (route) => {
    // Compiled on the route's first response, not when the server starts: compiling every route's
    // serializer was a tenth of a start's CPU (docs/performance.md, Start-up).
    let serializer: Serializer | undefined;
    return (data) => (serializer ??= routeSerializer(route, checked))(data);
  };
}

function routeSerializer(
  route: Parameters<FastifySerializerCompiler<unknown>>[0],
  checked: boolean,
): Serializer {
  const compiled = compiledSerializer(route.schema);
  if (compiled && !checked) return compiled;
  const zodSerializer = zodSerializerCompiler(route as never) as Serializer;
  if (!compiled) return zodSerializer;
  return (data) => {
    const expected = zodSerializer(data);
    const written = compiled(data);
    // The order of an object's keys may differ (fast-json-stringify writes the required ones first).
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      // Not the bodies: a response may hold a session token, and errors are logged.
      throw new Error(`${route.method} ${route.url}: the compiled serializer and zod wrote different JSON`);
    }
    return written;
  };
}

/** fast-json-stringify's serializer for a zod schema, or undefined when JSON Schema cannot say what it writes. */
export function compiledSerializer(schema: unknown): Serializer | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  let jsonSchema: JsonSchema;
  try {
    jsonSchema = z.toJSONSchema(schema, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'throw',
    });
  } catch {
    return undefined;
  }
  try {
    return fastJson(forFastJson(jsonSchema) as never) as Serializer;
  } catch {
    return undefined;
  }
}

/**
 * The JSON Schema as fast-json-stringify best reads it:
 * - zod writes "X or null" as `anyOf: [X, {type: 'null'}]`, which fast-json-stringify would check
 *   each value against with a validator to choose; its own `nullable: true` says the same for free.
 * - zod's output objects say `additionalProperties: false`. fast-json-stringify writes only the
 *   properties a schema names anyway, but where it must choose between the kinds of a union (a
 *   notification's), it would refuse an object with a key more, which zod leaves out: a stored
 *   notification with a field a later version dropped would fail its recipient's whole list.
 */
function forFastJson(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forFastJson);
  if (typeof schema !== 'object' || schema === null) return schema;
  const { anyOf, ...rest } = schema as JsonSchema;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const other: unknown = anyOf.find((option) => !isNullType(option));
    if (other && anyOf.some(isNullType) && typeof (other as JsonSchema).type === 'string') {
      return forFastJson({ ...rest, ...(other as JsonSchema), nullable: true });
    }
  }
  return Object.fromEntries(
    Object.entries(schema as JsonSchema)
      .filter(([keyword, value]) => !(keyword === 'additionalProperties' && value === false))
      .map(([keyword, value]) => [keyword, forFastJson(value)]),
  );
}

const isNullType = (option: unknown) =>
  typeof option === 'object' &&
  option !== null &&
  (option as JsonSchema).type === 'null' &&
  Object.keys(option).length === 1;
