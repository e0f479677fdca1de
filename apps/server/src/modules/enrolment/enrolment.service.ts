import {
  ORGANISATION_FEATURE_CODES,
  PROVIDER_TOPIC,
  normaliseStatus,
  type TEnrolmentRequestItem,
  type TFeatureCode,
  type TInvitationStatus,
  type TOrganisationSignup,
} from '@sigil/core';
import type { Db, DbOrTx, DbTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-tokens';
import type { RealtimePublisher } from '../../plugins/realtime';
import type { AccessGate } from '../access/access-gate.service';
import type { Holder, OrgSignupHandler } from '../auth/auth-requests.service';
import type { MailService, MailTemplate } from '../mail/mail.service';
import type { OrganisationsService } from '../organisations/organisations.service';
import {
  decideEnrolmentRequest,
  findEnrolmentRequest,
  findOpenDuplicate,
  insertEnrolmentRequest,
  latestEnrolmentStatusOf,
  listEnrolmentRequests,
  setOrganisationDid,
  type DuplicateField,
  type EnrolmentRow,
} from './enrolment.repository';
import { isUuid } from '../../lib/uuid';

export const DUPLICATE_MESSAGES: Record<DuplicateField, string> = {
  orgName: 'An organization with this name is already registered or pending review',
  orgRegNumber: 'An organization with this registration number is already registered or pending review',
};
/** A clash with an organisation registered or pending review, named on its field of the signup form. */
const duplicate = (field: DuplicateField) =>
  conflict(DUPLICATE_MESSAGES[field], { [`additionalParams.${field}`]: DUPLICATE_MESSAGES[field] });

export const ALREADY_DECIDED_MESSAGE = 'This request has already been decided';

function toItem(row: EnrolmentRow): TEnrolmentRequestItem {
  const status = normaliseStatus(row.status) as TInvitationStatus;
  return {
    id: row.id,
    orgName: row.orgName,
    contactEmail: row.contactEmail,
    contactNumber: row.contactNumber,
    createdAt: row.createdAt.toISOString(),
    isApproved: status === 'ACCEPTED' ? 'true' : status === 'REJECTED' ? 'false' : '',
    status,
    countryOfIncorporation: row.countryOfIncorporation,
    orgRegNumber: row.orgRegNumber,
    corporateWebsite: row.corporateWebsite,
    mailingAddress1: row.mailingAddress1,
    requesterDid: row.requesterDid,
    organisationDid: row.organisationDid,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    additionalParams: {
      name: row.requesterName,
      email: row.requesterEmail,
      corporateWebsite: row.corporateWebsite,
    },
  };
}

/** Organisation signup requests (through the wallet) and the provider's review of them. */
export class EnrolmentService implements OrgSignupHandler {
  constructor(
    private readonly db: Db,
    private readonly access: AccessGate,
    private readonly organisations: OrganisationsService,
    private readonly mail: MailService,
    private readonly realtime: RealtimePublisher,
  ) {}

  /** The status of the newest signup this DID made, or null: why it may not log in as an organisation yet. */
  latestStatusOf(tx: DbOrTx, requesterDid: string): Promise<TInvitationStatus | null> {
    return latestEnrolmentStatusOf(tx, requesterDid);
  }

  async check(params: TOrganisationSignup): Promise<void> {
    const taken = await findOpenDuplicate(this.db, params);
    if (taken) throw duplicate(taken);
  }

  async complete(tx: DbTx, params: TOrganisationSignup, holder: Holder): Promise<void> {
    const taken = await findOpenDuplicate(tx, params);
    if (taken) throw duplicate(taken);
    const inserted = await insertEnrolmentRequest(tx, {
      ...params,
      requesterDid: holder.did,
      requesterName: holder.name,
      requesterEmail: holder.email,
      status: 'INVITED',
    });
    if ('duplicate' in inserted) throw duplicate(inserted.duplicate);
    await this.notify(tx, params.contactEmail, { kind: 'enrolment-received', orgName: params.orgName });
    // The provider's Enrollment Requests screen, if open, fetches its list again.
    await this.realtime.publish(tx, { topic: PROVIDER_TOPIC, payload: { type: 'enrolment-requested' } });
  }

  async list(
    user: SessionUser,
    filter: { status?: TInvitationStatus; orgName?: string },
  ): Promise<TEnrolmentRequestItem[]> {
    await this.access.require(user, 'enrolment:read');
    return (await listEnrolmentRequests(this.db, filter)).map(toItem);
  }

  /** Approve or reject a pending request, once; approval creates the organisation in the same transaction. */
  async decide(
    user: SessionUser,
    pathId: string,
    decision: { id: string; type: 'approve' | 'reject'; features?: TFeatureCode[]; reason?: string },
  ): Promise<TEnrolmentRequestItem> {
    await this.access.require(user, 'enrolment:decide');
    if (decision.id !== pathId) {
      throw badRequest('The id in the body must match the request in the path', {
        id: 'The id in the body must match the request in the path',
      });
    }
    if (!isUuid(pathId)) throw notFound('Enrollment request not found');
    return this.db.transaction(async (tx) => {
      const status = decision.type === 'approve' ? 'ACCEPTED' : 'REJECTED';
      const decided = await decideEnrolmentRequest(tx, pathId, { status, decidedByDid: user.sub });
      if (!decided) {
        const existing = await findEnrolmentRequest(tx, pathId);
        throw existing ? conflict(ALREADY_DECIDED_MESSAGE) : notFound('Enrollment request not found');
      }
      if (decision.type === 'reject') {
        await this.notify(tx, decided.contactEmail, {
          kind: 'enrolment-rejected',
          orgName: decided.orgName,
          ...(decision.reason ? { reason: decision.reason } : {}),
        });
        return toItem(decided);
      }
      const organisation = await this.organisations.createFromEnrolment(tx, {
        businessName: decided.orgName,
        email: decided.contactEmail,
        contactNumber: decided.contactNumber,
        countryOfIncorporation: decided.countryOfIncorporation,
        orgRegNumber: decided.orgRegNumber,
        corporateWebsite: decided.corporateWebsite,
        mailingAddress1: decided.mailingAddress1,
        enrolmentRequestId: decided.id,
        features: decision.features ?? ORGANISATION_FEATURE_CODES,
        admin: { did: decided.requesterDid, name: decided.requesterName, email: decided.requesterEmail },
        approvedBy: { did: user.sub, name: user.did.extdata.name },
      });
      const approved = await setOrganisationDid(tx, decided.id, organisation.did);
      await this.notify(tx, approved.contactEmail, {
        kind: 'enrolment-approved',
        orgName: approved.orgName,
        organisationDid: organisation.did,
        adminDid: approved.requesterDid,
      });
      return toItem(approved);
    });
  }

  private async notify(tx: DbTx, to: string, template: MailTemplate): Promise<void> {
    await this.mail.enqueue(tx, to, template);
  }
}
