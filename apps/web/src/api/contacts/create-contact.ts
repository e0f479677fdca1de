import { ZQuickContact, type TQuickContact, type TQuickContactRequest } from '@sigil/core';
import { apiClient } from '../../lib/api-client';
import { mutationHook } from '../../lib/mutation-hook';
import { CONTACTS_PATH, invalidateContacts } from './get-contacts';

/**
 * POST /api/v1/quick-contacts/ { name, did, email?, organisation?, note? } → 201, the contact. A DID
 * I have a contact for already is refused with 409 on the DID field. Used by the Contacts screen and
 * by a shared contact card's "Save" in the notifications.
 */
export async function createContact(body: TQuickContactRequest): Promise<TQuickContact> {
  return ZQuickContact.parse(await apiClient.post(`${CONTACTS_PATH}/`, body));
}

export const useCreateContact = mutationHook(createContact, invalidateContacts);
