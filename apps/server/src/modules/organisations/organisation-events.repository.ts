import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { TOrganisationEventAction, TOrganisationStatus } from '@sigil/core';
import type { DbOrTx } from '../../db/client';
import { organisationEvents } from '../../db/schema/index';

export type OrganisationEventRow = typeof organisationEvents.$inferSelect;

export interface NewOrganisationEvent {
  organisationId: string;
  action: TOrganisationEventAction;
  /** The organisation's status and features after the change. */
  status: TOrganisationStatus;
  features: string[];
  reason?: string | null;
  actor: { did: string; name: string };
}

export async function insertOrganisationEvent(tx: DbOrTx, event: NewOrganisationEvent): Promise<void> {
  await tx.insert(organisationEvents).values({
    organisationId: event.organisationId,
    action: event.action,
    status: event.status,
    features: event.features,
    reason: event.reason ?? null,
    actorDid: event.actor.did,
    actorName: event.actor.name,
    // When it happened, not when its transaction began: a step that waited for the organisation's
    // row lock follows the one it waited for.
    at: sql`clock_timestamp()`,
  });
}

/** An organisation's history, newest first. */
export function listOrganisationEvents(db: DbOrTx, organisationId: string): Promise<OrganisationEventRow[]> {
  return db
    .select()
    .from(organisationEvents)
    .where(eq(organisationEvents.organisationId, organisationId))
    .orderBy(desc(organisationEvents.at), desc(organisationEvents.seq));
}

/** The organisation's state at a time (now: null), its last event by then; undefined before its approval. */
export async function organisationEventAt(
  db: DbOrTx,
  organisationId: string,
  at: Date | null,
): Promise<OrganisationEventRow | undefined> {
  const [row] = await db
    .select()
    .from(organisationEvents)
    .where(
      and(
        eq(organisationEvents.organisationId, organisationId),
        at ? lte(organisationEvents.at, at) : undefined,
      ),
    )
    .orderBy(desc(organisationEvents.at), desc(organisationEvents.seq))
    .limit(1);
  return row;
}
