import type { TActorRef } from '@sigil/core';

/** Who took a step, as stored in a DID and a name column: nobody (null) until someone has. */
export const actorRef = (did: string | null, name: string | null): TActorRef | null =>
  did ? { did, name: name ?? '' } : null;
