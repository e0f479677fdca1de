import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { ZEndorsementList, type TEndorsement } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { MY_ENDORSEMENTS_PATH } from './paths';

/** Prefix of the holder's endorsement queries. */
export const MY_ENDORSEMENTS_KEY = ['my-endorsements'] as const;

/** GET /api/v1/endorsements/mine — the credentials the caller holds, the valid ones first, newest first within each. */
export async function getMyEndorsements(): Promise<TEndorsement[]> {
  return ZEndorsementList.parse(await apiClient.get(MY_ENDORSEMENTS_PATH));
}

/** Keyed by the caller's DID, so one login never shows another's credentials from the cache. */
export function getMyEndorsementsQueryOptions(did: string | null) {
  return queryOptions({
    queryKey: [...MY_ENDORSEMENTS_KEY, did] as const,
    queryFn: did ? getMyEndorsements : skipToken,
  });
}

export function useMyEndorsements(did: string | null) {
  return useQuery(getMyEndorsementsQueryOptions(did));
}
