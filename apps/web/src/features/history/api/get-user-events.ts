import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZUserEventPage, type TUserEventPage } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';

export const USER_EVENTS_KEY = ['user-events'] as const;

/** GET /api/v1/users/events?page= — my recent events, newest first, ten a page. */
export async function getUserEvents(page: number): Promise<TUserEventPage> {
  return ZUserEventPage.parse(await apiClient.get('/api/v1/users/events', { query: { page: String(page) } }));
}

export const getUserEventsQueryOptions = (page: number) =>
  queryOptions({ queryKey: [...USER_EVENTS_KEY, page] as const, queryFn: () => getUserEvents(page) });

export function useUserEvents(page: number) {
  return useQuery({ ...getUserEventsQueryOptions(page), placeholderData: keepPreviousData });
}
