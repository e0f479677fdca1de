import {
  mayEndorse,
  TRQP_ACTIONS as A,
  TRQP_ANY_RESOURCE,
  type TTrqpAuthorizationAnswer,
  type TTrqpAuthorizationQuery,
  type TTrqpMetadata,
  type TTrqpRecognitionAnswer,
  type TTrqpRecognitionQuery,
} from '@sigil/core';
import type { Db } from '../../db/client';
import type { PublicAnswers } from '../../lib/public-answers';
import type { OrganisationsService } from '../organisations/organisations.service';
import {
  everMember,
  findSchemeByName,
  isKnownHolder,
  isSystemRoleName,
  roleNamesHeldAt,
  schemeActionAt,
  schemeHasHistory,
  schemesOf,
  type SchemeState,
} from './trqp.repository';

/** A query the registry cannot answer: the binding's 404 (or 400), as RFC 7807 problem details. */
export class TrqpProblem extends Error {
  constructor(
    readonly status: 400 | 404,
    readonly problem:
      'unknown-entity' | 'unknown-authority' | 'unknown-action' | 'unknown-resource' | 'invalid-request',
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

/** The answer before the common fields: yes or no, and why in words. */
interface Verdict {
  yes: boolean;
  message: string;
}

/**
 * TRQP v2 over the registry's own records (docs/trust-model.md, TRQP): public, for verifiers.
 * Every answer is "as of" the query's context.time (now when it has none), read from the
 * organisation's status history, the roles' histories and the memberships' start and end, so
 * an organisation suspended yesterday was authorised last week.
 */
export class TrqpService {
  constructor(
    private readonly db: Db,
    private readonly organisations: Pick<OrganisationsService, 'stateAt' | 'find'>,
    private readonly registry: { did: string; name: string; didMethod: string },
    /** Verdicts kept until the records they were read from change (lib/public-answers.ts). */
    private readonly answers: Pick<PublicAnswers, 'value'>,
  ) {}

  /** GET /trqp/metadata[?authority_id=]: this registry's; another authority's is not ours to tell. */
  metadata(authority?: string): TTrqpMetadata {
    if (authority !== undefined) this.requireRegistryAuthority(authority);
    return {
      id: this.registry.did,
      authority_id: this.registry.did,
      name: this.registry.name,
      description: `${this.registry.name}: answers whether an organisation may endorse people in a role (authority: ${this.registry.did}), whether a person is a member of an organisation in a role (authority: the organisation's DID), and whether the registry recognises an organisation.`,
      supported_did_methods: [`did:${this.registry.didMethod}`],
    };
  }

  async authorization(query: TTrqpAuthorizationQuery): Promise<TTrqpAuthorizationAnswer> {
    const { at, action, resource, common } = this.read(query);
    const verdict = await this.kept('authorization', query, action, resource, at, () => {
      if (action === A.endorse) return this.mayEndorse(query, resource, at);
      if (action === A.member) return this.isMember(query, resource, at);
      throw unknownAction(
        action,
        `${A.endorse} (authority: the registry) or ${A.member} (authority: an organisation)`,
      );
    });
    return { ...common, authorized: verdict.yes, message: verdict.message };
  }

  async recognition(query: TTrqpRecognitionQuery): Promise<TTrqpRecognitionAnswer> {
    const { at, action, resource, common } = this.read(query);
    const verdict = await this.kept('recognition', query, action, resource, at, async () => {
      if (action !== A.recognize) throw unknownAction(action, A.recognize);
      this.requireRegistryAuthority(query.authority_id);
      const organisationId = await this.organisationOf(query.entity_id, 'entity');
      const state = await this.organisations.stateAt(organisationId, at);
      const yes = Boolean(state) && state!.status !== 'DEACTIVATED';
      const message = !state
        ? `${query.entity_id} was not yet an organisation of this registry${when(at)}`
        : yes
          ? `${query.entity_id} is an organisation of this registry (${state.status.toLowerCase()})`
          : `${query.entity_id} was deactivated by this registry`;
      return { yes, message };
    });
    return { ...common, recognized: verdict.yes, message: verdict.message };
  }

  /**
   * The verdict on these records as of `at` (now when null), made when first asked after a change
   * of the records it reads (organisations and their history, roles and theirs, memberships,
   * holders: migration 0019). A refusal (TrqpProblem) is not kept.
   */
  private kept(
    kind: 'authorization' | 'recognition',
    query: { entity_id: string; authority_id: string },
    action: string,
    resource: string,
    at: Date | null,
    decide: () => Promise<Verdict>,
  ): Promise<Verdict> {
    const key = JSON.stringify([
      kind,
      query.entity_id,
      query.authority_id,
      action,
      resource,
      at?.toISOString() ?? 'now',
    ]);
    return this.answers.value(`trqp ${key}`, decide);
  }

  /** The registry authorises an organisation to endorse: approved, active, with Endorsements, the role active. */
  private async mayEndorse(
    query: TTrqpAuthorizationQuery,
    resource: string,
    at: Date | null,
  ): Promise<Verdict> {
    this.requireRegistryAuthority(query.authority_id);
    const entity = query.entity_id;
    const organisationId = await this.organisationOf(entity, 'entity');
    const scheme =
      resource === TRQP_ANY_RESOURCE ? null : await findSchemeByName(this.db, organisationId, resource);
    if (scheme === undefined) throw unknownResource(resource, entity);
    const state = await this.organisations.stateAt(organisationId, at);
    if (!state) return { yes: false, message: `${entity} was not yet approved by this registry${when(at)}` };
    if (state.status === 'SUSPENDED')
      return { yes: false, message: `${entity} is suspended by this registry` };
    if (state.status === 'DEACTIVATED')
      return { yes: false, message: `${entity} was deactivated by this registry` };
    if (!mayEndorse(state.features)) {
      return { yes: false, message: `${entity} does not hold the Endorsements feature` };
    }
    if (scheme && !(await this.roleActiveAt(scheme, at))) {
      return { yes: false, message: `The role "${resource}" of ${entity} is not active` };
    }
    if (!scheme && !(await this.anyRoleActiveAt(organisationId, at))) {
      return { yes: false, message: `${entity} has no active role to endorse people in` };
    }
    return {
      yes: true,
      message:
        resource === TRQP_ANY_RESOURCE
          ? `${entity} may endorse people in any of its active roles`
          : `${entity} may endorse people as "${resource}"`,
    };
  }

  /** An organisation authorises a person: a membership in the role (any role) that lived at the time. */
  private async isMember(
    query: TTrqpAuthorizationQuery,
    resource: string,
    at: Date | null,
  ): Promise<Verdict> {
    const authority = query.authority_id;
    const organisationId = await this.organisationOf(authority, 'authority');
    const person = query.entity_id.toLowerCase();
    if (!(await isKnownHolder(this.db, person)) && !(await everMember(this.db, organisationId, person))) {
      throw new TrqpProblem(
        404,
        'unknown-entity',
        'entity not found',
        `${person} is not known to this registry`,
      );
    }
    if (
      resource !== TRQP_ANY_RESOURCE &&
      !(await isSystemRoleName(this.db, resource)) &&
      !(await findSchemeByName(this.db, organisationId, resource))
    ) {
      throw unknownResource(resource, authority);
    }
    const held = await roleNamesHeldAt(this.db, organisationId, person, at);
    const yes =
      resource === TRQP_ANY_RESOURCE
        ? held.length > 0
        : held.some((name) => name.toLowerCase() === resource.toLowerCase());
    const role = resource === TRQP_ANY_RESOURCE ? 'a member' : `a member as "${resource}"`;
    if (!yes) return { yes, message: `${person} is not ${role} of ${authority}` };
    // The membership lives; a verifier may also want to know its organisation is suspended.
    const suspended = (await this.organisations.stateAt(organisationId, at))?.status === 'SUSPENDED';
    return {
      yes,
      message: `${person} is ${role} of ${authority}${suspended ? ' (the organisation is suspended)' : ''}`,
    };
  }

  private async roleActiveAt(scheme: SchemeState, at: Date | null): Promise<boolean> {
    if (await schemeHasHistory(this.db, scheme.id))
      return (await schemeActionAt(this.db, scheme.id, at)) === 'APPROVED';
    // A role without a history: its current state, from its creation on.
    return scheme.status === 'APPROVED' && !scheme.deletedAt && (!at || scheme.createdAt <= at);
  }

  private async anyRoleActiveAt(organisationId: string, at: Date | null): Promise<boolean> {
    for (const scheme of await schemesOf(this.db, organisationId)) {
      if (await this.roleActiveAt(scheme, at)) return true;
    }
    return false;
  }

  private read(query: TTrqpAuthorizationQuery) {
    const action = (query.action || query.assertion_id)!;
    const resource = query.resource || TRQP_ANY_RESOURCE;
    const requested = query.context?.time;
    const evaluated = new Date();
    return {
      // Without a time: as the registry stands now (its latest records, whatever either clock says).
      at: requested ? new Date(requested) : null,
      action,
      resource,
      common: {
        entity_id: query.entity_id,
        authority_id: query.authority_id,
        action,
        resource,
        ...(requested ? { time_requested: requested } : {}),
        time_evaluated: evaluated.toISOString(),
        ...(query.context ? { context: query.context as Record<string, string> } : {}),
      },
    };
  }

  private requireRegistryAuthority(authority: string): void {
    if (authority.toLowerCase() !== this.registry.did) {
      throw new TrqpProblem(
        404,
        'unknown-authority',
        'authority not found',
        `This registry answers for its own DID, ${this.registry.did}, not for ${authority}`,
      );
    }
  }

  private async organisationOf(did: string, role: 'entity' | 'authority'): Promise<string> {
    const organisation = await this.organisations.find({ did: did.toLowerCase() }, this.db, {
      withDeactivated: true,
    });
    if (organisation) return organisation.id;
    throw new TrqpProblem(
      404,
      role === 'entity' ? 'unknown-entity' : 'unknown-authority',
      `${role} not found`,
      `${did} is not an organisation of this registry`,
    );
  }
}

/** " at {time}" of a question about the past; nothing for now (a kept verdict must not date itself). */
const when = (at: Date | null) => (at ? ` at ${at.toISOString()}` : '');

const unknownAction = (action: string, known: string) =>
  new TrqpProblem(
    404,
    'unknown-action',
    'action not found',
    `The action "${action}" is not defined here; use ${known}`,
  );

const unknownResource = (resource: string, organisation: string) =>
  new TrqpProblem(
    404,
    'unknown-resource',
    'resource not found',
    `${organisation} has no role named "${resource}"`,
  );
