import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZOrganisationHistory,
  ZOrganisationLifecycleResponse,
  type TOrganisationEvent,
  type TOrganisationLifecycleResponse,
  type TOrganisationStep,
} from '@sigil/core';
import { ORGANISATIONS_KEY } from '../../../api/organisations/get-organisation';
import { apiClient } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';

/** POST /api/accounts/{did}/{step} { reason }: the provider suspends, reactivates or deactivates. */
export async function changeOrganisationStatus(
  did: string,
  step: TOrganisationStep,
  reason: string,
): Promise<TOrganisationLifecycleResponse> {
  return ZOrganisationLifecycleResponse.parse(
    await apiClient.post(`/accounts/${encodeURIComponent(did)}/${step}`, { reason }),
  );
}

/** The detail, the list and the history all show the status: each is refetched after a step. */
export function useChangeOrganisationStatus(did: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, reason }: { step: TOrganisationStep; reason: string }) =>
      changeOrganisationStatus(did, step, reason),
    onSettled: () => refreshQueries(queryClient, ORGANISATIONS_KEY),
  });
}

/** GET /api/accounts/{did}/history: approval, lifecycle steps and feature changes, newest first. */
export async function getOrganisationHistory(did: string): Promise<TOrganisationEvent[]> {
  return ZOrganisationHistory.parse(await apiClient.get(`/accounts/${encodeURIComponent(did)}/history`));
}

export function useOrganisationHistory(did: string) {
  return useQuery(
    queryOptions({
      queryKey: [...ORGANISATIONS_KEY, 'history', did] as const,
      queryFn: () => getOrganisationHistory(did),
    }),
  );
}
