import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { AnnouncedCache } from './announced-cache';

/** Announced by the database when what a verifier reads changes (migration 0019). */
export const PUBLIC_CHANGED_CHANNEL = 'sigil_public_changed';

export interface PublicAnswer {
  status: number;
  contentType: string;
  body: string;
  headers?: Record<string, string>;
}

type KeptAnswer = PublicAnswer & { etag: string };

/**
 * The answers a verifier asks for at every check — DID documents, status lists, accreditations,
 * TRQP's verdicts — made (and signed) once per change instead of once per request, and kept per process
 * (lib/announced-cache.ts: forgotten on the database's notice of a change, at once after this
 * process's own writes). Each carries an ETag: a client that sends it back gets 304 and no body;
 * `no-cache` makes every client ask again, so a revocation is seen on its next request.
 * Only successful answers are kept.
 */
export class PublicAnswers {
  /** Keyed by what each caller names its answers ("status list …", "trqp …"): one kind a key. */
  private readonly cache = new AnnouncedCache<unknown>(PUBLIC_CHANGED_CHANNEL, {
    limit: 10_000,
    recheckMs: 60_000,
  });

  start(database: Database): Promise<void> {
    return this.cache.start(database);
  }

  stop(): Promise<void> {
    return this.cache.stop();
  }

  forget(): void {
    this.cache.forget();
  }

  /** The value kept under `key`, or the one `make` makes (kept; a thrown error is not). */
  async value<T>(key: string, make: () => Promise<T>): Promise<T> {
    return (await this.cache.get(key, make)) as T;
  }

  /** Sends the answer kept under `key`, or the one `make` makes (kept when it is a 200). */
  async send(request: FastifyRequest, reply: FastifyReply, key: string, make: () => Promise<PublicAnswer>) {
    let made: KeptAnswer | undefined;
    const kept = (await this.cache.get(key, async () => {
      made = withEtag(await make());
      return made.status === 200 ? made : undefined;
    })) as KeptAnswer | undefined;
    const answer = (kept ?? made)!;
    reply.headers({ ...answer.headers, etag: answer.etag, 'cache-control': 'no-cache' });
    if (answer.status === 200 && matches(request.headers['if-none-match'], answer.etag))
      return reply.code(304).send();
    return reply.code(answer.status).type(answer.contentType).send(answer.body);
  }
}

function withEtag(answer: PublicAnswer): KeptAnswer {
  return {
    ...answer,
    etag: `"${createHash('sha256').update(answer.body).digest('base64url').slice(0, 27)}"`,
  };
}

/** If-None-Match: `*`, or a list of tags, weak (W/) or strong, compared weakly (RFC 9110 §13.1.2). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
