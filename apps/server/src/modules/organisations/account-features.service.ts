import {
  ACCOUNT_FEATURES,
  FEATURE_CODES,
  featuresOf,
  mayEndorse,
  type TAccountFeatures,
  type TFeature,
  type TFeatureCode,
  type TFeatureType,
  type TOrganisationStatus,
} from '@sigil/core';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-tokens';
import type { AccessGate } from '../access/access-gate.service';
import { NO_ACCREDITOR, type Accreditor } from '../accreditations/accreditations.service';
import { insertOrganisationEvent } from './organisation-events.repository';
import { findOrganisationByDid, updateOrganisationFeatures } from './organisations.repository';

/** What an organisation's account may do (its account features), and the provider's changes to it. */
export class AccountFeaturesService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessGate,
    private readonly accreditor: Accreditor = NO_ACCREDITOR,
  ) {}

  /** GET /api/features?type=: the features an account of that type may be granted (all without a type). */
  async catalogue(user: SessionUser, type: TFeatureType | undefined): Promise<TFeature[]> {
    await this.access.require(user, 'features:read');
    return FEATURE_CODES.filter((code) => !type || ACCOUNT_FEATURES[code].type === type).map((code) => ({
      code,
      type: ACCOUNT_FEATURES[code].type,
    }));
  }

  /** GET /api/accounts/{did}/features: the organisation's own members and the provider. */
  async of(user: SessionUser, did: string): Promise<TAccountFeatures> {
    await this.access.require(user, 'features:read', { organisationDid: did });
    const org = await findOrganisationByDid(this.db, did);
    if (!org) throw notFound('Organisation not found');
    return { features: featuresOf(org.features) };
  }

  /** POST /api/accounts/{did}/features: the provider replaces the organisation's features (in its history). */
  async set(user: SessionUser, did: string, features: TFeatureCode[]): Promise<TAccountFeatures> {
    await this.access.require(user, 'features:manage', { organisationDid: did });
    const updated = await this.db.transaction(async (tx) => {
      // Locked: two changes, or a change and a lifecycle step, queue; each compares with the last.
      const org = await findOrganisationByDid(tx, did, { lock: true });
      if (!org) throw notFound('Organisation not found');
      const row = await updateOrganisationFeatures(tx, org.id, features);
      // What it may do changed: the registry vouches for that anew (a suspended one holds none).
      if (row.status === 'ACTIVE' && mayEndorse(row.features) !== mayEndorse(org.features)) {
        await this.accreditor.issue(tx, row);
      }
      await insertOrganisationEvent(tx, {
        organisationId: org.id,
        action: 'FEATURES_CHANGED',
        status: row.status as TOrganisationStatus,
        features: row.features,
        actor: { did: user.sub, name: user.did.extdata.name },
      });
      return row;
    });
    return { features: featuresOf(updated.features) };
  }
}
