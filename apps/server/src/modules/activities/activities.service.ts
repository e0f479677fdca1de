import type { TActivityReport } from '@sigil/core';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-tokens';
import type { AccessGate } from '../access/access-gate.service';
import { pageActivities } from './activities.repository';

type ReportQuery = { did: string; page: number; pageSize: number };

/** The activity report, paged by the server (spec §2 screens 4, 11, 13; DESIGN.md §4). */
export class ActivitiesService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessGate,
  ) {}

  /**
   * An organisation's report (`/api/public/reports`): the provider reads any DID, an organisation
   * login its own organisation's DID.
   */
  async organisationReport(user: SessionUser, query: ReportQuery): Promise<TActivityReport> {
    await this.access.require(user, 'activities:read-organisation', { organisationDid: query.did });
    return this.page(query);
  }

  /** `/api/reports`: one's own DID, or an organisation's report as above. */
  async report(user: SessionUser, query: ReportQuery): Promise<TActivityReport> {
    if (user.aud === 'individual') await this.access.require(user, 'activities:read-own', { ownerDid: query.did });
    else await this.access.require(user, 'activities:read-organisation', { organisationDid: query.did });
    return this.page(query);
  }

  private async page(query: ReportQuery): Promise<TActivityReport> {
    const { page, pageSize } = query;
    const { rows, total } = await pageActivities(this.db, query.did, { offset: (page - 1) * pageSize, limit: pageSize });
    return {
      data: rows.map((a) => ({
        id: a.id,
        type: a.type,
        did: a.did,
        name: a.name,
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
