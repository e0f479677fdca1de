import {
  CONTACT_MESSAGES as CM,
  VALIDATION_MESSAGES as M,
  isDid,
  type TQuickContact,
  type TQuickContactInput,
  type TSyncContactsResponse,
} from '@sigil/core';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-tokens';
import type { AccessGate } from '../access/access-gate.service';
import type { IdentitiesService } from '../identities/identities.service';
import type { PersonalNews } from '../notifications/personal-news.service';
import {
  deleteContact,
  findContact,
  insertContact,
  listContacts,
  updateContact,
  upsertContacts,
  type ContactRow,
} from './contacts.repository';

function toContact(row: ContactRow): TQuickContact {
  return {
    id: row.id,
    name: row.name,
    did: row.did,
    email: row.email,
    organisation: row.organisation,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const duplicate = () => conflict(CM.duplicateDid, { did: CM.duplicateDid });

/**
 * Quick contacts (spec §7 "Quick contacts"): each person's own address book, keyed by the session's
 * DID: another person's contact id finds nothing (404), whatever their role. A contact card shared
 * with another DID arrives there as a notification; the wallet merges its address book by DID.
 */
export class ContactsService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessGate,
    private readonly identities: IdentitiesService,
    private readonly news: PersonalNews,
    private readonly didMethod: string,
  ) {}

  async list(user: SessionUser): Promise<TQuickContact[]> {
    await this.access.require(user, 'contacts:manage');
    return (await listContacts(this.db, user.sub)).map(toContact);
  }

  async create(user: SessionUser, input: TQuickContactInput): Promise<TQuickContact> {
    await this.access.require(user, 'contacts:manage');
    this.checkDid(input.did, 'did');
    const row = await insertContact(this.db, user.sub, input);
    if (!row) throw duplicate();
    return toContact(row);
  }

  async update(user: SessionUser, id: string, input: TQuickContactInput): Promise<TQuickContact> {
    await this.access.require(user, 'contacts:manage');
    this.checkDid(input.did, 'did');
    const row = await updateContact(this.db, user.sub, id, input);
    if (row === null) throw duplicate();
    if (!row) throw notFound(CM.notFound);
    return toContact(row);
  }

  async remove(user: SessionUser, id: string): Promise<{ id: string }> {
    await this.access.require(user, 'contacts:manage');
    if (!(await deleteContact(this.db, user.sub, id))) throw notFound(CM.notFound);
    return { id };
  }

  /** Sends one of one's contacts to a DID that has joined; it arrives there as a notification. */
  async share(user: SessionUser, contactId: string, toDid: string): Promise<{ sharedWith: string }> {
    await this.access.require(user, 'contacts:manage');
    this.checkDid(toDid, 'toDid');
    if (toDid === user.sub) throw badRequest(CM.shareToSelf, { toDid: CM.shareToSelf });
    const contact = await findContact(this.db, user.sub, contactId);
    if (!contact) throw notFound(CM.notFound);
    if (!(await this.identities.identityOf(toDid))) throw notFound(CM.recipientUnknown);
    const sender = await this.identities.profileOf(this.db, user.sub);
    const { name, did, email, organisation, note } = contact;
    const fromName = sender.name || user.did.extdata.name;
    await this.db.transaction(async (tx) => {
      await this.news.notify(
        tx,
        toDid,
        {
          kind: 'contact-shared',
          data: { fromDid: user.sub, fromName, contact: { name, did, email, organisation, note } },
        },
        sender.avatar,
      );
      await this.news.record(tx, toDid, {
        kind: 'contact-received',
        data: { fromDid: user.sub, fromName, contactName: name },
      });
      await this.news.record(tx, user.sub, { kind: 'contact-shared', data: { toDid, contactName: name } });
    });
    return { sharedWith: toDid };
  }

  /**
   * The wallet's address book, merged by DID: a new DID is added, a known one takes the wallet's
   * name and whatever else the wallet holds (a blank field keeps what the console had). Never a
   * second contact for one DID, even when two syncs run at once.
   */
  async sync(
    user: SessionUser,
    ownerDid: string,
    inputs: readonly TQuickContactInput[],
  ): Promise<TSyncContactsResponse> {
    await this.access.require(user, 'contacts:sync', { ownerDid });
    inputs.forEach((input, index) => this.checkDid(input.did, `contacts.${index}.did`));
    const byDid = new Map(inputs.map((input) => [input.did, input]));
    return this.db.transaction(async (tx) => {
      const merged = await upsertContacts(tx, user.sub, [...byDid.values()]);
      const added = merged.filter((row) => row.inserted).length;
      return {
        added,
        updated: merged.length - added,
        contacts: (await listContacts(tx, user.sub)).map(toContact),
      };
    });
  }

  private checkDid(did: string, field: string): void {
    if (!isDid(did, this.didMethod)) throw badRequest(M.didInvalid, { [field]: M.didInvalid });
  }
}
