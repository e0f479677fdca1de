import { useCallback } from 'react';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PROVIDER_TOPIC,
  ZEnrolmentRequestList,
  type TEnrolmentRequestItem,
  type TInvitationStatus,
  type TRealtimeMessage,
} from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { useRealtimeTopic } from '../../../lib/realtime';
import { refreshQueries } from '../../../lib/refresh-queries';

export interface EnrolmentFilter {
  /** Trimmed; '' means every organisation. */
  orgName: string;
  /** '' means every status. */
  status: TInvitationStatus | '';
}

/** Prefix of every enrolment-requests query: a decision invalidates it. */
export const ENROLMENT_REQUESTS_KEY = ['enrolment', 'requests'] as const;

/** GET /api/invite/invitations/?status=&orgName= (provider): newest first. */
export async function getEnrolmentRequests(filter: EnrolmentFilter): Promise<TEnrolmentRequestItem[]> {
  const body = await apiClient.get('/api/invite/invitations/', {
    query: { status: filter.status || undefined, orgName: filter.orgName || undefined },
  });
  return ZEnrolmentRequestList.parse(body);
}

export const getEnrolmentRequestsQueryOptions = (filter: EnrolmentFilter) =>
  queryOptions({
    queryKey: [...ENROLMENT_REQUESTS_KEY, filter] as const,
    queryFn: () => getEnrolmentRequests(filter),
  });

/** The requests, fetched again the moment an organisation signs up (the provider's live channel). */
export function useEnrolmentRequests(filter: EnrolmentFilter) {
  const queryClient = useQueryClient();
  const refetch = useCallback(() => void refreshQueries(queryClient, ENROLMENT_REQUESTS_KEY), [queryClient]);
  const onMessage = useCallback(
    (message: TRealtimeMessage) => {
      if (message.type === 'enrolment-requested') refetch();
    },
    [refetch],
  );
  useRealtimeTopic(PROVIDER_TOPIC, onMessage, refetch);
  return useQuery({ ...getEnrolmentRequestsQueryOptions(filter), placeholderData: keepPreviousData });
}
