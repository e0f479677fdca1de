import { ZActivityReport, ZNotificationList } from '@sigil/core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../test/build-test-app';
import { compiledSerializer } from './response-serializer';

const ZThing = z.object({
  id: z.int(),
  name: z.string(),
  note: z.string().nullable(),
  when: z.iso.datetime(),
  tags: z.array(z.string()),
  owner: z.object({ did: z.string() }).nullable(),
  size: z.number().optional(),
  kind: z.enum(['a', 'b']),
});

const thing = {
  id: 7,
  name: 'Zoë "the" <name>\n\u2028',
  note: null,
  when: '2026-11-30T00:00:00.000Z',
  tags: ['x', 'y'],
  owner: { did: 'did:sigil:0xabc', secret: 'left out' },
  kind: 'a',
  extra: 'left out',
};

describe('the compiled response serializer', () => {
  it('writes what zod writes, leaving out what the schema does not name', () => {
    const write = compiledSerializer(ZThing)!;
    expect(write).toBeDefined();
    expect(JSON.parse(write(thing))).toStrictEqual(ZThing.parse(thing));
    expect(write(thing)).not.toContain('left out');
    const other = { ...thing, note: 'a note', owner: null, size: 1.5, tags: [] };
    expect(JSON.parse(write(other))).toStrictEqual(ZThing.parse(other));
  });

  it('writes a report page as zod does', () => {
    const page = {
      data: [
        {
          id: 1,
          type: 'SIGN',
          did: 'did:sigil:0x1',
          name: 'Ada',
          orgDid: null,
          orgName: null,
          txTimeStamp: '2026-11-30T00:00:00.000Z',
          filename: 'contract.pdf',
          assertType: null,
          remarks: null,
          sealForDid: null,
          unsealFromDid: null,
        },
      ],
      pagination: { page: 1, pageSize: 10, total: 1, totalPages: 1 },
    };
    const parsed = ZActivityReport.safeParse(page);
    expect(parsed.success, JSON.stringify(parsed.error)).toBe(true);
    expect(JSON.parse(compiledSerializer(ZActivityReport)!(page))).toStrictEqual(parsed.data);
  });

  it('chooses the kind of a union as zod does: keys no kind names are left out, not refused', () => {
    const write = compiledSerializer(ZNotificationList)!;
    const stored = {
      id: 'n1',
      kind: 'endorsement-issued',
      data: { organisationName: 'O', organisationDid: 'did:sigil:0x1', roleName: 'Member', droppedLater: 1 },
      picture: null,
      seen: false,
      createdAt: '2026-11-30T00:00:00.000Z',
      extra: 'left out',
    };
    const list = { data: [stored], unseen: 1 };
    expect(JSON.parse(write(list))).toStrictEqual(ZNotificationList.parse(list));
    expect(() => write({ data: [{ ...stored, kind: 'no-such-kind' }], unseen: 1 })).toThrow();
  });

  it('leaves a schema JSON Schema cannot say to zod', () => {
    expect(compiledSerializer(z.string().transform((text) => text.length))).toBeUndefined();
    expect(compiledSerializer({ type: 'object' })).toBeUndefined();
  });
});

/** A route whose answer breaks its own schema: a name that is null. */
const brokenRoute = async (app: FastifyInstance) => {
  await app.register((async (scoped) => {
    scoped.get(
      '/broken',
      { schema: { response: { 200: z.object({ name: z.string() }) } } },
      () => ({ name: null }) as never,
    );
  }) satisfies FastifyPluginAsyncZod);
};

describe('a response that breaks its schema', () => {
  describe('checked (the tests, CHECK_RESPONSES=true)', () => {
    const t = useTestApp({ checkResponses: true }, brokenRoute);
    it('is a 500 in the API error shape, not a made-up value', async () => {
      const res = await t.app.inject({ url: '/broken' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ error: { code: 'INTERNAL_ERROR' } });
    });
  });

  describe('unchecked (production)', () => {
    const t = useTestApp({ checkResponses: false }, brokenRoute);
    it('is written as fast-json-stringify coerces it: why the tests check', async () => {
      const res = await t.app.inject({ url: '/broken' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ name: '' });
    });
  });
});
