import { CONTACTS_PATH, invalidateContacts } from '../../../api/contacts/get-contacts';
import { apiClient } from '../../../lib/api-client';
import { mutationHook } from '../../../lib/mutation-hook';

/** DELETE /api/v1/quick-contacts/{id}. */
export async function deleteContact(id: string): Promise<void> {
  await apiClient.delete(`${CONTACTS_PATH}/${encodeURIComponent(id)}`);
}

export const useDeleteContact = mutationHook(deleteContact, invalidateContacts);
