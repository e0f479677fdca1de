import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONTACT_LIMITS } from '@sigil/core';
import { atMost, createdAt, id, updatedAt } from './columns';

/** A person's quick contacts: their own address book of DIDs, one entry per DID. */
export const quickContacts = pgTable(
  'quick_contacts',
  {
    id: id(),
    /** Who keeps this contact: the session's DID (only they read or change it). */
    ownerDid: text('owner_did').notNull(),
    name: text('name').notNull(),
    did: text('did').notNull(),
    email: text('email').notNull().default(''),
    organisation: text('organisation').notNull().default(''),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('quick_contacts_owner_did_uq').on(t.ownerDid, t.did),
    atMost('quick_contacts_name_len', t.name, CONTACT_LIMITS.name),
    atMost('quick_contacts_email_len', t.email, CONTACT_LIMITS.email),
    atMost('quick_contacts_organisation_len', t.organisation, CONTACT_LIMITS.organisation),
    atMost('quick_contacts_note_len', t.note, CONTACT_LIMITS.note),
  ],
);
