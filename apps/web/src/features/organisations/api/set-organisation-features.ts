import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAccountFeatures, type TAccountFeatures, type TFeatureCode } from '@sigil/core';
import { ORGANISATIONS_KEY } from '../../../api/organisations/get-organisation';
import { apiClient } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';

/** POST /api/accounts/{did}/features { features }: the provider replaces an organisation's features. */
export async function setOrganisationFeatures(
  did: string,
  features: TFeatureCode[],
): Promise<TAccountFeatures> {
  return ZAccountFeatures.parse(
    await apiClient.post(`/accounts/${encodeURIComponent(did)}/features`, { features }),
  );
}

/** The organisation's detail shows its features: it is refetched once they are saved. */
export function useSetOrganisationFeatures(did: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (features: TFeatureCode[]) => setOrganisationFeatures(did, features),
    onSettled: () => refreshQueries(queryClient, ORGANISATIONS_KEY),
  });
}
