import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ZQuickContactList, type TQuickContact } from '@sigil/core';
import { apiClient } from '../../lib/api-client';
import { refreshQueries } from '../../lib/refresh-queries';

/** Spec §7 "Quick contacts". */
export const CONTACTS_PATH = '/api/v1/quick-contacts';
export const CONTACTS_KEY = ['quick-contacts'] as const;

export function invalidateContacts(queryClient: QueryClient): Promise<void> {
  return refreshQueries(queryClient, CONTACTS_KEY);
}

/** GET /api/v1/quick-contacts/ — my contacts, by name. */
export async function getContacts(): Promise<TQuickContact[]> {
  return ZQuickContactList.parse(await apiClient.get(`${CONTACTS_PATH}/`));
}

export const getContactsQueryOptions = () => queryOptions({ queryKey: CONTACTS_KEY, queryFn: getContacts });

export function useContacts() {
  return useQuery(getContactsQueryOptions());
}
