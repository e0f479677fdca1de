import { ZQuickContact, type TQuickContact, type TQuickContactRequest } from '@sigil/core';
import { CONTACTS_PATH, invalidateContacts } from '../../../api/contacts/get-contacts';
import { apiClient } from '../../../lib/api-client';
import { mutationHook } from '../../../lib/mutation-hook';

export interface UpdateContactVariables {
  id: string;
  body: TQuickContactRequest;
}

/** POST /api/v1/quick-contacts/update/{id} — the contact as changed. */
export async function updateContact({ id, body }: UpdateContactVariables): Promise<TQuickContact> {
  return ZQuickContact.parse(await apiClient.post(`${CONTACTS_PATH}/update/${encodeURIComponent(id)}`, body));
}

export const useUpdateContact = mutationHook(updateContact, invalidateContacts);
