import { z } from 'zod';
import { DEFAULT_DID_METHOD } from '../constants';
import { isDid } from '../did';
import { EMAIL_PATTERN, VALIDATION_MESSAGES as M } from '../schemas/messages';
import { ZOptionalText, ZText } from '../schemas/text';
import { ZDidText } from './common';

/**
 * Quick contacts (spec §2 /contacts, §3 "quick contact", §7 "Quick contacts", §8): a person's own
 * address book of DIDs. A contact belongs to the DID that made it; nobody else reads or changes
 * it. A contact card can be shared with another DID, where it arrives as a notification.
 */

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  organisation: 100,
  note: 500,
  syncBatch: 1000,
} as const;

/** The console's toasts (spec §8, word for word) and the server's refusals. */
export const CONTACT_MESSAGES = {
  created: 'Create new contact successfully',
  updated: 'Update contact successfully',
  removed: 'Remove contact successfully',
  notFound: 'Contact not found',
  duplicateDid: 'You have a contact with this DID already',
  shareToSelf: 'Share a contact with someone else',
  recipientUnknown: 'No one with this DID has joined yet',
} as const;

/**
 * A contact as the form and the API take it: name and DID required, the rest optional. The DID's
 * method is checked by the server against its own (DID_METHOD), with 'Invalid DID format'.
 */
export const ZQuickContactRequest = z.object({
  name: ZText({ error: M.nameRequired })
    .trim()
    .min(1, M.nameRequired)
    .max(CONTACT_LIMITS.name, M.contactNameTooLong),
  did: ZDidText(M.didRequired),
  email: ZOptionalText(CONTACT_LIMITS.email, M.emailTooLong).refine(
    (email) => email === '' || EMAIL_PATTERN.test(email),
    M.emailInvalid,
  ),
  organisation: ZOptionalText(CONTACT_LIMITS.organisation, M.contactOrganisationTooLong),
  note: ZOptionalText(CONTACT_LIMITS.note, M.contactNoteTooLong),
});
export type TQuickContactRequest = z.input<typeof ZQuickContactRequest>;

/** The console's contact form: the request, and the DID of the server's method (public config). */
export const createQuickContactForm = (didMethod = DEFAULT_DID_METHOD) =>
  ZQuickContactRequest.refine((contact) => isDid(contact.did, didMethod), {
    path: ['did'],
    error: M.didInvalid,
  });
export type TQuickContactInput = z.output<typeof ZQuickContactRequest>;

export const ZQuickContact = z.object({
  id: z.string(),
  name: z.string(),
  did: z.string(),
  email: z.string(),
  organisation: z.string(),
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TQuickContact = z.infer<typeof ZQuickContact>;
export const ZQuickContactList = z.array(ZQuickContact);

export const ZQuickContactParams = z.object({ id: z.uuid({ error: CONTACT_MESSAGES.notFound }) });

/** POST /v1/quick-contacts/shareContact: one of one's contacts, sent to another DID. */
export const ZShareContactRequest = z.object({
  contactId: z.uuid({ error: CONTACT_MESSAGES.notFound }),
  toDid: ZDidText(M.didRequired),
});

/** The console's share form: the recipient's DID, of the server's method. */
export const createShareContactForm = (didMethod = DEFAULT_DID_METHOD) =>
  z.object({
    toDid: ZDidText(M.didRequired).refine((did) => isDid(did, didMethod), M.didInvalid),
  });
export type TShareContactRequest = z.input<typeof ZShareContactRequest>;
export const ZShareContactResponse = z.object({ sharedWith: z.string() });

/** POST /quick-contacts/sync?did=: the wallet's address book, merged by DID (never duplicated). */
export const ZSyncContactsQuery = z.object({ did: ZDidText(M.didRequired) });
export const ZSyncContactsRequest = z.object({
  contacts: z.array(ZQuickContactRequest).max(CONTACT_LIMITS.syncBatch),
});
export type TSyncContactsRequest = z.input<typeof ZSyncContactsRequest>;
export const ZSyncContactsResponse = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  contacts: ZQuickContactList,
});
export type TSyncContactsResponse = z.infer<typeof ZSyncContactsResponse>;

/**
 * The QR of /generate-qr: a DID to add as a contact, with the name to show for it. The wallet
 * reads it (`sigil-wallet contacts add`) and adds the contact to its holder's address book.
 */
export const ZContactQr = z.object({
  v: z.literal(1),
  kind: z.literal('contact'),
  did: z.string().min(1),
  name: z.string(),
});
export type TContactQr = z.infer<typeof ZContactQr>;

export function contactQrText(card: { did: string; name: string }): string {
  const qr: TContactQr = { v: 1, kind: 'contact', did: card.did, name: card.name };
  return JSON.stringify(qr);
}

/** The contact in a QR's text, or null when the text is not a contact QR. */
export function parseContactQr(text: string): TContactQr | null {
  try {
    const parsed = ZContactQr.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
