import type { TActivityReport } from '@sigil/core';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-tokens';
import type { OrganisationsService } from '../organisations/organisations.service';
import { pageActivities } from './activities.repository';

/** The activity report, paged by the server (spec §2 screens 4, 11, 13; DESIGN.md §4). */
export class ActivitiesService {
  constructor(
    private readonly db: Db,
    private readonly organisations: OrganisationsService,
  ) {}

  /**
   * The provider reads any DID; an organisation login its own organisation's DID; an individual
   * its own DID.
   */
  async report(user: SessionUser, query: { did: string; page: number; pageSize: number }): Promise<TActivityReport> {
    if (user.aud === 'individual') {
      if (user.sub.toLowerCase() !== query.did) throw forbidden('You can only see your own activities');
    } else {
      await this.organisations.assertCanRead(user, query.did);
    }
    const { page, pageSize } = query;
    const { rows, total } = await pageActivities(this.db, query.did, { offset: (page - 1) * pageSize, limit: pageSize });
    return {
      data: rows.map((a) => ({
        id: a.id,
        type: a.type,
        did: a.did,
        orgDid: a.orgDid,
        txTimeStamp: a.txTimestamp.toISOString(),
        filename: a.filename,
        assertType: a.assertType,
        remarks: a.remarks,
        sealForDid: a.sealForDid,
        unsealFromDid: a.unsealFromDid,
      })),
      pagination: { page, pageSize, total, totalPages: Math.ceil(total / pageSize) },
    };
  }
}
