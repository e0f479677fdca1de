import { useQuery } from '@tanstack/react-query';
import { ZFeatureList, type TFeature, type TFeatureType } from '@sigil/core';
import { apiClient } from '../../lib/api-client';

/** GET /api/features?type= — the account features an account of the type may be granted (decision 0009). */
export async function getFeatures(type: TFeatureType): Promise<TFeature[]> {
  return ZFeatureList.parse(await apiClient.get('/features', { query: { type } }));
}

/** The catalogue changes only with a release: fetched once per session. */
export function useFeatureCatalogue(type: TFeatureType = 'organization') {
  return useQuery({
    queryKey: ['features', type] as const,
    queryFn: () => getFeatures(type),
    staleTime: Infinity,
  });
}
