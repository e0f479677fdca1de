import { useMutation } from '@tanstack/react-query';
import { ZShareContactResponse, type TShareContactRequest } from '@sigil/core';
import { CONTACTS_PATH } from '../../../api/contacts/get-contacts';
import { apiClient } from '../../../lib/api-client';

/** POST /api/v1/quick-contacts/shareContact { contactId, toDid }: the card arrives there as a notification. */
export async function shareContact(body: TShareContactRequest): Promise<string> {
  return ZShareContactResponse.parse(await apiClient.post(`${CONTACTS_PATH}/shareContact`, body)).sharedWith;
}

/** Sharing changes none of my data: nothing to fetch again. */
export function useShareContact() {
  return useMutation({ mutationFn: shareContact });
}
